import Foundation
import GarageRules

/// The accounts that sign in on this device and the session: which one is signed in now. Every
/// vehicle (and through it every record) and every preference belongs to one account, and every
/// query reads the signed-in account's only, in SQL itself (`signedInAccount`), so that no code path
/// can forget the scope.
extension GarageStore {
    /// The signed-in account's name, as an SQL expression (`NULL` when nobody is signed in, which
    /// matches no row).
    static let signedInAccount = "(SELECT account FROM session WHERE id = 1)"
    /// The ids of the signed-in account's vehicles, as an SQL subquery.
    static let ownVehicleIDs = "SELECT id FROM vehicle WHERE account = \(signedInAccount)"

    /// A `device_account` row (name, plan) as an account.
    static func accountRow(_ row: Row) throws -> Account {
        let decode = RowDecoding(table: "device_account", id: row.text(0))
        guard let account = try? Account(name: row.text(0), plan: try decode.word(row.text(1), as: Plan.self)) else {
            throw decode.fail("not a valid account")
        }
        return account
    }
}
