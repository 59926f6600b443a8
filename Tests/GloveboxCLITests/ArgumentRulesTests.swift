import ArgumentParsing
import Foundation
@testable import GloveboxCLI
import GloveboxTestSupport
import Testing

/// The rules every `glovebox` command line follows, from the shared argument parser: an option
/// given twice, `--` ending the options, `--help` only as an option, `help COMMAND`, and exit
/// status 2 with the command's usage line on every usage error.
@Suite struct ArgumentRulesTests {
    let cli = RefusedInputTests().garage()

    /// The usage line of the command at `path`, as the catalog generates it.
    static func usage(_ path: String...) -> String {
        GloveboxCommandLine.catalog.spec(at: path).map { $0.usageLine(program: "glovebox") }
            ?? GloveboxCommandLine.catalog.usageLine(under: path)
    }

    @Test func anOptionGivenTwiceIsAUsageErrorAndWritesNothing() throws {
        let before = try cli.fingerprint()
        let result = cli.run("odometer", "log", "clio", "90000", "--date", "2026-11-02", "--date=2026-11-03")
        #expect(result.status == 2)
        #expect(result.errors == """
            glovebox: option '--date' is given more than once
            usage: glovebox odometer log VEHICLE ODOMETER [--date YYYY-MM-DD] [--correct] [--note N] [--help]

            """)
        let cost = cli.run("maintenance", "done", "clio", "oil change", "--cost", "1", "EUR", "--cost", "2", "EUR")
        #expect(cost.status == 2)
        #expect(cost.errors.hasPrefix("glovebox: option '--cost' is given more than once\n"))
        #expect(try cli.fingerprint() == before)
    }

    @Test func doubleDashEndsTheOptions() throws {
        cli.succeed("plan", "plus")
        let added = cli.succeed("vehicle", "add", "--", "--weird-name")
        #expect(added.output == "added vehicle '--weird-name' (id weird-name)\n")
        #expect(cli.succeed("odometer", "log", "--", "--weird-name", "100").output == "logged 100 km on 2026-11-29\n")
        // After `--`, `--help` is a word like any other: here a vehicle that does not exist.
        let show = cli.run("vehicle", "show", "--", "--help")
        #expect(show.status == 2)
        #expect(show.errors == "glovebox: no vehicle '--help'\n")
        let extra = cli.run("vehicle", "show", "clio", "--", "--json")
        #expect(extra.status == 2)
        #expect(extra.errors.hasPrefix("glovebox: unexpected argument '--json'\n"))
    }

    @Test func helpIsOnlyAnOption() throws {
        let stored = cli.succeed("expense", "add", "clio", "5", "EUR", "--note=--help")
        #expect(stored.output.hasPrefix("added other expense 5.00 EUR"))
        cli.succeed("expense", "add", "clio", "6", "EUR", "--note", "-h")
        let expenses = try #require(try cli.json("expense", "list", "--json") as? [[String: Any]])
        #expect(Set(expenses.compactMap { $0["note"] as? String }) == ["--help", "-h"])

        let before = try cli.fingerprint()
        // A value word never starts with `--`: the option is missing its value.
        let missing = cli.run("expense", "add", "clio", "5", "EUR", "--note", "--correct")
        #expect(missing.status == 2)
        #expect(missing.errors == "glovebox: option '--note' needs a value\nusage: \(Self.usage("expense", "add"))\n")
        // So `--help` there is in option position, and help wins over the rest of the line.
        let help = cli.run("expense", "add", "clio", "5", "EUR", "--note", "--help")
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: \(Self.usage("expense", "add"))\n"))
        #expect(try cli.fingerprint() == before, "asking for help writes nothing")
    }

    @Test func helpCommandIsTheCommandsOwnHelp() {
        let command = cli.succeed("help", "vehicle", "add").output
        #expect(command == cli.succeed("vehicle", "add", "--help").output)
        #expect(command == cli.succeed("vehicle", "add", "-h").output)
        #expect(command.hasPrefix("usage: glovebox vehicle add NAME [--make M] [--model M] [--year Y]"))
        #expect(command.contains("\n  --year Y      the model year\n"))
        #expect(command.contains("\n  -h, --help    show this help"))
        #expect(cli.succeed("help", "vehicle").output == cli.succeed("vehicle", "--help").output)
        #expect(cli.succeed("help").output == cli.succeed("--help").output)
        #expect(cli.succeed().output == cli.succeed("--help").output)
        #expect(cli.succeed("help", "maintenance", "postpone").output.hasSuffix(
            "Give exactly one of --days, --distance, --until-date, --until-distance.\n"))
        let unknown = cli.run("help", "frobnicate")
        #expect(unknown.status == 2)
        #expect(unknown.errors.hasPrefix("glovebox: unknown command 'frobnicate'"))
    }

    /// A command line, the message it is refused with, and the command whose usage line follows.
    static let usageErrors: [(arguments: [String], message: String, usage: String)] = [
        (["frobnicate"], "unknown command 'frobnicate'; run 'glovebox --help' for the list", usage()),
        (["vehicle"], "'vehicle' needs a subcommand: add, list, show, edit, remove", usage("vehicle")),
        (["vehicle", "paint"], "unknown subcommand 'paint' of 'vehicle'; run 'glovebox vehicle --help' for the list",
         usage("vehicle")),
        (["vehicle", "add"], "missing argument NAME", usage("vehicle", "add")),
        (["vehicle", "list", "--color"], "unknown option '--color'", usage("vehicle", "list")),
        (["vehicle", "add", "Polo", "--year", "19x9"], "--year '19x9' is not a whole number", usage("vehicle", "add")),
        (["vehicle", "add", "Polo", "--year", "10000"], "--year '10000' must be between 0 and 9999", usage("vehicle", "add")),
        (["vehicle", "add", "Polo", "--unit", "furlong"], "unknown distance unit 'furlong' (expected one of: km, mi)",
         usage("vehicle", "add")),
        (["expense", "add", "clio", "1", "EUR", "extra"], "unexpected argument 'extra'", usage("expense", "add")),
        (["expense", "add", "clio", "1", "EUX"], "unknown currency 'EUX' (not an ISO 4217 code)", usage("expense", "add")),
        (["expense", "add", "clio", "1", "EUR", "--fuel", "lots"], "--fuel 'lots' is not a positive number like 42.5",
         usage("expense", "add")),
        (["expense", "list", "--from", "2026-11-31"], "--from '2026-11-31' is not a day on the calendar",
         usage("expense", "list")),
        (["odometer", "log", "clio", "84k"], "ODOMETER '84k' is not a whole number", usage("odometer", "log")),
        (["odometer", "log", "clio", "1", "--correct=yes"], "option '--correct' takes no value", usage("odometer", "log")),
        (["odometer", "log", "clio", "1", "--note"], "option '--note' needs a value", usage("odometer", "log")),
        (["maintenance", "done", "clio", "oil change", "--cost", "12"], "option '--cost' needs 2 values: A CUR",
         usage("maintenance", "done")),
        (["maintenance", "done", "clio", "oil change", "--cost", "12,50", "EUR"],
         "amount '12,50' is not a number like 1234.56", usage("maintenance", "done")),
        (["maintenance", "postpone", "clio", "oil change"], "give one of --days, --distance, --until-date, --until-distance",
         usage("maintenance", "postpone")),
        (["maintenance", "postpone", "clio", "oil change", "--days", "5", "--until-distance", "90000"],
         "give only one of --days, --until-distance", usage("maintenance", "postpone")),
        (["maintenance", "add", "clio", "Tyres", "--warn-days", "3651"], "--warn-days '3651' must be between 0 and 3650",
         usage("maintenance", "add")),
        (["deadline", "add", "clio", "insurance", "2027-13-01"], "DUE '2027-13-01' is not a day on the calendar",
         usage("deadline", "add")),
        (["plan", "gold"], "unknown plan 'gold' (expected free or plus)", usage("plan")),
        (["prefs", "get", "colour"], "unknown preference 'colour' (expected one of: locale, currency, lock, timezone, economy)",
         usage("prefs", "get")),
        (["import", "lubelogger", "/tmp"], "import lubelogger needs --vehicle NAME", usage("import", "lubelogger")),
        (["delete-account"], "this would delete account ana@example.com and its 2 vehicles with every record of them from this device; pass --yes to confirm (nothing was changed)",
         usage("delete-account")),
        (["native-config"], "native-config needs --out DIR", usage("native-config")),
        (["ask", "odometer", "--vehicle"], "option '--vehicle' needs a value", usage("ask", "odometer")),
    ]

    @Test(arguments: usageErrors.indices)
    func everyUsageErrorExitsTwoWithItsUsageLine(_ index: Int) throws {
        let (arguments, message, usage) = Self.usageErrors[index]
        let before = try cli.fingerprint()
        let result = cli.run(arguments)
        #expect(result.status == UsageError.exitStatus, "\(arguments)")
        #expect(result.errors == "glovebox: \(message)\nusage: \(usage)\n", "\(arguments)")
        #expect(result.output.isEmpty)
        #expect(try cli.fingerprint() == before)
    }

    @Test func aValueTheRulesRefuseExitsTwoWithoutAUsageLine() {
        for (arguments, message) in [
            (["expense", "add", "clio", "45,90", "EUR"], "amount '45,90' is not a number like 1234.56"),
            (["expense", "add", "Polo", "45.90", "EUR"], "no vehicle 'Polo'"),
            (["odometer", "log", "clio", "84300", "--date", "2026-11-30"], "date 2026-11-30 is in the future (today is 2026-11-29)"),
        ] {
            let result = cli.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errors == "glovebox: \(message)\n", "\(arguments)")
        }
    }
}
