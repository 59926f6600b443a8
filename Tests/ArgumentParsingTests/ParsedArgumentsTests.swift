import ArgumentParsing
import Testing

@Suite struct ParsedArgumentsTests {
    @Test func eachDeclarationReadsItsOwnTypedValue() throws {
        let parsed = try arguments(
            Garage.logOdometer.signature, ["clio", "12345", "--date", "2026-05-01", "--correct"])
        let vehicle: String = parsed[Garage.vehicle]
        let value: Int = parsed[Garage.value]
        let date: Day? = parsed[Garage.date]
        let correct: Bool = parsed[Garage.correct]
        #expect(vehicle == "clio")
        #expect(value == 12345)
        #expect(date == Day(year: 2026, month: 5, day: 1))
        #expect(correct)
        #expect(parsed[Garage.note] == nil)
    }

    @Test func readingAFlagTheSignatureDoesNotDeclareTraps() async {
        await #expect(processExitsWith: .failure) {
            let parsed = try arguments(Garage.logOdometer.signature, ["clio", "1"])
            _ = parsed[Garage.json]
        }
    }

    @Test func readingAnOptionTheSignatureDoesNotDeclareTraps() async {
        await #expect(processExitsWith: .failure) {
            let parsed = try arguments(Garage.logOdometer.signature, ["clio", "1"])
            _ = parsed[Garage.make]
        }
    }

    @Test func readingANameWithAnotherValueTypeTraps() async {
        // Same name, another type: the value cannot be given as what the caller asks for.
        await #expect(processExitsWith: .failure) {
            let parsed = try arguments(Garage.logOdometer.signature, ["clio", "1"])
            _ = parsed[Argument("VALUE", help: "as text")]
        }
    }
}

@Suite struct DeclarationRulesTests {
    @Test func anOptionNameNeedsTwoDashes() async {
        await #expect(processExitsWith: .failure) { _ = Flag("json", help: "") }
        await #expect(processExitsWith: .failure) { _ = Option("-d", value: "D", help: "") }
        await #expect(processExitsWith: .failure) { _ = Option("--da te", value: "D", help: "") }
    }

    @Test func aShortNameIsOneDashAndOneLetter() async {
        await #expect(processExitsWith: .failure) { _ = Flag("--verbose", short: "-vv", help: "") }
        await #expect(processExitsWith: .failure) { _ = Flag("--five", short: "-5", help: "") }
    }

    @Test func anOptionNeedsAValuePlaceholder() async {
        await #expect(processExitsWith: .failure) { _ = Option<[String]>("--cost", values: [], help: "") { $0 } }
    }

    @Test func aSignatureRefusesTwoOptionsOfOneNameAndItsOwnHelp() async {
        await #expect(processExitsWith: .failure) {
            _ = CommandSignature(options: [Flag("--json", help: ""), Option("--json", value: "J", help: "")])
        }
        await #expect(processExitsWith: .failure) { _ = CommandSignature(options: [Flag("--help", help: "")]) }
        await #expect(processExitsWith: .failure) {
            _ = CommandSignature(options: [Flag("--hidden", short: "-h", help: "")])
        }
    }

    @Test func onlyTrailingArgumentsMayBeOptional() async {
        _ = CommandSignature(arguments: [Argument("A", help: ""), OptionalArgument("B", help: ""), OptionalArgument("C", help: "")])
        await #expect(processExitsWith: .failure) {
            _ = CommandSignature(arguments: [OptionalArgument("A", help: ""), Argument("B", help: "")])
        }
    }

    @Test func argumentNamesAreWordsWithoutALeadingDash() async {
        await #expect(processExitsWith: .failure) { _ = Argument("-A", help: "") }
        await #expect(processExitsWith: .failure) { _ = Argument("", help: "") }
        await #expect(processExitsWith: .failure) {
            _ = CommandSignature(arguments: [Argument("A", help: ""), Argument("A", help: "")])
        }
    }
}
