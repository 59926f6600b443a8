/// A member's public key that is not the one this device sealed to before: the vehicle's key is not
/// sealed to it until the person confirms it (`glovebox share VEHICLE ACCOUNT --accept-new-key`); the
/// command line says so in the person's language.
public struct ChangedMemberKey: Equatable, Sendable, Encodable {
    /// The member.
    public let account: String
    /// The fingerprint this device kept.
    public let was: String
    /// The fingerprint the server gives now.
    public let now: String
}
