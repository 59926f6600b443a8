import ArgumentParsing
import Testing

@Suite struct CommandCatalogTests {
    let catalog = Garage.catalog

    /// The words a resolution names: the command's path and rest, a listing's prefix, or `help` and a path.
    func resolved(_ words: [String]) throws -> [String] {
        switch try catalog.resolve(words) {
        case .command(let spec, let rest): ["command"] + spec.path + ["|"] + rest
        case .listing(let prefix): ["listing"] + prefix
        case .help(let spec): ["help"] + spec.path
        }
    }

    /// The usage error `words` give.
    func refusal(_ words: [String]) -> UsageError? {
        do {
            _ = try catalog.resolve(words)
            return nil
        } catch {
            return error
        }
    }

    @Test func aCommandIsFoundByItsWordsAndGetsTheRest() throws {
        #expect(try resolved(["vehicle", "add", "clio", "--make", "Renault"]) == ["command", "vehicle", "add", "|", "clio", "--make", "Renault"])
        #expect(try resolved(["spend"]) == ["command", "spend", "|"])
        #expect(try resolved(["spend", "--help"]) == ["command", "spend", "|", "--help"])
        #expect(try resolved(["vehicle", "add", "--help"]) == ["command", "vehicle", "add", "|", "--help"])
    }

    @Test func theProgramAloneOrAskingForHelpListsEveryCommand() throws {
        for words in [[], ["--help"], ["-h"], ["help"], ["help", "--help"]] {
            #expect(try resolved(words) == ["listing"], "\(words)")
        }
    }

    @Test func aGroupsHelpListsItsCommands() throws {
        #expect(try resolved(["help", "vehicle"]) == ["listing", "vehicle"])
        #expect(try resolved(["vehicle", "--help"]) == ["listing", "vehicle"])
        #expect(try resolved(["vehicle", "-h"]) == ["listing", "vehicle"])
    }

    @Test func helpBeforeACommandShowsItsHelp() throws {
        #expect(try resolved(["help", "vehicle", "add"]) == ["help", "vehicle", "add"])
        #expect(try resolved(["help", "spend"]) == ["help", "spend"])
    }

    @Test func anUnknownCommandIsRefusedWithTheProgramsUsage() {
        #expect(refusal(["frobnicate"]) == UsageError(
            "unknown command 'frobnicate'; run 'glovebox --help' for the list", usage: "glovebox COMMAND [ARGUMENTS] [--help]"))
        #expect(refusal(["--json"])?.message == "unknown command '--json'; run 'glovebox --help' for the list")
        #expect(refusal(["help", "frobnicate"])?.message == "unknown command 'frobnicate'; run 'glovebox --help' for the list")
    }

    @Test func anUnknownSubcommandIsRefusedWithTheGroupsUsage() {
        #expect(refusal(["vehicle", "paint", "red"]) == UsageError(
            "unknown subcommand 'paint' of 'vehicle'; run 'glovebox vehicle --help' for the list",
            usage: "glovebox vehicle SUBCOMMAND [ARGUMENTS] [--help]"))
        #expect(refusal(["help", "vehicle", "paint"])?.message
            == "unknown subcommand 'paint' of 'vehicle'; run 'glovebox vehicle --help' for the list")
        #expect(refusal(["help", "spend", "more"])?.message == "'spend' has no subcommand 'more'")
    }

    @Test func aMistypedCommandSubcommandOrOptionNamesTheOneMeant() {
        #expect(refusal(["vehicel"])?.message == "unknown command 'vehicel' (did you mean 'vehicle'?); run 'glovebox --help' for the list")
        #expect(refusal(["spned"])?.message == "unknown command 'spned' (did you mean 'spend'?); run 'glovebox --help' for the list")
        #expect(refusal(["vehicle", "lsit"])?.message
            == "unknown subcommand 'lsit' of 'vehicle' (did you mean 'list'?); run 'glovebox vehicle --help' for the list")
        // A word too far from every command is not guessed at.
        #expect(refusal(["frobnicate"])?.message == "unknown command 'frobnicate'; run 'glovebox --help' for the list")
    }

    @Test func aGroupWithoutASubcommandNamesTheSubcommands() {
        let expected = UsageError("'vehicle' needs a subcommand: add, list", usage: "glovebox vehicle SUBCOMMAND [ARGUMENTS] [--help]")
        #expect(refusal(["vehicle"]) == expected)
        #expect(refusal(["vehicle", "--json"]) == expected)
    }

    @Test func nestedGroupsResolveByTheirLongestWords() throws {
        let nested = CommandCatalog(program: "p", specs: [
            CommandSpec(["fleet", "vehicle", "add"], summary: "a"), CommandSpec(["fleet", "vehicle", "list"], summary: "l"),
            CommandSpec(["fleet", "status"], summary: "s"),
        ])
        guard case .command(let spec, let rest) = try nested.resolve(["fleet", "vehicle", "list", "x"]) else {
            Issue.record("not a command")
            return
        }
        #expect(spec.path == ["fleet", "vehicle", "list"])
        #expect(rest == ["x"])
        #expect(throws: UsageError("'fleet vehicle' needs a subcommand: add, list", usage: "p fleet vehicle SUBCOMMAND [ARGUMENTS] [--help]")) {
            try nested.resolve(["fleet", "vehicle"])
        }
        #expect(throws: UsageError("'fleet' needs a subcommand: vehicle, status", usage: "p fleet SUBCOMMAND [ARGUMENTS] [--help]")) {
            try nested.resolve(["fleet"])
        }
        #expect(throws: UsageError(
            "unknown subcommand 'paint' of 'fleet vehicle'; run 'p fleet vehicle --help' for the list",
            usage: "p fleet vehicle SUBCOMMAND [ARGUMENTS] [--help]")) {
            try nested.resolve(["fleet", "vehicle", "paint"])
        }
        guard case .listing(let prefix) = try nested.resolve(["fleet", "vehicle", "--help"]) else {
            Issue.record("not a listing")
            return
        }
        #expect(prefix == ["fleet", "vehicle"])
        #expect(nested.listing(under: ["fleet"]).contains("\n  fleet vehicle add   a\n  fleet vehicle list  l\n  fleet status        s\n"))
    }

    @Test func theListingShowsOverviewCommandsAndDiscussion() {
        #expect(catalog.listing() == """
            usage: glovebox COMMAND [ARGUMENTS] [--help]

            A vehicle logbook.

            commands:
              vehicle add NAME               add a vehicle
              vehicle list                   list the vehicles
              odometer log VEHICLE VALUE     log an odometer reading
              expense add VEHICLE AMOUNT CURRENCY
                                             add an expense
              maintenance done VEHICLE ITEM  record a maintenance item as done
              spend [MONTH]                  the month's spend

            exit status: 0 success, 1 failure, 2 bad command line

            'glovebox COMMAND --help' describes a command.
            """)
    }

    @Test func aGroupsListingShowsOnlyItsCommands() {
        #expect(catalog.listing(under: ["vehicle"]) == """
            usage: glovebox vehicle SUBCOMMAND [ARGUMENTS] [--help]

            subcommands:
              vehicle add NAME  add a vehicle
              vehicle list      list the vehicles

            'glovebox vehicle SUBCOMMAND --help' describes a subcommand.
            """)
    }

    @Test func anActionIsTextToShowOrACommandToRun() throws {
        guard case .show(let listing) = try catalog.action(for: ["help"]) else { Issue.record("no listing"); return }
        #expect(listing == catalog.listing())
        guard case .show(let help) = try catalog.action(for: ["vehicle", "add", "-h"]) else { Issue.record("no help"); return }
        #expect(help == Garage.addVehicle.helpText(program: "glovebox"))
        guard case .show(let asked) = try catalog.action(for: ["help", "vehicle", "add"]) else { Issue.record("no help"); return }
        #expect(asked == help)
        guard case .run(let spec, let arguments) = try catalog.action(for: ["vehicle", "add", "clio", "--year", "2019"]) else {
            Issue.record("no run")
            return
        }
        #expect(spec.path == ["vehicle", "add"])
        #expect(arguments[Garage.name] == "clio")
        #expect(arguments[Garage.year] == 2019)
    }

    @Test func anActionsParseErrorsCarryTheCommandsUsage() {
        #expect(throws: UsageError(
            "option '--year' is given more than once", usage: "glovebox vehicle add NAME [--make M] [--year Y] [--help]")) {
            try catalog.action(for: ["vehicle", "add", "clio", "--year", "2019", "--year", "2020"])
        }
    }

    @Test func aSingleCommandToolGivesEveryWordToItsCommand() throws {
        let bench = Bench.catalog
        guard case .command(let spec, let rest) = try bench.resolve(["snapshot", "--runs", "3"]) else {
            Issue.record("not a command")
            return
        }
        #expect(spec.path.isEmpty)
        #expect(rest == ["snapshot", "--runs", "3"])
        guard case .show(let help) = try bench.action(for: ["--help"]) else { Issue.record("no help"); return }
        #expect(help.hasPrefix("usage: glovebox-bench MODE [--sizes S,M,L]"))
        #expect(bench.listing() == help)
        #expect(bench.usageLine() == Bench.command.usageLine(program: "glovebox-bench"))
        #expect(throws: UsageError("missing argument MODE", usage: Bench.command.usageLine(program: "glovebox-bench"))) {
            try bench.action(for: [])
        }
        // `help` is no word of a single-command tool: it is the mode, and refused as one.
        #expect(throws: UsageError.self) { try bench.action(for: ["help"]) }
    }

    @Test func commandsMayNotOverlapOrUseTheReservedWords() async {
        await #expect(processExitsWith: .failure) {
            _ = CommandCatalog(program: "p", specs: [CommandSpec(["a"], summary: ""), CommandSpec(["a", "b"], summary: "")])
        }
        await #expect(processExitsWith: .failure) {
            _ = CommandCatalog(program: "p", specs: [CommandSpec(["a"], summary: ""), CommandSpec(["a"], summary: "")])
        }
        await #expect(processExitsWith: .failure) {
            _ = CommandCatalog(program: "p", specs: [CommandSpec(["help"], summary: "")])
        }
        await #expect(processExitsWith: .failure) {
            _ = CommandCatalog(program: "p", specs: [CommandSpec([], summary: ""), CommandSpec(["a"], summary: "")])
        }
        await #expect(processExitsWith: .failure) { _ = CommandCatalog(program: "p", specs: []) }
    }
}
