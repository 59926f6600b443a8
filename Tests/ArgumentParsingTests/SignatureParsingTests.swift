import ArgumentParsing
import Testing

@Suite struct SignatureParsingTests {
    let expense = Garage.addExpense.signature
    let odometer = Garage.logOdometer.signature

    @Test func optionsTakeTheirValueAsTheNextWordOrAfterAnEqualsSign() throws {
        let spaced = try arguments(expense, ["clio", "45.90", "EUR", "--note", "tyres", "--category", "repair"])
        #expect(spaced[Garage.note] == "tyres")
        #expect(spaced[Garage.category] == .repair)
        let joined = try arguments(expense, ["clio", "45.90", "EUR", "--note=new tyres", "--category=fuel"])
        #expect(joined[Garage.note] == "new tyres")
        #expect(joined[Garage.category] == .fuel)
        // Everything after the first `=` is the value, more `=` included; an empty value is a value.
        #expect(try arguments(expense, ["clio", "1", "EUR", "--note=a=b"])[Garage.note] == "a=b")
        #expect(try arguments(expense, ["clio", "1", "EUR", "--note="])[Garage.note] == "")
    }

    @Test func optionsAndArgumentsMayComeInAnyOrder() throws {
        let parsed = try arguments(expense, ["--date", "2026-05-01", "clio", "--correct", "45.90", "EUR"])
        #expect(parsed[Garage.vehicle] == "clio")
        #expect(parsed[Garage.amount] == "45.90")
        #expect(parsed[Garage.currency] == "EUR")
        #expect(parsed[Garage.date] == Day(year: 2026, month: 5, day: 1))
        #expect(parsed[Garage.correct])
        #expect(parsed[Garage.note] == nil)
    }

    @Test func aFlagIsFalseUnlessGivenAndTakesNoValue() throws {
        #expect(try arguments(expense, ["clio", "1", "EUR"])[Garage.correct] == false)
        #expect(refusal(expense, ["clio", "1", "EUR", "--correct=yes"]) == "option '--correct' takes no value")
        #expect(refusal(expense, ["clio", "1", "EUR", "--correct="]) == "option '--correct' takes no value")
    }

    @Test func aFlagGivenTwiceIsStillJustOn() throws {
        #expect(try arguments(expense, ["clio", "1", "EUR", "--correct", "--correct"])[Garage.correct])
    }

    @Test func aShortNameIsTheFlag() throws {
        let signature = Garage.spend.signature
        #expect(try arguments(signature, ["-v"])[Garage.verbose])
        #expect(try arguments(signature, ["--verbose"])[Garage.verbose])
        #expect(refusal(signature, ["-v=1"]) == "unknown option '-v=1'")
    }

    @Test func doubleDashEndsTheOptions() throws {
        let parsed = try arguments(odometer, ["--note", "n", "--", "--correct", "12"])
        #expect(parsed[Garage.vehicle] == "--correct")
        #expect(parsed[Garage.value] == 12)
        #expect(parsed[Garage.correct] == false)
        #expect(refusal(odometer, ["clio", "--", "12", "--date", "x"]) == "unexpected argument '--date'")
    }

    @Test func helpInOptionPositionAsksForHelp() throws {
        #expect(try asksForHelp(expense, ["--help"]))
        #expect(try asksForHelp(expense, ["-h"]))
        #expect(try asksForHelp(expense, ["clio", "--note", "n", "-h"]))
    }

    @Test func helpWinsOverEveryOtherProblemOnTheLine() throws {
        // Missing arguments, an unknown option, a bad value, a missing value: help is still shown.
        #expect(try asksForHelp(expense, ["--frobnicate", "--date", "nope", "--help"]))
        #expect(try asksForHelp(expense, ["clio", "--note", "--help"]))
        #expect(try asksForHelp(expense, ["--date", "2026-05-01", "--date", "2026-05-02", "-h"]))
    }

    @Test func helpIsOnlyRecognisedInOptionPosition() throws {
        // After `--` it is a positional; as a value it is a value.
        #expect(try arguments(odometer, ["--", "--help", "3"])[Garage.vehicle] == "--help")
        #expect(try arguments(odometer, ["clio", "3", "--note=--help"])[Garage.note] == "--help")
        #expect(try arguments(odometer, ["clio", "3", "--note", "-h"])[Garage.note] == "-h")
        #expect(refusal(odometer, ["clio", "3", "--help=please"]) == "option '--help' takes no value")
    }

    @Test func aValueWordMayNotStartWithTwoDashes() {
        #expect(refusal(odometer, ["clio", "3", "--note", "--correct"]) == "option '--note' needs a value")
        #expect(refusal(odometer, ["clio", "3", "--note", "--"]) == "option '--note' needs a value")
        #expect(refusal(odometer, ["clio", "3", "--note"]) == "option '--note' needs a value")
    }

    @Test func aValueWordMayStartWithOneDash() throws {
        #expect(try arguments(odometer, ["clio", "3", "--note", "-5"])[Garage.note] == "-5")
        #expect(try arguments(odometer, ["clio", "3", "--note", "-x"])[Garage.note] == "-x")
        #expect(try arguments(odometer, ["clio", "3", "--note", "-"])[Garage.note] == "-")
    }

    @Test func aNegativeNumberInPositionalPositionIsAPositional() throws {
        let delta = Argument("DELTA", help: "a change", parse: .integer(in: -99...99))
        #expect(try arguments(CommandSignature(arguments: [delta]), ["-5"])[delta] == -5)
        let text = CommandSignature(arguments: [Garage.name])
        #expect(try arguments(text, ["-0.5"])[Garage.name] == "-0.5")
        #expect(try arguments(text, ["-.5"])[Garage.name] == "-.5")
        #expect(try arguments(text, ["-"])[Garage.name] == "-")
        // Still refused by its own parser when it is out of range.
        #expect(refusal(odometer, ["clio", "-5"]) == "VALUE '-5' must be between 0 and 99999999")
    }

    @Test func anUnknownOptionIsRefused() {
        #expect(refusal(odometer, ["clio", "3", "--colour"]) == "unknown option '--colour'")
        #expect(refusal(odometer, ["clio", "3", "--colour=red"]) == "unknown option '--colour'")
        // One dash and a letter is an option too, when no short name matches.
        #expect(refusal(odometer, ["clio", "3", "-x"]) == "unknown option '-x'")
    }

    @Test func anOptionGivenTwiceIsRefused() {
        #expect(refusal(odometer, ["clio", "3", "--date", "2026-05-01", "--date=2026-05-02"])
            == "option '--date' is given more than once")
        #expect(refusal(Garage.maintenanceDone.signature, ["clio", "oil", "--cost", "1", "EUR", "--cost", "2", "EUR"])
            == "option '--cost' is given more than once")
    }

    @Test func missingAndExtraArgumentsAreRefused() {
        #expect(refusal(expense, []) == "missing argument VEHICLE")
        #expect(refusal(expense, ["clio", "45.90"]) == "missing argument CURRENCY")
        #expect(refusal(expense, ["clio", "45.90", "EUR", "fuel"]) == "unexpected argument 'fuel'")
        #expect(refusal(CommandSignature(), ["x"]) == "unexpected argument 'x'")
    }

    @Test func theFirstProblemInWordOrderIsReported() {
        #expect(refusal(odometer, ["--frobnicate", "clio", "3", "--note"]) == "unknown option '--frobnicate'")
        #expect(refusal(odometer, ["clio", "x", "--date", "nope"]) == "VALUE 'x' is not a whole number")
        #expect(refusal(odometer, ["--date", "nope", "clio", "x"]) == "--date 'nope' is not a date of the form YYYY-MM-DD")
    }

    @Test func valuesAreReadWhileParsingSoABadOneIsAUsageError() {
        #expect(refusal(Garage.addVehicle.signature, ["clio", "--year", "nineteen"]) == "--year 'nineteen' is not a whole number")
        #expect(refusal(Garage.addVehicle.signature, ["clio", "--year", "+1999"]) == "--year '+1999' is not a whole number")
        #expect(refusal(expense, ["clio", "1", "EUR", "--category", "food"])
            == "--category 'food' is not one of: fuel, service, repair, other")
        #expect(refusal(odometer, ["clio", "abc"]) == "VALUE 'abc' is not a whole number")
    }

    @Test func aTwoWordOptionTakesBothWords() throws {
        let signature = Garage.maintenanceDone.signature
        let parsed = try arguments(signature, ["clio", "oil", "--cost", "4590", "EUR", "--note", "n"])
        #expect(parsed[Garage.cost] == Cost(cents: 4590, currency: "EUR"))
        #expect(parsed[Garage.note] == "n")
        // The `=` form gives the first word; the second follows.
        #expect(try arguments(signature, ["clio", "oil", "--cost=12", "USD"])[Garage.cost] == Cost(cents: 12, currency: "USD"))
    }

    @Test func aTwoWordOptionNeedsBothAndNamesTheWordAtFault() {
        let signature = Garage.maintenanceDone.signature
        #expect(refusal(signature, ["clio", "oil", "--cost", "12"]) == "option '--cost' needs 2 values: A CUR")
        #expect(refusal(signature, ["clio", "oil", "--cost", "12", "--note", "n"]) == "option '--cost' needs 2 values: A CUR")
        #expect(refusal(signature, ["clio", "oil", "--cost", "twelve", "EUR"]) == "--cost 'twelve' is not a whole number")
        // Another module's error keeps its own wording.
        #expect(refusal(signature, ["clio", "oil", "--cost", "12", "eur"]) == "--cost: 'eur' is not an ISO 4217 currency code")
    }

    @Test func aTransformThatNamesNoWordQuotesThemAll() {
        let range = Option("--range", values: ["FROM", "TO"], help: "") { words -> ClosedRange<Int> in
            guard let from = Int(words[0]), let to = Int(words[1]), from <= to else { throw ValueError("is not a range") }
            return from...to
        }
        #expect(refusal(CommandSignature(options: [range]), ["--range", "9", "3"]) == "--range '9 3' is not a range")
    }

    @Test func anOptionalArgumentMayBeLeftOut() throws {
        let signature = Garage.spend.signature
        #expect(try arguments(signature, [])[Garage.month] == nil)
        #expect(try arguments(signature, ["2026-05"])[Garage.month] == "2026-05")
        #expect(refusal(signature, ["2026-05", "2026-06"]) == "unexpected argument '2026-06'")
    }

    @Test func aSingleCommandToolReadsItsModeWordAndList() throws {
        let signature = Bench.command.signature
        let parsed = try arguments(signature, ["widget", "--sizes", "M,L", "--runs", "3", "--json", "--timeout", "1.5"])
        #expect(parsed[Bench.mode] == .widget)
        #expect(parsed[Bench.sizes] == [.medium, .large])
        #expect(parsed[Bench.runs] == 3)
        #expect(parsed[Bench.json])
        #expect(parsed[Bench.directory] == nil)
        #expect(parsed[Bench.timeout] == 1.5)
        #expect(refusal(signature, ["fast"]) == "MODE 'fast' is not one of: snapshot, widget, generate, command")
        #expect(refusal(signature, ["snapshot", "--sizes", "S,XL"]) == "--sizes 'XL' is not one of: S, M, L")
        #expect(refusal(signature, ["snapshot", "--timeout", "0"]) == "--timeout '0' is not a positive number")
    }
}
