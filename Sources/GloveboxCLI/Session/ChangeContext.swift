import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// What a change may use besides the garage: the store (inside the transaction), today, now, ids.
public struct ChangeContext {
    /// The store, inside the change's transaction.
    public let store: GarageStore
    /// Today on the user's calendar.
    public let today: CalendarDay
    /// The current instant.
    public let now: Date
    /// Where new record ids come from.
    public let ids: IdentifierSource
}
