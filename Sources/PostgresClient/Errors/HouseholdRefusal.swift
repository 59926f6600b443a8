import Foundation

/// A refusal the household server's own schema raised, as the rule it applied and the values it
/// named: what `glovebox-server` and the app's sync say in the person's language, where the schema
/// itself can only say one sentence in English.
///
/// Since schema 16 each refusal a person meets names its rule in the error's constraint field and its
/// values in the detail field as a small JSON object (`{"plan": "free", "allowed": 2, "owned": 2}`);
/// the message stays the English sentence that `psql` users and the server's log read. Both sides
/// link this module, so the rule names are written once:
///
/// ```swift
/// catch let error as PostgresError {
///     if case .planOwnedVehicles(let plan, let allowed, _)? = HouseholdRefusal(error) { … }
/// }
/// ```
///
/// A refusal whose detail is not the JSON its rule carries (a server of another version) decodes to
/// `nil`: the caller then passes the server's own words on, as it does for PostgreSQL's.
public enum HouseholdRefusal: Equatable, Sendable, CustomStringConvertible {
    /// An account name that is empty, has control characters, or begins or ends with spaces.
    case accountNameMalformed
    /// An account name with invisible characters or characters that change the direction of text.
    case accountNameInvisible
    /// An account name of a login role's form (`a_` and 32 hexadecimal digits), which the server keeps.
    case accountNameLoginRole(name: String)
    /// An account name longer, in UTF-8 bytes, than the server keeps.
    case accountNameTooLong(bytes: Int, limit: Int)
    /// An account name that differs only in letter case from the account `twin`'s.
    case accountNameTwin(twin: String)
    /// A password given as something else than a SCRAM-SHA-256 verifier (only a client that skips
    /// the tools meets it: they always compute one).
    case passwordNotAVerifier
    /// The session's role (`login`) is no Glovebox account.
    case notAnAccount(login: String)
    /// The account's plan lets it own `allowed` vehicles, and it owns `owned` already.
    case planOwnedVehicles(plan: String, allowed: Int, owned: Int)
    /// The vehicle (the server's id) would hold `records` records, more than the `limit` per vehicle.
    case vehicleRecords(vehicle: String, records: Int, limit: Int)
    /// The vehicle (the server's id) would take `bytes` bytes, more than the `limit` per vehicle.
    case vehicleBytes(vehicle: String, bytes: Int, limit: Int)
    /// The vehicles of the account that owns `vehicle` would hold `records` records, more than the
    /// `limit` per account.
    case accountRecords(vehicle: String, records: Int, limit: Int)
    /// The account holds as many reminder claims as the server keeps for one account.
    case reminderClaims(limit: Int)

    /// The rule names the schema puts in the constraint field. Stable: a server and the apps of its
    /// household decode them, so a new meaning is a new name.
    public enum Rule: String, CaseIterable, Sendable {
        case accountNameMalformed = "account_name_form"
        case accountNameInvisible = "account_name_invisible"
        case accountNameLoginRole = "account_name_login_role"
        case accountNameTooLong = "account_name_bytes"
        case accountNameTwin = "account_name_case_twin"
        case passwordNotAVerifier = "password_verifier"
        case notAnAccount = "not_an_account"
        /// The name the plan's limit has had since schema 1 (its detail became JSON in 16).
        case planOwnedVehicles = "plan_owned_vehicle_limit"
        case vehicleRecords = "vehicle_record_limit"
        case vehicleBytes = "vehicle_byte_limit"
        case accountRecords = "account_record_limit"
        /// The name the reminder claims' limit has had since schema 14.
        case reminderClaims = "reminder_claim_limit"
    }

    /// The values a rule's detail may carry; each rule reads the ones it names.
    private struct Values: Decodable {
        var name: String?
        var bytes: Int?
        var limit: Int?
        var twin: String?
        var login: String?
        var plan: String?
        var allowed: Int?
        var owned: Int?
        var vehicle: String?
        var records: Int?
    }

    /// The refusal `error` carries, or `nil` when it is no rule of the household schema (or one of an
    /// older schema, whose detail is not JSON).
    public init?(_ error: PostgresError) {
        guard error.kind == .statementFailed, let rule = error.constraint.flatMap(Rule.init(rawValue:)) else { return nil }
        // The three rules that name no value may come without a detail at all.
        switch rule {
        case .accountNameMalformed: self = .accountNameMalformed; return
        case .accountNameInvisible: self = .accountNameInvisible; return
        case .passwordNotAVerifier: self = .passwordNotAVerifier; return
        default: break
        }
        guard let detail = error.detail, let v = try? JSONDecoder().decode(Values.self, from: Data(detail.utf8)) else { return nil }
        switch rule {
        case .accountNameMalformed, .accountNameInvisible, .passwordNotAVerifier: return nil
        case .accountNameLoginRole:
            guard let name = v.name else { return nil }
            self = .accountNameLoginRole(name: name)
        case .accountNameTooLong:
            guard let bytes = v.bytes, let limit = v.limit else { return nil }
            self = .accountNameTooLong(bytes: bytes, limit: limit)
        case .accountNameTwin:
            guard let twin = v.twin else { return nil }
            self = .accountNameTwin(twin: twin)
        case .notAnAccount:
            guard let login = v.login else { return nil }
            self = .notAnAccount(login: login)
        case .planOwnedVehicles:
            guard let plan = v.plan, let allowed = v.allowed, let owned = v.owned else { return nil }
            self = .planOwnedVehicles(plan: plan, allowed: allowed, owned: owned)
        case .vehicleRecords:
            guard let vehicle = v.vehicle, let records = v.records, let limit = v.limit else { return nil }
            self = .vehicleRecords(vehicle: vehicle, records: records, limit: limit)
        case .vehicleBytes:
            guard let vehicle = v.vehicle, let bytes = v.bytes, let limit = v.limit else { return nil }
            self = .vehicleBytes(vehicle: vehicle, bytes: bytes, limit: limit)
        case .accountRecords:
            guard let vehicle = v.vehicle, let records = v.records, let limit = v.limit else { return nil }
            self = .accountRecords(vehicle: vehicle, records: records, limit: limit)
        case .reminderClaims:
            guard let limit = v.limit else { return nil }
            self = .reminderClaims(limit: limit)
        }
    }

    /// The rule the refusal applied.
    public var rule: Rule {
        switch self {
        case .accountNameMalformed: .accountNameMalformed
        case .accountNameInvisible: .accountNameInvisible
        case .accountNameLoginRole: .accountNameLoginRole
        case .accountNameTooLong: .accountNameTooLong
        case .accountNameTwin: .accountNameTwin
        case .passwordNotAVerifier: .passwordNotAVerifier
        case .notAnAccount: .notAnAccount
        case .planOwnedVehicles: .planOwnedVehicles
        case .vehicleRecords: .vehicleRecords
        case .vehicleBytes: .vehicleBytes
        case .accountRecords: .accountRecords
        case .reminderClaims: .reminderClaims
        }
    }

    /// The schema's own English sentence for the refusal (its error's message), for English and logs.
    public var description: String {
        switch self {
        case .accountNameMalformed: "an account name must be non-empty text without control characters or surrounding spaces"
        case .accountNameInvisible:
            "an account name must not hold invisible characters or characters that change the direction of text"
        case .accountNameLoginRole(let name): "the account name '\(name)' has the form of a login role, which the server keeps for itself"
        case let .accountNameTooLong(bytes, limit): "an account name has at most \(limit) bytes on the server (this one has \(bytes))"
        case .accountNameTwin(let twin): "an account named '\(twin)' already exists on this server"
        case .passwordNotAVerifier: "the password must be given as a SCRAM-SHA-256 verifier"
        case .notAnAccount(let login): "\(login) is not a glovebox account"
        case let .planOwnedVehicles(plan, allowed, _): "the \(plan) plan allows \(allowed) owned vehicles"
        case let .vehicleRecords(vehicle, records, limit):
            "the vehicle \(vehicle) holds \(records) records on the household server, more than the \(limit) it keeps for one vehicle"
        case let .vehicleBytes(vehicle, bytes, limit):
            "the vehicle \(vehicle) takes \(bytes) bytes on the household server, more than the \(limit) it keeps for one vehicle"
        case let .accountRecords(vehicle, records, limit):
            "the vehicles of the account owning vehicle \(vehicle) hold \(records) records on the household server, more than the "
                + "\(limit) it keeps for one account"
        case .reminderClaims(let limit): "an account may hold at most \(limit) reminder claims"
        }
    }
}
