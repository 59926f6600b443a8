/// The household server refused a vehicle this device pushed: its account already owns as many as
/// its plan allows there (the server's count holds: the account's other devices add vehicles too).
/// The vehicle and its records stay queued on this device, waiting to be pushed; the rest of the
/// sync goes on without them.
public struct PlanLimitRefusal: Error, Equatable, Sendable, Encodable, CustomStringConvertible {
    /// The vehicle's name on this device.
    public let vehicle: String
    /// The server's words for the limit, such as "the free plan allows 2 owned vehicles".
    public let limit: String

    /// A refusal.
    public init(vehicle: String, limit: String) {
        self.vehicle = vehicle
        self.limit = limit
    }

    public var description: String {
        "the household server refused '\(vehicle)': \(limit), and this account owns that many there already "
            + "(vehicles shared with it do not count); remove one with 'glovebox vehicle remove', or ask the server's "
            + "administrator for another plan ('glovebox-server plan DIR ACCOUNT plus'), then sync again; '\(vehicle)' and its records stay on this device, and everything else was synced"
    }
}
