import Foundation
import GarageRules
@testable import GarageStorage
import Testing
import WidgetContract

/// The journal's own writer of inserted keys reads back, through `JSONDecoder`, as what it wrote,
/// beside whole records that still go through `JSONEncoder`.
@Suite struct JournalEncodingTests {
    @Test func everyKindOfChangeReadsBackAsWritten() throws {
        let vehicle = Vehicle(id: GarageID(rawValue: "clio")!, name: "Clio \"V\" \\ \u{1}", role: .owner)
        let entry = OdometerEntry(
            id: GarageID(rawValue: "r1")!, vehicleID: vehicle.id, date: CalendarDay(year: 2026, month: 11, day: 1)!,
            value: 84_000, isCorrection: false, note: "a\tb")
        let changes: [RecordChange] = [
            .inserted(RecordKey(kind: .expense, id: "e-1")),
            .inserted(RecordKey(kind: .preference, id: "locale")),
            .deleted(.vehicle(vehicle, position: 3)),
            .updated(.odometerEntry(entry)),
            .inserted(RecordKey(kind: .odometerEntry, id: "odd\"id\\\u{7}")),
            .deleted(.preference(.timezone, nil)),
        ]
        let text = try JournalEncoding.encode(changes)
        #expect(try JSONDecoder().decode([RecordChange].self, from: Data(text.utf8)) == changes)
        #expect(try JournalEncoding.encode([]) == "[]")
        // Inserted keys are written as JSONEncoder writes them, so both forms read the same way.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let key = RecordChange.inserted(RecordKey(kind: .expense, id: "e-1"))
        #expect(try JournalEncoding.encode([key]) == "[" + String(decoding: try encoder.encode(key), as: UTF8.self) + "]")
    }
}
