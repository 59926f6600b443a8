import GarageRules

/// One account that a vehicle is shared with on the household server, and its role there (the
/// owner included), as `glovebox members` lists them.
public struct VehicleMember: Equatable, Sendable, Encodable {
    /// The account's name.
    public let account: String
    /// Its role on the vehicle.
    public let role: SharingRole
    /// Its key's fingerprint (``KeyFingerprint``), which members compare out of band; `nil` while it
    /// has made no key (`glovebox keys init`).
    public let keyFingerprint: String?

    /// A member.
    public init(account: String, role: SharingRole, keyFingerprint: String? = nil) {
        self.account = account
        self.role = role
        self.keyFingerprint = keyFingerprint
    }
}
