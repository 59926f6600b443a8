import AppCore
import AppLifecycle
import Foundation
@testable import GloveboxCLI
import GloveboxTestSupport
import LinuxPlatform
import Testing

/// The form a link opens asks before it writes; only a yes writes.
@Suite struct ShortcutConfirmationTests {
    let cli = ShortcutCommandTests().garage()

    func session() -> ((app: AppSession, console: Console), TextBuffer) {
        let output = TextBuffer()
        let environment = AppEnvironment(
            variables: ["GLOVEBOX_HOME": cli.home.path], homeDirectory: cli.home.path, now: { [now = cli.now] in now },
            defaultTimeZone: cli.timeZone, ids: cli.ids)
        return ((AppSession(environment: environment), Console(output: output, errors: TextBuffer())), output)
    }

    @Test(arguments: ["n", "", "no", nil])
    func anythingButYesCancelsAndWritesNothing(_ reply: String?) throws {
        let before = try cli.fingerprint()
        let (session, _) = session()
        var prompts: [String] = []
        let forms = CLIFormHandler(app: session.app, console: session.console, assumeYes: false) { prompt in
            prompts.append(prompt)
            return reply
        }
        #expect(throws: CLIError.runtime("cancelled; nothing was written")) {
            try forms.openForm(.odometerReading(vehicleId: "clio", value: 84_500))
        }
        #expect(prompts == ["log odometer 84500 for 'clio' today? [y/N] "])
        #expect(try cli.fingerprint() == before)
    }

    @Test func withoutATerminalTheFormAsksForYesAndWritesNothing() throws {
        let before = try cli.fingerprint()
        let opened = cli.run("open", "glovebox://odometer/new?vehicle=clio&value=84500")
        #expect(opened.status == 2, "\(opened.errors)")
        #expect(opened.errors.contains("this would log odometer 84500 for 'clio' today; pass --yes to confirm (nothing was written)"),
            "\(opened.errors)")
        let shortcut = cli.run("shortcut", "log-odometer", "clio", "84500")
        #expect(shortcut.status == 2, "\(shortcut.errors)")
        #expect(shortcut.errors.contains("pass --yes to confirm"), "\(shortcut.errors)")
        #expect(try cli.fingerprint() == before)
    }

    @Test func yesRunsTheNormalForm() throws {
        let (session, output) = session()
        var prompts: [String] = []
        let forms = CLIFormHandler(app: session.app, console: session.console, assumeYes: false) { prompt in
            prompts.append(prompt)
            return prompt.hasPrefix("amount") ? "19.99" : "y"
        }
        try forms.openForm(.expense(vehicleId: "clio", amount: nil, currencyCode: nil))
        #expect(prompts == ["amount for 'clio': ", "add an expense of 19.99 GBP for 'clio' today? [y/N] "])
        #expect(output.text.hasPrefix("added other expense 19.99 GBP on 2026-11-29"))
    }
}
