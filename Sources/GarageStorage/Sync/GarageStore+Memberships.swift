import GarageRules

/// What the signed-in account may do with each vehicle, as the household server's memberships say:
/// the role kept in `vehicle.role` (the write path's rules read it), a vehicle that arrives whole
/// when it is shared with the account, and one that leaves with its records when the share ends.
///
/// None of it writes an outbox row: the server is where it came from.
extension GarageStore {
    /// A vehicle of this device, as the sync needs it: its name (for reports) and the account's role.
    public struct LocalVehicle: Hashable, Sendable {
        /// Its name.
        public let name: String
        /// The signed-in account's role on it.
        public let role: SharingRole
    }
}
