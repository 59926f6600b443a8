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

    @Test func anImportsRecordsAreOneItemAmongChanges() throws {
        let items: [JournalItem] = [
            .change(.inserted(RecordKey(kind: .vehicle, id: "imported"))),
            .importedRecords(vehicle: GarageID(rawValue: "imported")!, count: 100_000),
            .change(.inserted(RecordKey(kind: .maintenanceItem, id: "oil"))),
        ]
        let text = try JournalEncoding.encode(items: items)
        #expect(try JSONDecoder().decode([JournalItem].self, from: Data(text.utf8)) == items)
        // The text is the size of the item, not of the hundred thousand records.
        #expect(text.utf8.count < 200)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        let imported = try #require(object[1]["importedRecords"] as? [String: Any])
        #expect(imported["count"] as? Int == 100_000 && imported["vehicle"] as? String == "imported")
        // Entries written before the item existed read as plain changes.
        let earlier = try JournalEncoding.encode([.inserted(RecordKey(kind: .expense, id: "e-1"))])
        #expect(try JSONDecoder().decode([JournalItem].self, from: Data(earlier.utf8))
            == [.change(.inserted(RecordKey(kind: .expense, id: "e-1")))])
        // A count below zero or a vehicle that is no id is not an entry.
        for bad in [#"[{"importedRecords":{"count":-1,"vehicle":"a"}}]"#, #"[{"importedRecords":{"count":1,"vehicle":"A B"}}]"#] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode([JournalItem].self, from: Data(bad.utf8)) }
        }
    }
}

/// The journal keeps records by their descriptors: a deleted or overwritten record is its fields
/// under the names the export uses, whatever the Swift shape of the typed record; entries written in
/// the earlier form (the typed record's synthesized `Codable`) still read back.
@Suite struct JournalRecordFormTests {
    static let item = MaintenanceItem(
        id: GarageID(rawValue: "oil")!, vehicleID: GarageID(rawValue: "clio")!, name: "Oil", intervalMonths: 12,
        startDate: CalendarDay(year: 2026, month: 1, day: 2)!, postponement: Postponement(dueOdometer: 90_000))

    @Test func aRecordIsStoredUnderItsDescriptorsFieldNames() throws {
        let data = try JSONEncoder().encode(StoredRecord.maintenanceItem(Self.item, position: 2))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let record = try #require(object["record"] as? [String: Any])
        #expect(record["kind"] as? String == "maintenance-item" && record["position"] as? Int == 2)
        let fields = try #require(record["fields"] as? [String: Any])
        // Spelled out here, not taken from the descriptor: the names the export documents.
        #expect(Set(fields.keys) == ["id", "vehicleId", "name", "everyMonths", "startDate", "postponement.dueOdometer"])
        #expect(fields["postponement.dueOdometer"] as? Int == 90_000 && fields["startDate"] as? String == "2026-01-02")
        #expect(try JSONDecoder().decode(StoredRecord.self, from: data) == .maintenanceItem(Self.item, position: 2))
    }

    @Test func anEntryWrittenInTheEarlierFormStillReads() throws {
        // What the synthesized Codable of the case wrote before records were stored by their descriptors.
        let legacy = #"""
            {"maintenanceItem":{"_0":{"id":"oil","vehicleID":"clio","name":"Oil","intervalMonths":12,
            "startDate":"2026-01-02","postponement":{"dueOdometer":90000}},"position":2}}
            """#
        #expect(try JSONDecoder().decode(StoredRecord.self, from: Data(legacy.utf8)) == .maintenanceItem(Self.item, position: 2))
        let preference = #"{"preference":{"_0":"locale","_1":"pt-PT"}}"#
        #expect(try JSONDecoder().decode(StoredRecord.self, from: Data(preference.utf8)) == .preference(.locale, "pt-PT"))
    }
}
