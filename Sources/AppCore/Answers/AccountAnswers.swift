import GarageRules

/// An account that has data on this device, with how many vehicles it holds here.
public struct DeviceAccount: Hashable, Sendable {
    /// The account's name.
    public var name: String
    /// Its vehicles on this device.
    public var vehicles: Int

    /// An account with `vehicles` vehicles.
    public init(name: String, vehicles: Int) {
        self.name = name
        self.vehicles = vehicles
    }
}

/// The signed-in account and how many vehicles it owns (what its plan limits).
public struct AccountPlan: Hashable, Sendable {
    /// The account, with its plan.
    public var account: Account
    /// The vehicles it owns (shared ones do not count).
    public var ownedVehicles: Int

    /// An account owning `ownedVehicles` vehicles.
    public init(account: Account, ownedVehicles: Int) {
        self.account = account
        self.ownedVehicles = ownedVehicles
    }
}
