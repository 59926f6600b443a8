import GarageRules

/// The signed-in account's membership of one vehicle as the household server holds it now, pulled
/// because the feed named it: its role there, or none (the share was revoked, or the owner removed
/// the vehicle), in which case the vehicle leaves this device.
public struct PulledMembership: Hashable, Sendable {
    /// The vehicle.
    public let vehicleID: String
    /// The account's role on it, `nil` when it has none any more.
    public let role: SharingRole?

    /// A membership.
    public init(vehicleID: String, role: SharingRole?) {
        self.vehicleID = vehicleID
        self.role = role
    }
}
