import Foundation
import Testing
@testable import GloveboxCLI

/// `remind install` and `remind uninstall` speak the `locale` preference's language, read from the
/// logbook without creating one; the commands to type and the paths stay as they are, and English is
/// what it always was.
@Suite struct TranslatedReminderTimerTests {
    /// `output` without the indented lines of commands to type, the usage line and paths.
    static func prose(_ output: String, home: String) -> String {
        // The usage line is the command as it is typed, labelled in English or German.
        output.split(separator: "\n").filter { !$0.hasPrefix("  ") && !$0.hasPrefix("usage: ") && !$0.hasPrefix("Aufruf: ") }
            .joined(separator: "\n")
            .replacingOccurrences(of: home, with: "")
            .split(separator: " ").filter { !$0.contains("/") }.joined(separator: " ")
    }

    @Test func germanInstallsAndUninstallsInGerman() throws {
        let cli = CLIHarness.reminderGarage()
        cli.succeed("prefs", "set", "locale", "de-DE")
        try cli.useReminderHost()
        let units = cli.home.path + "/config/systemd/user"
        let installed = cli.succeed("remind", "install").output
        #expect(installed.contains("\(units)/glovebox-remind.service geschrieben\n"), "\(installed)")
        #expect(installed.contains("\naktiviere ihn mit:\n  systemctl --user daemon-reload\n"), "\(installed)")

        let refused = cli.run("remind", "uninstall")
        #expect(refused.status == 2)
        #expect(refused.errors.hasPrefix("glovebox: das würde 'glovebox-remind.service' und 'glovebox-remind.timer' entfernen; "), "\(refused.errors)")
        let removed = cli.succeed("remind", "uninstall", "--yes").output
        #expect(removed.contains("\(units)/glovebox-remind.timer entfernt\n"), "\(removed)")
        #expect(removed.contains("\ndann sag es dem Benutzer-Manager:\n"), "\(removed)")
        let none = cli.succeed("remind", "uninstall").output
        #expect(none == "kein Erinnerungs-Timer in \(units)\n")

        for output in [installed, refused.errors.replacingOccurrences(of: "glovebox: ", with: ""), removed, none] {
            let left = NoEnglishLeftTests.words(Self.prose(output, home: cli.home.path)).intersection(NoEnglishLeftTests.englishOnly)
            #expect(left.isEmpty, "English \(left.sorted()) in:\n\(output)")
        }
    }

    @Test func withoutSystemdSpanishSaysWhatToAddToTheCrontab() throws {
        let cli = CLIHarness.reminderGarage()
        cli.succeed("prefs", "set", "locale", "es-ES")
        try cli.useReminderHost(hasSystemd: false)
        let output = cli.succeed("remind", "install").output
        #expect(output.hasPrefix("systemd no se ejecuta en este sistema; añade estas líneas a tu crontab ('crontab -e'):\n"), "\(output)")
    }

    @Test func englishIsAsItWas() throws {
        let cli = CLIHarness.reminderGarage()
        try cli.useReminderHost()
        let units = cli.home.path + "/config/systemd/user"
        let installed = cli.succeed("remind", "install").output
        #expect(installed.hasPrefix("wrote \(units)/glovebox-remind.service\nwrote \(units)/glovebox-remind.timer\nenable it with:\n  "),
                "\(installed)")
        let removed = cli.succeed("remind", "uninstall", "--yes").output
        #expect(removed.hasPrefix("removed \(units)/glovebox-remind.timer\nremoved \(units)/glovebox-remind.service\nthen tell the user manager:\n  "),
                "\(removed)")
        #expect(cli.succeed("remind", "uninstall").output == "no reminder timer in \(units)\n")
    }

    @Test func thePasswordsWordsKeepTheirValues() {
        // `password` needs a household server to run; its words are checked here, the catalog test
        // checks every language's placeholders.
        #expect(CLIWords.english.text(.passwordTooShort, ["minimum": "12"]) == "a password needs at least 12 characters")
        #expect(CLIWords(localeTag: "pt-PT").text(.passwordChanged, ["account": "ana@example.com", "server": "postgresql://h"])
            == "palavra-passe de ana@example.com alterada em postgresql://h; este dispositivo usa a nova, "
                + "os outros dispositivos da conta pedem para iniciar sessão de novo")
    }

    @Test func aChannelThatFailsIsToldInTheLanguageWithItsCount() throws {
        let cli = CLIHarness.reminderGarage()
        cli.succeed("prefs", "set", "locale", "de-DE")
        try cli.useReminderHost()
        #expect(cli.run("remind", "test").errors == "glovebox: kein Erinnerungskanal: füge einen mit 'glovebox remind add desktop' hinzu\n")
        cli.succeed("remind", "add", "command", "exit 3")
        let failed = cli.run("remind")
        #expect(failed.status == 1)
        #expect(failed.errors.contains("glovebox: command-1 fehlgeschlagen: "), "\(failed.errors)")
        #expect(failed.errors.contains("; 3 Nachrichten warten auf den nächsten Lauf\n"), "\(failed.errors)")
        #expect(failed.errors.hasSuffix("glovebox: 1 Kanal fehlgeschlagen; die anderen wurden benachrichtigt\n"), "\(failed.errors)")
        let tested = cli.run("remind", "test")
        #expect(tested.errors.hasSuffix("glovebox: 1 von 1 Kanal fehlgeschlagen\n"), "\(tested.errors)")
        cli.succeed("prefs", "set", "locale", "pt-PT")
        #expect(cli.run("remind", "test").errors.hasSuffix("glovebox: falharam 1 de 1 canal\n"))
    }

    @Test func aChannelThatFailsIsToldInEnglishAsBefore() throws {
        let cli = CLIHarness.reminderGarage()
        try cli.useReminderHost()
        #expect(cli.run("remind", "test").errors == "glovebox: no reminder channel: add one with 'glovebox remind add desktop'\n")
        cli.succeed("remind", "add", "command", "exit 3")
        let failed = cli.run("remind")
        #expect(failed.errors.contains("glovebox: command-1 failed: "), "\(failed.errors)")
        #expect(failed.errors.contains("; 3 messages wait for the next run\n"), "\(failed.errors)")
        #expect(failed.errors.hasSuffix("glovebox: 1 channel failed; the others were told\n"), "\(failed.errors)")
        #expect(cli.run("remind", "test").errors.hasSuffix("glovebox: 1 of 1 channel failed\n"))
    }
}
