import ArgumentParsing
import Testing

@Suite struct CommandSpecTests {
    @Test func theUsageLineIsGeneratedFromTheDeclarations() {
        #expect(Garage.addVehicle.usageLine(program: "glovebox") == "glovebox vehicle add NAME [--make M] [--year Y] [--help]")
        #expect(Garage.maintenanceDone.usageLine(program: "glovebox")
            == "glovebox maintenance done VEHICLE ITEM [--date YYYY-MM-DD] [--cost A CUR] [--note N] [--help]")
        #expect(Garage.spend.usageLine(program: "glovebox") == "glovebox spend [MONTH] [--json] [--verbose] [--help]")
        #expect(Bench.command.usageLine(program: "glovebox-bench")
            == "glovebox-bench MODE [--sizes S,M,L] [--runs N] [--json] [--dir PATH] [--timeout SECONDS] [--help]")
    }

    @Test func theHelpHasUsageSummaryAlignedSectionsAndTheDiscussion() {
        #expect(Garage.addExpense.helpText(program: "glovebox") == """
            usage: glovebox expense add VEHICLE AMOUNT CURRENCY [--date YYYY-MM-DD] [--category C] [--note N] [--odometer N] [--correct] [--help]

            add an expense

            arguments:
              VEHICLE            id or name
              AMOUNT             such as 45.90
              CURRENCY           ISO 4217 code such as EUR

            options:
              --date YYYY-MM-DD  the day paid (default today)
              --category C       what it was for
              --note N           a note
              --odometer N       the odometer when paid
              --correct          the odometer corrects earlier readings
              -h, --help         show this help

            The amount is converted at the ECB rate of the day unless --rate is given.
            """)
    }

    @Test func aCommandWithoutArgumentsOrDiscussionHasNeitherSection() {
        #expect(Garage.listVehicles.helpText(program: "glovebox") == """
            usage: glovebox vehicle list [--json] [--help]

            list the vehicles

            options:
              --json      print JSON
              -h, --help  show this help
            """)
    }

    @Test func shortNamesAndOptionalArgumentsShowInTheHelp() {
        let help = Garage.spend.helpText(program: "glovebox")
        #expect(help.contains("\n  [MONTH]        YYYY-MM (default this month)\n"))
        #expect(help.contains("\n  -v, --verbose  say more\n"))
    }

    @Test func aLabelTooWideForTheColumnGetsItsHelpOnTheNextLine() {
        let long = Option("--a-very-long-option-name", value: "PLACEHOLDER", help: "long")
        let spec = CommandSpec(["x"], summary: "s", signature: CommandSignature(options: [Flag("--json", help: "j"), long]))
        #expect(spec.helpText(program: "p").hasSuffix("""
            options:
              --json      j
              --a-very-long-option-name PLACEHOLDER
                          long
              -h, --help  show this help
            """))
    }

    @Test func parsingThroughTheSpecPutsItsUsageLineOnEveryError() {
        #expect(throws: UsageError("missing argument NAME", usage: "glovebox vehicle add NAME [--make M] [--year Y] [--help]")) {
            try Garage.addVehicle.parse([], program: "glovebox")
        }
        #expect(throws: UsageError("--year 'x' is not a whole number", usage: "glovebox vehicle add NAME [--make M] [--year Y] [--help]")) {
            try Garage.addVehicle.parse(["clio", "--year", "x"], program: "glovebox")
        }
        #expect(Garage.addVehicle.usageError("--make is required with --year", program: "glovebox")
            == UsageError("--make is required with --year", usage: "glovebox vehicle add NAME [--make M] [--year Y] [--help]"))
    }

    @Test func aPathWordMayNotStartWithADash() async {
        await #expect(processExitsWith: .failure) { _ = CommandSpec(["--vehicle"], summary: "") }
        await #expect(processExitsWith: .failure) { _ = CommandSpec(["vehicle add"], summary: "") }
    }
}
