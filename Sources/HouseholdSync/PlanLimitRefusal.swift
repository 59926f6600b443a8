import PostgresClient

/// The household server refused a vehicle this device pushed: its account already owns as many as
/// its plan allows there (the server's count holds: the account's other devices add vehicles too).
/// The vehicle and its records stay queued on this device, waiting to be pushed; the rest of the
/// sync goes on without them.
public struct PlanLimitRefusal: Error, Equatable, Sendable, Encodable, CustomStringConvertible {
    /// The vehicle's name on this device.
    public let vehicle: String
    /// The server's words for the limit, such as "the free plan allows 2 owned vehicles".
    public let limit: String
    /// The plan and the number of vehicles it allows, as the server named them (schema 16); `nil`
    /// when it named no rule, and then ``limit`` is all there is to say.
    public let plan: (name: String, allowed: Int)?

    /// A refusal.
    public init(vehicle: String, limit: String, plan: (name: String, allowed: Int)? = nil) {
        self.vehicle = vehicle
        self.limit = limit
        self.plan = plan
    }

    /// The refusal of `vehicle` that the server's `error` says, by its rule when it names one.
    public init(vehicle: String, error: PostgresError) {
        self.vehicle = vehicle
        self.limit = error.message
        if case let .planOwnedVehicles(plan, allowed, _)? = HouseholdRefusal(error) {
            self.plan = (plan, allowed)
        } else {
            self.plan = nil
        }
    }

    // `--json` keeps the fields it always had.
    private enum CodingKeys: String, CodingKey {
        case vehicle, limit
    }

    public static func == (lhs: PlanLimitRefusal, rhs: PlanLimitRefusal) -> Bool {
        lhs.vehicle == rhs.vehicle && lhs.limit == rhs.limit && lhs.plan?.name == rhs.plan?.name && lhs.plan?.allowed == rhs.plan?.allowed
    }

    public var description: String {
        "the household server refused '\(vehicle)': \(limit), and this account owns that many there already "
            + "(vehicles shared with it do not count); remove one with 'glovebox vehicle remove', or ask the server's "
            + "administrator for another plan ('glovebox-server plan DIR ACCOUNT plus'), then sync again; '\(vehicle)' and its records stay on this device, and everything else was synced"
    }
}
