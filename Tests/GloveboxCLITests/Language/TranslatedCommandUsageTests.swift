import Foundation
import GarageRules
import Testing
import WidgetContract
@testable import GloveboxCLI

/// The checks a command makes of its own options after parsing (two that cannot go together, one it
/// cannot do without, a spend period named twice) are said in the person's language, with the
/// command's usage line; English is what it always was.
@Suite struct TranslatedCommandUsageTests {
    @Test func aCommandsOwnChecksAreSaidInPortuguese() {
        let cli = TranslatedCommandTests.garage(locale: "pt-PT")
        let share = cli.run("share", "clio", "bea@example.com")
        #expect(share.status == 2)
        #expect(share.errors.hasPrefix("glovebox: share precisa de --role editor|viewer\nutilização: glovebox share "), "\(share.errors)")
        let fill = cli.run("fuel", "edit", "t1", "--partial", "--full")
        #expect(fill.errors.hasPrefix("glovebox: --partial e --full contradizem-se\nutilização: "), "\(fill.errors)")
        let window = cli.run("economy", "clio", "--last", "3", "--since", "2026-01-01")
        #expect(window.errors.hasPrefix("glovebox: escolha um só intervalo: --last N ou --since DAY\n"), "\(window.errors)")
        let correct = cli.run("odometer", "edit", "t1", "--correct", "--not-correction")
        #expect(correct.errors.hasPrefix("glovebox: indique --correct ou --not-correction, não ambos\n"), "\(correct.errors)")
        let period = cli.run("spend", "--year", "2026", "--from", "2026-01-01", "--to", "2026-02-01")
        #expect(period.errors.hasPrefix("glovebox: --year 2026 indica um ano inteiro: indique-o sozinho, sem --from ou --to\n"), "\(period.errors)")
        let report = cli.run("report")
        #expect(report.status == 2)
        #expect(report.errors.hasPrefix("glovebox: report precisa de --out DIR: a pasta onde escrever index.html\nutilização: glovebox report "), "\(report.errors)")
    }

    @Test func aCommandsOwnChecksAreWhatTheyWereInEnglish() {
        let cli = TranslatedCommandTests.garage(locale: "en-US")
        #expect(cli.run("share", "clio", "bea@example.com").errors.hasPrefix("glovebox: share needs --role editor|viewer\nusage: glovebox share "))
        #expect(cli.run("fuel", "edit", "t1", "--partial", "--full").errors
            .hasPrefix("glovebox: --partial and --full contradict each other\nusage: "))
        #expect(cli.run("odometer", "edit", "t1", "--correct", "--not-correction").errors
            .hasPrefix("glovebox: give --correct or --not-correction, not both\nusage: "))
        #expect(cli.run("spend", "--year", "2026", "--from", "2026-01-01", "--to", "2026-02-01").errors
            .hasPrefix("glovebox: --year 2026 names a whole year: give it alone, without --from or --to\nusage: "))
        #expect(cli.run("report").errors
            .hasPrefix("glovebox: report needs --out DIR: the directory to write index.html into\nusage: glovebox report "))
    }

    @Test func aPeriodRefusalFillsTheLocalesDay() {
        let today = CalendarDay(year: 2026, month: 11, day: 29)!
        let from = CalendarDay(year: 2027, month: 1, day: 1)!
        let error = SpendPeriodError.fromAfterThisMonth(from: from, today: today)
        #expect(CLIWords.english.periodRefusal(error) == error.description)
        #expect(CLIWords(localeTag: "pt-PT").periodRefusal(error).hasPrefix("--from 2027-01-01 é posterior a este mês (hoje é "))
    }
}
