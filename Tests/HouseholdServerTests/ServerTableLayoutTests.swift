import Foundation
import GarageRules
import HouseholdServer
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// The household server's record tables against the descriptors: each has exactly its kind's
    /// synced fields' server columns (and the sync's own: the clock, the device, the tombstone, who
    /// wrote it; a vehicle's owner), each of the type its rule stores, `NOT NULL` where the rule
    /// requires a value; and no column for what never leaves a device in clear (the licence plate).
    @Suite struct ServerTableLayout {
        /// The sync's own columns of each table.
        static func bookkeeping(_ kind: RecordKind) -> Set<String> {
            let merge: Set = ["field_versions", "incoming", "bases"]
            return merge.union(kind == .vehicle ? ["hlc", "device_id", "changed_by", "owner"] : ["hlc", "device_id", "changed_by", "deleted"])
        }

        /// The server's type of a rule's values (`information_schema.columns.data_type`).
        static func type(_ rule: FieldRule) -> String {
            switch rule.value {
            case .integer: "integer"
            case .boolean: "boolean"
            case .day: "date"
            case .positiveDecimal, .money: "numeric"
            case .identifier, .reference, .text, .currency, .word, .wordList: "text"
            }
        }

        @Test(arguments: RecordKind.allCases)
        func eachRecordTableHasExactlyItsSyncedFields(_ kind: RecordKind) throws {
            let administrator = try TestCluster.shared().administrator()
            let rows = try administrator.query(
                """
                SELECT column_name, data_type, is_nullable FROM information_schema.columns
                WHERE table_schema = 'glovebox' AND table_name = $1
                """, [kind.table]
            ).rows
            let columns = Dictionary(uniqueKeysWithValues: rows.map { ($0[0] ?? "", (type: $0[1] ?? "", nullable: $0[2] == "YES")) })
            let synced = kind.descriptor.syncedFields
            #expect(Set(columns.keys) == Set(synced.compactMap(\.serverColumn)).union(Self.bookkeeping(kind)), "\(kind)")
            for field in synced {
                let column = try #require(columns[field.serverColumn!], "\(kind).\(field.name)")
                #expect(column.type == Self.type(field.rule), "\(kind).\(field.name) is \(column.type)")
                // The server's own rows of an older client may miss what a newer one requires (a
                // fill-up's flags); what every version requires is NOT NULL.
                if field.rule.isRequired { #expect(!column.nullable, "\(kind).\(field.name) may be null") }
            }
            // The plate only on the vehicle, where it is sealed (its column takes nothing else).
            #expect(columns["licence_plate"] == nil)
            #expect((columns["plate"] != nil) == (kind == .vehicle))
            let sealedColumns: [RecordKind: [String]] = [.vehicle: ["plate"], .odometerEntry: ["note"], .service: ["note"], .expense: ["note"]]
            #expect(synced.filter(\.isSealed).compactMap(\.serverColumn) == sealedColumns[kind, default: []])
        }
    }
}
