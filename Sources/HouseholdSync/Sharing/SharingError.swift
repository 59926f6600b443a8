import GarageRules

/// Why a share, a revocation or a member list was refused. Each is the user's to fix (exit 2);
/// nothing on the device or the server was changed by any of them.
public enum SharingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The vehicle has never been pushed: the server does not know it yet.
    case notOnServer(vehicle: String)
    /// The server's row-level security refused it: only the vehicle's owner shares, changes roles
    /// and revokes. `role` is the account's own role on the vehicle, when it has one.
    case notOwner(vehicle: String, role: SharingRole?)
    /// The server has no account of that name.
    case unknownAccount(account: String, server: String)
    /// The account has no share of the vehicle to revoke.
    case notAMember(account: String, vehicle: String)
    /// The owner's own membership: it is never shared, changed or revoked.
    case ownersOwnRole(account: String, vehicle: String)

    /// The message, lowercase, naming the vehicle and the account.
    public var description: String {
        switch self {
        case .notOnServer(let vehicle):
            "'\(vehicle)' is not on the household server yet; run 'glovebox sync' first (nothing was changed)"
        case let .notOwner(vehicle, role):
            "the household server refused: only the owner of '\(vehicle)' can share it, change its roles or revoke them"
                + (role.map { " (you are its \($0.rawValue))" } ?? "") + "; nothing was changed"
        case let .unknownAccount(account, server):
            "there is no account '\(account)' on the household server at \(server); nothing was shared"
        case let .notAMember(account, vehicle):
            "'\(account)' has no share of '\(vehicle)' ('glovebox members \(vehicle)' lists them); nothing was changed"
        case let .ownersOwnRole(account, vehicle):
            "'\(account)' owns '\(vehicle)': the owner's role cannot be shared, changed or revoked; nothing was changed"
        }
    }
}
