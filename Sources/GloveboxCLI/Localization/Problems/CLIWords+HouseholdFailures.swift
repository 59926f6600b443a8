import Foundation
import HouseholdSync

/// What the household server and the account's keys refuse, in the person's language. A reason in
/// parentheses is libpq's or the server's own, and stays as they wrote it.
extension CLIWords {
    func syncError(_ error: SyncError) -> String {
        switch error {
        case let .nameOrPasswordRefused(account, server): text(.syncRefusedPassword, ["account": account, "server": server])
        case let .unreachable(server, reason): text(.syncUnreachable, ["server": server, "reason": reason])
        case .serverWithoutTLS(let server): text(.syncWithoutTLS, ["server": server])
        case let .certificateNotVerified(server, reason): text(.syncCertificateNotVerified, ["server": server, "reason": reason])
        case let .channelBindingRefused(server, reason): text(.syncChannelBindingRefused, ["server": server, "reason": reason])
        case let .notAnAccount(account, server): text(.syncNotAnAccount, ["account": account, "server": server])
        case let .connectionLost(server, reason): text(.syncConnectionLost, ["server": server, "reason": reason])
        case let .schemaMismatch(server?, client) where server < client:
            text(.syncSchemaOlder, ["server": count(server), "client": count(client)])
        case let .schemaMismatch(server?, client): text(.syncSchemaNewer, ["server": count(server), "client": count(client)])
        case .schemaMismatch(nil, _): text(.syncNotAHouseholdServer)
        case .serverFailed(let reason): text(.syncServerFailed, ["reason": reason])
        case .damagedLink(let path): text(.syncDamagedLink, ["path": path])
        case .lockFailed(let reason): text(.syncLockFailed, ["reason": reason])
        case .clockAhead(let milliseconds): text(.syncClockAhead, ["duration": SyncError.duration(milliseconds)])
        case let .missingPassword(account, server): text(.syncMissingPassword, ["account": account, "server": server])
        case .keyLocked(let account): text(.syncKeyLocked, ["account": account])
        }
    }

    func sharingError(_ error: SharingError) -> String {
        switch error {
        case .notOnServer(let vehicle): text(.shareNotOnServer, ["vehicle": vehicle])
        case .notOwner(let vehicle, nil): text(.shareNotOwner, ["vehicle": vehicle])
        case .notOwner(let vehicle, let role?): text(.shareNotOwnerWithRole, ["vehicle": vehicle, "role": self.role(role)])
        case let .unknownAccount(account, server): text(.shareUnknownAccount, ["account": account, "server": server])
        case let .notAMember(account, vehicle): text(.shareNotAMember, ["account": account, "vehicle": vehicle])
        case let .ownersOwnRole(account, vehicle): text(.shareOwnersOwnRole, ["account": account, "vehicle": vehicle])
        }
    }

    func keyError(_ error: HouseholdKeyError) -> String {
        switch error {
        case .noKeyOnServer(let account): text(.keyNoneOnServer, ["account": account])
        case let .keyOnServer(account, fingerprint): text(.keyOnServer, ["account": account, "fingerprint": fingerprint])
        case .locked(let account): text(.keyLocked, ["account": account])
        case .wrongSecret: text(.keyWrongSecret)
        case .weakPassphrase(let minimum): text(.keyWeakPassphrase, ["minimum": count(minimum)])
        case .unreadable(let what): text(.keyUnreadable, ["reason": what])
        case .damagedKeyFile(let path): text(.keyDamagedFile, ["path": path])
        }
    }

    func urlRefusal(_ refusal: ServerURLRefusal) -> String {
        switch refusal {
        case .notAURL: text(.urlNotAURL)
        case .unreadable(let reason): text(.urlUnreadable, ["reason": reason])
        case .weakSSLMode(let mode): text(.urlWeakSSLMode, ["mode": mode])
        case .weakChannelBinding(let value): text(.urlWeakChannelBinding, ["value": value])
        case .passwordInside: text(.urlPasswordInside)
        }
    }

    /// A vehicle the household server held back for the account's plan.
    func planLimit(_ refusal: PlanLimitRefusal) -> String {
        guard language != .english else { return refusal.description }
        return text(.planHeldBack, ["vehicle": refusal.vehicle, "limit": serverLimit(refusal.limit)])
    }

    /// The vehicles the plan held back: the first refusal, and the names of the others.
    func planLimit(_ refusals: [PlanLimitRefusal]) -> String? {
        guard let first = refusals.first else { return nil }
        let more = refusals.dropFirst().map { "'\($0.vehicle)'" }
        guard !more.isEmpty else { return planLimit(first) }
        let vehicles = more.joined(separator: ", ")
        guard language != .english else { return first.description + " (so do \(vehicles))" }
        return text(.planHeldBackMore, ["message": planLimit(first), "vehicles": vehicles])
    }

    /// The server's limit in this language: its schema raises `the PLAN plan allows N owned vehicles`;
    /// words of another form (a server of another version) stay as the server wrote them.
    private func serverLimit(_ words: String) -> String {
        let parts = words.split(separator: " ")
        guard parts.count == 7, parts[0] == "the", parts[2] == "plan", parts[3] == "allows", let allowed = Int(parts[4]),
              parts[5] == "owned", parts[6] == "vehicles"
        else { return words }
        return plural(.planOwnedVehicles, count: allowed, ["plan": String(parts[1])])
    }
}
