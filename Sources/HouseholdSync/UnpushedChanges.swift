/// Local changes of one shared vehicle that a sync could not push, because the account may no
/// longer write it (its share was revoked or made view-only while the device was away): told to
/// the user once, then dropped with the vehicle or replaced by the server's version of it.
public struct UnpushedChanges: Equatable, Sendable, Encodable {
    /// The vehicle's name on this device.
    public let vehicle: String
    /// How many changes were not pushed.
    public var changes: Int

    /// A report.
    public init(vehicle: String, changes: Int) {
        self.vehicle = vehicle
        self.changes = changes
    }
}
