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
        case .failure(let failure): text(.syncServerFailed, ["reason": syncFailure(failure)])
        case .damagedLink(let path): text(.syncDamagedLink, ["path": path])
        case .lockFailed(let reason): text(.syncLockFailed, ["reason": reason])
        case .clockAhead(let milliseconds): text(.syncClockAhead, ["duration": SyncError.duration(milliseconds)])
        case let .missingPassword(account, server): text(.syncMissingPassword, ["account": account, "server": server])
        case .keyLocked(let account): text(.syncKeyLocked, ["account": account])
        }
    }

    /// The reason of a failure the sync names, in this language.
    func syncFailure(_ failure: SyncServerFailure) -> String {
        switch failure {
        case .vehicleKeyRace: text(.syncFailureKeyRace)
        case .vehicleIDTaken: text(.syncFailureIDTaken)
        case .shareChanged: text(.syncFailureShareChanged)
        case .parentRemoved: text(.syncFailureParentRemoved)
        case .pushTimedOut: text(.syncFailureTimedOut)
        case .recordBeingWritten: text(.syncFailureBeingWritten)
        case let .vehicleRecords(vehicle, records, limit):
            pushAdvice(text(.serverVehicleRecords, ["vehicle": vehicle, "records": count(records), "limit": count(limit)]))
        case let .vehicleBytes(vehicle, bytes, limit):
            pushAdvice(text(.serverVehicleBytes, ["vehicle": vehicle, "bytes": count(bytes), "limit": count(limit)]))
        case let .accountRecords(vehicle, records, limit):
            pushAdvice(text(.serverAccountRecords, ["vehicle": vehicle, "records": count(records), "limit": count(limit)]))
        case .overLimitInServerWords(let words): pushAdvice(words)
        case let .planOwnedVehicles(plan, allowed): plural(.planOwnedVehicles, count: allowed, ["plan": plan])
        case .reminderClaims(let limit): text(.serverReminderClaims, ["limit": count(limit)])
        case .passwordNotAVerifier: text(.serverPasswordNotAVerifier)
        case .accountGone(let account): text(.syncFailureAccountGone, ["account": account])
        case .unknownPlan(let plan): text(.syncFailureUnknownPlan, ["plan": plan])
        case .unreadableOutboxRow(let row): text(.syncFailureOutboxRow, ["row": row])
        case .unreadableStamps(let json): text(.syncFailureStamps, ["json": json])
        case let .unreadableFeedPosition(cursor, horizon): text(.syncFailureFeedPosition, ["cursor": cursor, "horizon": horizon])
        case .unreadableRow(let table): text(.syncFailureUnreadableRow, ["table": table])
        }
    }

    /// A limit of the server and what to do about it, in this language.
    private func pushAdvice(_ limit: String) -> String {
        text(.syncFailureOverLimit, ["limit": limit])
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
        // Words of a refusal that names no rule stay as the server wrote them.
        let limit = refusal.plan.map { plural(.planOwnedVehicles, count: $0.allowed, ["plan": $0.name]) } ?? refusal.limit
        return text(.planHeldBack, ["vehicle": refusal.vehicle, "limit": limit])
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
}
