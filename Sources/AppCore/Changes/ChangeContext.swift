import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// What a change may use inside its transaction: the store, today on the user's calendar, now, and
/// where new ids come from; with the lookups every change starts with.
public struct ChangeContext {
    /// The store, inside the change's transaction.
    public let store: GarageStore
    /// The current instant.
    public let now: Date
    /// Where new record ids come from.
    public let ids: IdentifierSource
    private let timeZone: () throws -> TimeZone

    /// Creates a context (``AppSession/perform(_:)`` makes one per change); `timeZone` gives the
    /// user's time zone, read only by the changes that need today.
    public init(store: GarageStore, now: Date, ids: IdentifierSource, timeZone: @escaping () throws -> TimeZone) {
        self.store = store
        self.now = now
        self.ids = ids
        self.timeZone = timeZone
    }

    /// Today on the user's local calendar. Asked for only by the changes that need it, so that a
    /// change of the time zone preference itself never depends on the stored one (which may be the
    /// damaged value it repairs).
    public func today() throws -> CalendarDay {
        Garage.day(of: now, in: try timeZone())
    }

    /// The signed-in account, or `GarageError.signedOut`.
    public func signedInAccount() throws -> Account {
        guard let account = try store.accounts.signedIn() else { throw GarageError.signedOut }
        return account
    }

    /// The vehicle a user named (by id or name), when someone is signed in.
    public func vehicle(matching text: String) throws -> Vehicle {
        _ = try signedInAccount()
        return try Vehicle.matching(text, in: try store.vehicles.all())
    }

    /// Refuses ids that a record already uses or that repeat, naming the first in order that does
    /// either: a broken id source must never make a change overwrite a record. The stored records are
    /// asked once for all the ids (an import claims a batch of rows' ids at a time).
    public func claim(_ ids: [GarageID]) throws {
        var seen = Set<GarageID>(minimumCapacity: ids.count)
        let firstRepeat = ids.firstIndex { !seen.insert($0).inserted } ?? ids.endIndex
        // A taken id before the first repeat comes first; past it, the repeat does.
        if let taken = try store.records.firstTaken(ids[..<firstRepeat]) {
            throw GarageError.duplicateIdentifier(taken.rawValue)
        }
        if firstRepeat < ids.endIndex { throw GarageError.duplicateIdentifier(ids[firstRepeat].rawValue) }
    }
}
