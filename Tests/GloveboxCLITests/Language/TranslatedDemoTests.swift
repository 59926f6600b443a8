import Foundation
@testable import GloveboxCLI
import GloveboxTestSupport
import Testing

/// `glovebox demo` speaks the language of the person who typed it (the `locale` preference read
/// before a reset), with the locale's numbers and dates; the files and next steps keep their paths
/// and commands as typed, in columns as wide as the language's labels.
@Suite struct TranslatedDemoTests {
    /// The lines of `output` after the line `heading`, up to the next empty line.
    static func block(_ output: String, after heading: String) -> [String] {
        let lines = output.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    @Test func germanDemoSpeaksGermanThroughAReset() {
        let cli = TranslatedCommandTests.garage(locale: "de-DE")
        let shown = cli.succeed("demo", "--no-widgets").output
        #expect(shown.hasPrefix("das Fahrtenbuch hat schon 1 Fahrzeug; es wird gezeigt, wie es ist (--reset fängt neu an)\n"), "\(shown)")
        let files = Self.block(shown, after: "Wo die Dateien liegen:")
        #expect(files.count == 5)
        #expect(files.first?.hasPrefix("  Fahrtenbuch (nur die App)   ") == true, "\(files)")
        // Every path starts in the same column: the longest label and three spaces.
        let columns = Set(files.map { $0.distance(from: $0.startIndex, to: $0.firstIndex(of: "/")!) })
        #expect(columns == ["  Fahrtenbuch (nur die App)   ".count], "\(files)")
        let next = Self.block(shown, after: "Als Nächstes:")
        #expect(next.contains("  swift run glovebox status                       die Hinweise, nach Dringlichkeit"), "\(next)")
        #expect(next.contains("  swift run glovebox ask next-deadline --vehicle clio"))

        let reset = cli.succeed("demo", "--no-widgets", "--reset", "--yes").output
        let lines = reset.components(separatedBy: "\n")
        #expect(lines.first == "zurückgesetzt: jedes Konto auf diesem Gerät wurde samt seinen Einträgen gelöscht")
        let seeded = lines.first { $0.hasPrefix("Demo-Garage für demo@glovebox.app angelegt: 4 Fahrzeuge, ") } ?? ""
        // German groups thousands with a point and writes days as 02.01.2024.
        #expect(seeded.range(of: #"\d+ Einträge, \d+ Wartungspunkte, \d+ Fristen; "#, options: .regularExpression) != nil, "\(seeded)")
        #expect(seeded.range(of: #"\(\d{1,3}\.\d{3}, \d{2}\.\d{2}\.\d{4} bis \d{2}\.\d{2}\.\d{4}\)"#, options: .regularExpression) != nil, "\(seeded)")
        #expect(reset.contains("\nveröffentlicht: "), "\(reset)")
        for output in [shown, reset] {
            // The paths and commands are as typed; the sentences around them are German.
            let sentences = output.components(separatedBy: "\n").filter { !$0.contains("/") && !$0.contains("swift run") }.joined(separator: "\n")
            let left = NoEnglishLeftTests.words(sentences).intersection(NoEnglishLeftTests.englishOnly)
            #expect(left.isEmpty, "printed English \(left.sorted()):\n\(sentences)")
        }
    }

    @Test func theEnglishDemoIsWordedAsItAlwaysWas() {
        let cli = CLIHarness()
        let first = cli.succeed("demo", "--no-widgets").output
        let seeded = first.components(separatedBy: "\n").first ?? ""
        #expect(seeded.range(
            of: #"^seeded a demo garage for demo@glovebox\.app: 4 vehicles, \d+ records, \d+ maintenance items, \d+ deadlines; converted with the bundled ECB rates \(\d{1,3},\d{3}, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\), which every logbook has$"#,
            options: .regularExpression) != nil, "\(seeded)")
        let files = Self.block(first, after: "Where the files are:")
        #expect(files.map { String($0.prefix(26)) } == [
            "  logbook (app only)     /", "  widgets snapshot       /", "  Shortcuts snapshot     /", "  installed widgets      /",
            "  calendar (iCalendar)   /",
        ])
        #expect(Self.block(first, after: "Try next:") == [
            "  swift run glovebox-widget watch --once          the widgets again, as the host draws them now",
            "  swift run glovebox status                       the alerts, by urgency",
            "  swift run glovebox ask next-deadline --vehicle clio",
            "  swift run glovebox odometer log clio 90000      any change republishes; the host reloads only what changed",
            "  swift run glovebox-widget gallery --out gallery every widget at every timeline entry, as SVG and PNG",
            "  swift run glovebox-widget waybar deadlines      the same answers for a status bar (xbar: Argos, Kargos)",
            "  swift run glovebox prefs set lock on            then look again: no odometer, no amounts",
        ])
        #expect(cli.succeed("demo", "--no-widgets").output.hasPrefix(
            "the logbook already has 4 vehicles; showing them as they are (--reset starts over)\n"))
    }
}
