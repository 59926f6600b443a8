import Foundation
import PostgresClient
import Testing

/// Three accounts and two shared vehicles, made fresh for a test on the suite's cluster.
///
/// The owner owns `edited` and `viewed`, each with one record of every kind; `edited` is shared
/// with the member as an editor, `viewed` as a viewer; the stranger has no share at all.
struct Household: Sendable {
    let owner: TestAccount
    let member: TestAccount
    let stranger: TestAccount
    /// Shared with the member as an editor.
    let edited: String
    /// Shared with the member as a viewer.
    let viewed: String
    /// The seeded record of each kind on each vehicle: `records[vehicle]![kind]!`.
    let records: [String: [ServerRecordTable: String]]

    /// The seeded maintenance item of `vehicle` (a service needs one of its own vehicle).
    func item(of vehicle: String) -> String {
        records[vehicle]![.maintenanceItem]!
    }

    /// The seeded record of `kind` on `vehicle`.
    func record(_ kind: ServerRecordTable, on vehicle: String) -> String {
        records[vehicle]![kind]!
    }

    /// Makes the accounts, the vehicles (as the owner), their records and the two shares.
    static func make(sourceLocation: SourceLocation = #_sourceLocation) throws -> Household {
        let cluster = try TestCluster.shared(sourceLocation: sourceLocation)
        let owner = try cluster.addAccount("owner")
        let member = try cluster.addAccount("member")
        let stranger = try cluster.addAccount("stranger")
        let edited = newID("edited")
        let viewed = newID("viewed")
        var records: [String: [ServerRecordTable: String]] = [:]
        let connection = try owner.connect()
        try connection.transaction { db in
            for (vehicle, name) in [(edited, "Clio"), (viewed, "Jeep")] {
                try insertVehicle(id: vehicle, name: name, on: db)
                var ids: [ServerRecordTable: String] = [:]
                for kind in ServerRecordTable.allCases {
                    let id = newID(kind.rawValue.replacingOccurrences(of: "_", with: "-"))
                    let statement = kind.insert(id: id, vehicle: vehicle, item: ids[.maintenanceItem], device: "owner-phone")
                    try db.execute(statement.sql, statement.parameters)
                    ids[kind] = id
                }
                records[vehicle] = ids
            }
            try db.execute(
                "INSERT INTO glovebox.membership (vehicle_id, account, role) VALUES ($1, $3, 'editor'), ($2, $3, 'viewer')",
                [edited, viewed, member.name])
        }
        return Household(owner: owner, member: member, stranger: stranger, edited: edited, viewed: viewed, records: records)
    }

    /// A fresh client-generated id: `prefix-` and 12 random characters.
    static func newID(_ prefix: String) -> String {
        "\(prefix)-\(UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased())"
    }

    /// Inserts a vehicle owned by the connection's account.
    static func insertVehicle(id: String, name: String, on connection: PostgresConnection, device: String = "owner-phone") throws {
        try connection.execute(
            "INSERT INTO glovebox.vehicle (id, name, unit, hlc, device_id) VALUES ($1, $2, 'km', $3, $4)",
            [id, name, PinnedClock.next(), TestDevice.id(device)])
    }
}
