import ArgumentParsing
import Testing

@Suite struct ValueParserTests {
    /// The message a parser gives for `text`, as the user sees it after the label.
    func refusal<Value>(_ parser: ValueParser<Value>, _ text: String) -> String? {
        do {
            _ = try parser.parse(text)
            return nil
        } catch let error as ValueError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    @Test func stringTakesTheTextAsItIsEvenEmpty() throws {
        #expect(try ValueParser.string.parse(" a b ") == " a b ")
        #expect(try ValueParser.string.parse("") == "")
    }

    @Test func integerReadsDigitsWithAnOptionalLeadingMinus() throws {
        let parser = ValueParser.integer(in: -100...100)
        #expect(try parser.parse("42") == 42)
        #expect(try parser.parse("-7") == -7)
        #expect(try parser.parse("007") == 7)
    }

    @Test(arguments: ["+5", " 5", "5 ", "", "-", "4.0", "1e3", "nineteen", "--5", "٣"])
    func integerRefusesAnythingButDigits(text: String) {
        #expect(refusal(.integer(in: -100...100), text) == "'\(text)' is not a whole number")
    }

    @Test func integerOutsideItsRangeNamesTheRange() {
        #expect(refusal(.integer(in: 1886...2100), "1800") == "'1800' must be between 1886 and 2100")
        #expect(refusal(.integer(in: 0...Int.max), "-1") == "'-1' must be at least 0")
        #expect(refusal(.integer(in: Int.min...0), "3") == "'3' must be at most 0")
        // Digits beyond Int are out of any range, not a crash or a wrap.
        #expect(refusal(.integer(in: 0...Int.max), "99999999999999999999") == "'99999999999999999999' must be at least 0")
        #expect(refusal(.integer(in: Int.min...Int.max), "99999999999999999999") == "'99999999999999999999' is too large")
    }

    @Test func positiveNumberReadsDecimalsAboveZero() throws {
        #expect(try ValueParser.positiveNumber.parse("1") == 1)
        #expect(try ValueParser.positiveNumber.parse("0.25") == 0.25)
        #expect(try ValueParser.positiveNumber.parse(".5") == 0.5)
    }

    @Test(arguments: ["0", "0.0", "-3", "+5", " 5", "1e3", "inf", "nan", "0x1p3", "1.2.3", ".", ""])
    func positiveNumberRefusesZeroSignsAndOtherSpellings(text: String) {
        #expect(refusal(.positiveNumber, text) == "'\(text)' is not a positive number")
    }

    @Test func oneOfReadsARawValueAndListsTheOthers() throws {
        #expect(try ValueParser.oneOf(Category.self).parse("repair") == .repair)
        #expect(refusal(.oneOf(Category.self), "food") == "'food' is not one of: fuel, service, repair, other")
        #expect(refusal(.oneOf(Category.self), "Fuel") != nil)
    }

    @Test func listReadsEachItemInOrder() throws {
        #expect(try ValueParser.list(of: .oneOf(GarageSize.self)).parse("L,S,M") == [.large, .small, .medium])
        #expect(try ValueParser.list(of: .integer(in: 0...9)).parse("3") == [3])
    }

    @Test func listNamesTheItemAtFault() {
        #expect(refusal(.list(of: .oneOf(GarageSize.self)), "S,XL,M") == "'XL' is not one of: S, M, L")
        #expect(refusal(.list(of: .oneOf(GarageSize.self)), "S, M") == "' M' is not one of: S, M, L")
        #expect(refusal(.list(of: .integer(in: 0...9)), "1,,2") == "'1,,2' is not a comma-separated list (it has an empty item)")
        #expect(refusal(.list(of: .integer(in: 0...9)), "") == "'' is not a comma-separated list (it has an empty item)")
    }

    @Test func aCustomParserIsAClosure() throws {
        let even = ValueParser<Int> { text in
            guard let value = Int(text), value.isMultiple(of: 2) else { throw ValueError("is not even") }
            return value
        }
        #expect(try even.parse("4") == 4)
        #expect(refusal(even, "3") == "'3' is not even")
    }

    @Test func parseFillsInTheTextOnlyWhenTheThrowerLeftItOut() {
        let parser = ValueParser<Int> { _ in throw ValueError("has a bad digit", value: "x") }
        #expect(refusal(parser, "12x4") == "'x' has a bad digit")
    }

    @Test func mapTransformsAParsedValueAndItsErrorsNameTheWholeText() throws {
        let cents = ValueParser.integer(in: 0...100).map { $0 * 100 }
        #expect(try cents.parse("7") == 700)
        let odd = ValueParser.integer(in: 0...100).map { value in
            guard !value.isMultiple(of: 2) else { throw ValueError("is even") }
            return value
        }
        #expect(refusal(odd, "8") == "'8' is even")
        #expect(refusal(odd, "x") == "'x' is not a whole number")
    }

    @Test func aProgramsOwnParserIsFoundByItsLeadingDot() throws {
        // `.day` is declared by the program (here the tests), as `glovebox` will declare it.
        let option = Option("--date", value: "YYYY-MM-DD", help: "the day", parse: .day)
        let parsed = try arguments(CommandSignature(options: [option]), ["--date", "2026-05-01"])
        #expect(parsed[option] == Day(year: 2026, month: 5, day: 1))
    }
}
