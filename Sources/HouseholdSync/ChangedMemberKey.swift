/// A member's public key that is not the one this device sealed to before: the vehicle's key is not
/// sealed to it until the person confirms it (`glovebox share VEHICLE ACCOUNT --accept-new-key`).
public struct ChangedMemberKey: Equatable, Sendable, Encodable {
    /// The member.
    public let account: String
    /// The fingerprint this device kept.
    public let was: String
    /// The fingerprint the server gives now.
    public let now: String

    /// What the person is told, lowercase.
    public var description: String {
        "\(account)'s key is not the one this device sealed to before (was \(was), now \(now)); nothing is sealed to it "
            + "until you compare it with them ('glovebox members VEHICLE' on their device, 'glovebox keys show' on theirs) and "
            + "confirm with 'glovebox share VEHICLE \(account) --role ROLE --accept-new-key'"
    }
}
