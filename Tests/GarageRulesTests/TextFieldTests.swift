import GloveboxTestSupport
import Testing
@testable import GarageRules

/// Every typed text keeps the same rules at the door: no control or text-direction characters, a
/// length limit, trimmed.
@Suite struct TextFieldTests {
    @Test(arguments: [
        ("Clio\u{1B}[31m", 0x1B), ("RTL\u{202E}evil", 0x202E), ("a\u{2066}b", 0x2066), ("tab\there", 0x09),
        ("n\u{85}el", 0x85), ("del\u{7F}", 0x7F), ("nul\u{0}", 0x00), ("line\nbreak", 0x0A),
    ])
    func aControlOrTextDirectionCharacterIsRefusedByItsCodePoint(_ text: String, _ codePoint: UInt32) {
        #expect(throws: GarageError.forbiddenCharacter(field: "vehicle name", codePoint: codePoint)) {
            _ = try TextRule.vehicleName.checked(text)
        }
    }

    @Test func theMessageNamesTheFieldAndTheCharacter() {
        #expect(GarageError.forbiddenCharacter(field: "note", codePoint: 0x202E).description
                == "note must not contain control or text-direction characters (found U+202E)")
        #expect(GarageError.forbiddenCharacter(field: "note", codePoint: 0x1B).description.hasSuffix("(found U+001B)"))
    }

    @Test func ordinaryTextIsTrimmedAndKept() throws {
        #expect(try TextRule.vehicleName.checked("  Mum's Yaris ") == "Mum's Yaris")
        #expect(try TextRule.note.checked("Citroën — ÉCOLE 🚗") == "Citroën — ÉCOLE 🚗")
        #expect(try TextRule.note.checked("  \n ") == nil)
        #expect(try TextRule.note.checked(nil) == nil)
    }

    @Test(arguments: TextRule.allCases)
    func eachFieldHasALengthLimit(_ field: TextRule) throws {
        let longest = String(repeating: "é", count: field.maximumLength)
        #expect(try field.checked(longest) == longest)
        #expect(throws: GarageError.textTooLong(field: field.rawValue, limit: field.maximumLength, length: field.maximumLength + 1)) {
            _ = try field.checked(longest + "x")
        }
    }

    @Test func anImportedNoteIsStrippedAndTheCountSaid() {
        let (text, removed) = TextRule.stripped("first line\nsecond\u{202E} line\u{1B}")
        #expect(text == "first line second line")
        #expect(removed == 3)
    }

    @Test func theRulesApplyTheFieldsToWhatUsersType() throws {
        var garage = Garage(account: try Account(name: "ana@example.com"))
        #expect(throws: GarageError.forbiddenCharacter(field: "vehicle name", codePoint: 0x202E)) {
            _ = try garage.addVehicle(VehicleDraft(name: "RTL\u{202E}evil"))
        }
        #expect(throws: GarageError.forbiddenCharacter(field: "licence plate", codePoint: 0x1B)) {
            _ = try garage.addVehicle(VehicleDraft(name: "Clio", licencePlate: "AA\u{1B}"))
        }
        #expect(throws: GarageError.invalidAccountName("ana\u{202E}")) { _ = try Account(name: "ana\u{202E}") }
    }
}
