/// The household server refused a vehicle this device pushed: its account already owns as many as
/// its plan allows there (the server's count holds: the account's other devices add vehicles too).
/// Nothing of the sync was committed; the vehicle stays on this device, waiting to be pushed.
public struct PlanLimitRefusal: Error, Equatable, Sendable, CustomStringConvertible {
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
            + "(vehicles shared with it do not count); remove one with 'glovebox vehicle remove' or change the plan "
            + "on the server, then sync again; nothing was pushed or pulled, and '\(vehicle)' stays on this device"
    }
}
