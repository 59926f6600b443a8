import WidgetContract

/// What an item's due point needs of the vehicle's records besides the item itself: its latest service
/// and, only when neither that service nor the item carries an odometer, one reading to count from.
///
/// A store fetches each with one indexed query: the latest service in ``ServiceRecord/isLater(than:)``
/// order, and the reading ``baseProbe(for:lastService:)`` names.
public struct MaintenanceHistory: Hashable, Sendable {
    /// The item's latest service, if any.
    public var lastService: ServiceRecord?
    /// The answer to `baseProbe(for:lastService:)`, or `nil` when it names none.
    public var baseReading: OdometerReading?

    /// Creates the history a store fetched.
    public init(lastService: ServiceRecord?, baseReading: OdometerReading?) {
        self.lastService = lastService
        self.baseReading = baseReading
    }

    /// The history of `item` taken from a whole garage's services and the vehicle's readings in reading order.
    public init(of item: MaintenanceItem, services: [ServiceRecord], readings: [OdometerReading]) {
        let last = ServiceRecord.latest(of: services.filter { $0.itemID == item.id })
        self.init(lastService: last, baseReading: Self.baseProbe(for: item, lastService: last)?.answer(in: readings))
    }

    /// The reading the next distance interval counts from, when the records do not carry it: a service
    /// logged without an odometer counts from the reading of its day or before; an item never done,
    /// added without an odometer, from the first reading on or after its start. `nil` when the item has
    /// no distance interval to count, or its records already carry the value.
    public static func baseProbe(for item: MaintenanceItem, lastService: ServiceRecord?) -> ReadingProbe? {
        guard item.intervalDistance != nil else { return nil }
        if let lastService {
            return lastService.odometer == nil ? .lastOnOrBefore(lastService.date) : nil
        }
        guard item.firstDueOdometer == nil, item.startOdometer == nil else { return nil }
        return .firstOnOrAfter(item.startDate)
    }
}
