import GarageRules
import Testing
import WidgetContract

/// The bounds of the table of field rules, at their edges.
@Suite struct FieldRuleTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 29)!

    func refusal(_ rule: FieldRule, _ value: FieldValue?) -> FieldProblem.Reason? {
        do {
            _ = try rule.checked(value, today: Self.today)
            return nil
        } catch {
            return error
        }
    }

    @Test func dayWindowsStartIn1900AndEndAYearOrTwoCenturiesAfterToday() {
        #expect(refusal(.eventDay, .text("1900-01-01")) == nil)
        #expect(refusal(.eventDay, .text("1899-12-31")) != nil)
        #expect(refusal(.eventDay, .text("2027-11-29")) == nil)
        #expect(refusal(.eventDay, .text("2027-11-30")) == .dayOutsideWindow(
            CalendarDay(year: 2027, month: 11, day: 30)!, earliest: DayWindow.earliest,
            latest: CalendarDay(year: 2027, month: 11, day: 29)!))
        #expect(refusal(.scheduleDay, .text("2226-11-29")) == nil)
        #expect(refusal(.scheduleDay, .text("2226-11-30")) != nil)
        #expect(refusal(.eventDay, .text("2026-02-30")) == .notADay("2026-02-30"))
    }

    /// An amount is stored as plain decimal text, the shape the spend totals count and the household
    /// server accepts; what `Money(parsing:)` reads leniently from a person (`+88.30`) is not stored.
    @Test func anAmountIsPlainDecimalTextAsTheTotalsAndTheServerReadIt() {
        let amount = FieldRule(.money(currencyField: "currency"), isRequired: true)
        for text in ["88.30", "-0.05", "1250", "0", "12.5"] {
            #expect(refusal(amount, .text(text)) == nil, "\(text)")
        }
        for text in ["+88.30", " 88.30", "88.30 ", "88.", ".5", "-", "", "1e3", "1,250.00", "--5", "8 8", "٣"] {
            #expect(refusal(amount, .text(text)) == .malformedAmount(text), "'\(text)'")
        }
    }

    @Test func textsAreTrimmedCountedAsAPersonDoesAndFreeOfControls() throws {
        #expect(try FieldRule.note.checked(.text("  hi \n"), today: nil) == .text("hi"))
        #expect(try FieldRule.note.checked(.text("   "), today: nil) == nil)
        #expect(refusal(.vehicleName, .text("   ")) == .missing)
        #expect(refusal(.plate, .text(String(repeating: "🇵🇹", count: 20))) == nil)
        #expect(refusal(.plate, .text(String(repeating: "🇵🇹", count: 21))) == .tooLong(limit: 20, length: 21))
        #expect(refusal(.note, .text("a\u{1B}[2J")) == .forbiddenCharacter(0x1B))
        #expect(refusal(.note, .text("RTL\u{202E}")) == .forbiddenCharacter(0x202E))
    }

    @Test func aTextIsBoundedInBytesTooSoThatMarksCannotMakeItAnySize() throws {
        // A note holds 1,000 characters: 16 bytes each at most, 16,000 bytes.
        #expect(VisibleText.byteLimit(forCharacters: 1_000) == 16_000)
        // One visible character with 7,999 combining acute accents (2 bytes each): 15,999 bytes, kept.
        let most = "a" + String(repeating: "\u{0301}", count: 7_999)
        #expect(VisibleText.length(of: most) == 1)
        #expect(refusal(.note, .text(most)) == nil)
        #expect(refusal(.note, .text(most + "\u{0301}")) == .tooManyBytes(limit: 16_000, bytes: 16_001))
        // Long real characters fit: 640 families of four (25 bytes each) are 16,000 bytes, kept.
        let families = String(repeating: "👨‍👩‍👧‍👦", count: 640)
        #expect(families.utf8.count == 16_000)
        #expect(refusal(.note, .text(families)) == nil)
    }

    @Test func numbersIdsCurrenciesAndWordsKeepTheirBounds() {
        #expect(refusal(.odometer, .integer(FieldRule.maximumOdometer)) == nil)
        #expect(refusal(.odometer, .integer(FieldRule.maximumOdometer + 1)) == .outOfRange("100000000"))
        #expect(refusal(.odometer, .integer(-1)) == .outOfRange("-1"))
        #expect(refusal(.odometer, .text("5")) == .wrongType(expected: "a whole number"))
        #expect(refusal(.recordID, .text("clio-2")) == nil)
        #expect(refusal(.recordID, .text("Clio")) == .notAnIdentifier("Clio"))
        #expect(refusal(.vehicleID, .text("all")) == .reservedIdentifier("all"))
        #expect(refusal(.currency, .text("EUR")) == nil)
        #expect(refusal(.currency, .text("eur")) == .unknownCurrency("eur"))
        #expect(refusal(.positiveDecimal, .text("0")) == .notAPositiveDecimal("0"))
        #expect(refusal(.positiveDecimal, .text("1e3")) == .notAPositiveDecimal("1e3"))
    }

    @Test func anAmountKeepsItsCurrencysDecimals() throws {
        var values = FieldValues(.expense)
        values["amount"] = .text("12.001")
        values["currency"] = .text("JPY")
        #expect(throws: FieldProblem.self) { try values.money("amount", currency: "currency") }
        values["amount"] = .text("1200")
        #expect(try values.money("amount", currency: "currency")?.minorUnits == 1_200)
    }
}
