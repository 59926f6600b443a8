import PostgresClient

/// Why the household server failed a sync, in this glovebox's own words (``SyncError/failure(_:)``):
/// a reason the sync recognised (a race it lost, a limit of the server, an answer it cannot read),
/// typed so that the command line says it in the person's language. What PostgreSQL or libpq said in
/// words of their own stays ``SyncError/serverFailed(_:)``.
public enum SyncServerFailure: Equatable, Sendable, CustomStringConvertible {
    /// Another device of the account gave a vehicle its first key while this sync ran.
    case vehicleKeyRace
    /// A vehicle id of this logbook is another account's vehicle's on the server.
    case vehicleIDTaken
    /// A share changed, or a vehicle was removed, while this sync ran, and the server refused a change of it.
    case shareChanged
    /// A record a change belongs to was removed on the server while this sync ran.
    case parentRemoved
    /// The server cancelled the push for taking too long (its statement timeout).
    case pushTimedOut
    /// Another session holds a row this push writes (the server's lock timeout).
    case recordBeingWritten
    /// The vehicle (by its id on the server) would hold more records than the server keeps for one.
    case vehicleRecords(vehicle: String, records: Int, limit: Int)
    /// The vehicle (by its id on the server) would take more bytes than the server keeps for one.
    case vehicleBytes(vehicle: String, bytes: Int, limit: Int)
    /// The vehicles of the account that owns `vehicle` would hold more records than the server keeps
    /// for one account.
    case accountRecords(vehicle: String, records: Int, limit: Int)
    /// A limit of the server, said in its own words (a refusal that names no rule).
    case overLimitInServerWords(String)
    /// The account's plan lets it own `allowed` vehicles, and it owns as many.
    case planOwnedVehicles(plan: String, allowed: Int)
    /// The account holds as many reminder claims as the server keeps for one.
    case reminderClaims(limit: Int)
    /// The server wanted a password as a SCRAM-SHA-256 verifier.
    case passwordNotAVerifier
    /// The account's role signed in, but the server says it is no glovebox account any more (it was
    /// deleted while this device used it).
    case accountGone(account: String)
    /// The account's plan is not one this build knows.
    case unknownPlan(String)
    /// An outbox row of this device is not the record it should be.
    case unreadableOutboxRow(String)
    /// A record's stamps, as the server holds them, are not a JSON object.
    case unreadableStamps(String)
    /// The server's feed positions are not numbers.
    case unreadableFeedPosition(cursor: String, horizon: String)
    /// The server holds a row of `table` that this glovebox cannot read.
    case unreadableRow(table: String)

    /// The reason in English, as `glovebox` has always written it.
    public var description: String {
        switch self {
        case .vehicleKeyRace: "another device of this account gave a vehicle its key while this sync ran; nothing was pushed: sync again"
        case .vehicleIDTaken: "a vehicle id of this logbook is taken on the server by another account's vehicle; nothing was pushed"
        case .shareChanged:
            "a share of a vehicle changed, or the vehicle was removed, while this sync ran, and the server refused a change of it; nothing was pushed: sync again"
        case .parentRemoved: "a record a change belongs to was removed on the server while this sync ran; nothing was pushed: sync again"
        case .pushTimedOut: "the server took too long and cancelled the push; nothing was pushed: sync again"
        case .recordBeingWritten:
            "another device of the household is in the middle of writing a record this sync writes; nothing was pushed: sync again in a moment"
        case let .vehicleRecords(vehicle, records, limit):
            Self.pushAdvice(HouseholdRefusal.vehicleRecords(vehicle: vehicle, records: records, limit: limit).description)
        case let .vehicleBytes(vehicle, bytes, limit):
            Self.pushAdvice(HouseholdRefusal.vehicleBytes(vehicle: vehicle, bytes: bytes, limit: limit).description)
        case let .accountRecords(vehicle, records, limit):
            Self.pushAdvice(HouseholdRefusal.accountRecords(vehicle: vehicle, records: records, limit: limit).description)
        case .overLimitInServerWords(let words): Self.pushAdvice(words)
        case let .planOwnedVehicles(plan, allowed): HouseholdRefusal.planOwnedVehicles(plan: plan, allowed: allowed, owned: allowed).description
        case .reminderClaims(let limit): HouseholdRefusal.reminderClaims(limit: limit).description
        case .passwordNotAVerifier: HouseholdRefusal.passwordNotAVerifier.description
        case .accountGone(let account): "\(account) is not a glovebox account on this server any more"
        case .unknownPlan(let name): "the account's plan '\(name)' is not one this glovebox knows"
        case .unreadableOutboxRow(let row): "an outbox row is not the record it should be: \(row)"
        case .unreadableStamps(let json): "a record's stamps are not an object: \(json)"
        case let .unreadableFeedPosition(cursor, horizon): "the feed's position is not a number (\(cursor), \(horizon))"
        case .unreadableRow(let table): "the server holds a \(table) row this glovebox cannot read"
        }
    }

    /// A limit of the server (in the schema's English) and what to do about it.
    private static func pushAdvice(_ limit: String) -> String {
        "\(limit); nothing was pushed: remove records of it on this device, then sync"
    }

    /// The failure a rule of the household schema says, or `nil` for the rules the sync never meets
    /// (an account's name, which only the server's tool gives). `account` is the link's.
    init?(_ refusal: HouseholdRefusal, account: String) {
        switch refusal {
        case .notAnAccount: self = .accountGone(account: account)
        case let .planOwnedVehicles(plan, allowed, _): self = .planOwnedVehicles(plan: plan, allowed: allowed)
        case let .vehicleRecords(vehicle, records, limit): self = .vehicleRecords(vehicle: vehicle, records: records, limit: limit)
        case let .vehicleBytes(vehicle, bytes, limit): self = .vehicleBytes(vehicle: vehicle, bytes: bytes, limit: limit)
        case let .accountRecords(vehicle, records, limit): self = .accountRecords(vehicle: vehicle, records: records, limit: limit)
        case .reminderClaims(let limit): self = .reminderClaims(limit: limit)
        case .passwordNotAVerifier: self = .passwordNotAVerifier
        case .accountNameMalformed, .accountNameInvisible, .accountNameLoginRole, .accountNameTooLong, .accountNameTwin: return nil
        }
    }
}
