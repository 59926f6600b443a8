import PostgresClient

/// The household server's accounts: each one a row in `glovebox.account` under its name, and a
/// PostgreSQL login role (named by a hash of the name since schema 10, `LoginRole`) with a
/// SCRAM-SHA-256 password, in the `glovebox_account` group.
public struct ServerAccounts: Sendable {
    /// The server.
    public let address: ServerAddress

    /// The accounts of the server at `address`.
    public init(address: ServerAddress) {
        self.address = address
    }

    /// Adds the account `name` with `password` on `plan`.
    ///
    /// The SCRAM verifier is computed here, so the password never reaches the server; the role is
    /// created by `glovebox.create_account`, which quotes the name and the verifier itself (no
    /// statement text is ever built from them here) and refuses names the server cannot hold
    /// (over 254 bytes, control, invisible or direction characters, a login role's form, a case twin).
    public func add(name: String, password: String, plan: String = "free") throws(ServerError) {
        let connection = try address.administratorConnection()
        defer { connection.close() }
        do {
            // A deleted account's role waits, inert, for another session to drop it (schema 2): one
            // of the same name can be added again at once.
            if try connection.query("SELECT to_regprocedure('glovebox.drop_retired_accounts()') IS NOT NULL").rows.first?.bool(0) == true {
                try connection.query("SELECT glovebox.drop_retired_accounts()")
            }
            let verifier = try connection.scramVerifier(password: password, user: name)
            try connection.transaction { db in
                try db.query("SELECT glovebox.create_account($1, $2, $3)", [name, verifier, plan])
                try Self.record(verifier, of: name, on: db)
            }
        } catch let error as PostgresError {
            throw Self.refusal(error, name: name, plan: plan, connection: connection)
        } catch {
            throw .runtime(.cannotAddAccount, ["account": name, "error": "\(error)"])
        }
    }

    /// Puts the account `name` on `plan`; returns the plan it was on. The server enforces it from the
    /// next vehicle added; the account's devices take it at their next sync.
    public func changePlan(of name: String, to plan: String) throws(ServerError) -> String {
        let connection = try address.administratorConnection()
        defer { connection.close() }
        do {
            return try connection.transaction { db in
                guard let previous = try db.query("SELECT plan FROM glovebox.account WHERE name = $1 FOR UPDATE", [name]).scalar else {
                    throw ServerError.validation(.noSuchAccount, ["account": name])
                }
                try db.execute("UPDATE glovebox.account SET plan = $2 WHERE name = $1", [name, plan])
                return previous
            }
        } catch let error as ServerError {
            throw error
        } catch let error as PostgresError {
            throw Self.refusal(error, name: name, plan: plan, connection: connection)
        } catch {
            throw .runtime(.cannotChangePlan, ["account": name, "error": "\(error)"])
        }
    }

    /// The message for a refused account: a validation error for what the user can change.
    static func refusal(_ error: PostgresError, name: String, plan: String, connection: PostgresConnection) -> ServerError {
        if let refusal = HouseholdRefusal(error), let said = Self.refusal(refusal) { return said }
        switch error.sqlState {
        // A rule the schema names none of (it names every one it raises since version 16): its words.
        case SQLState.invalidParameterValue?:
            return .validation(error.message)
        case SQLState.duplicateObject?, SQLState.uniqueViolation?:
            return .validation(.accountExists, ["account": name])
        case SQLState.foreignKeyViolation?:
            let known = (try? connection.query("SELECT string_agg(name, ', ' ORDER BY name) FROM glovebox.plan").scalar) ?? nil
            return known.map { ServerError.validation(.unknownPlanListed, ["plan": plan, "plans": $0]) } ?? .validation(.unknownPlan, ["plan": plan])
        default:
            return .runtime(.cannotAddAccount, ["account": name, "error": "\(error)"])
        }
    }

    /// The catalog's words for a rule of the household schema that refused an account, or `nil` for
    /// the rules that are not about one.
    static func refusal(_ refusal: HouseholdRefusal) -> ServerError? {
        switch refusal {
        case .accountNameMalformed: .validation(.accountNameMalformed)
        case .accountNameInvisible: .validation(.accountNameInvisible)
        case .accountNameLoginRole(let name): .validation(.accountNameLoginRole, ["account": name])
        case let .accountNameTooLong(bytes, limit): .validation(.accountNameTooLong, ["bytes": "\(bytes)", "limit": "\(limit)"])
        // Its name differs only in letter case from an account's: the server names which.
        case .accountNameTwin(let twin): .validation(.accountExists, ["account": twin])
        case .passwordNotAVerifier: .validation(.passwordNotAVerifier)
        case .notAnAccount, .planOwnedVehicles, .vehicleRecords, .vehicleBytes, .accountRecords, .reminderClaims: nil
        }
    }
}
