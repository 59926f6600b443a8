/// One `glovebox remind` run's use of the household server's claims: it asks while the server
/// answers, and from the first failure on sends from this device alone (at least once), keeping the
/// reason for the report. A device without claims (not linked) is local from the start.
struct ReminderClaimRun {
    /// The server's claims, if the device is linked.
    let claims: (any ReminderClaims)?
    /// Why the server could not be asked, once it could not.
    private(set) var problem: String?
    /// Whether the run asked the server anything (a connection is open, so pruning costs one more
    /// statement, not a connection).
    private(set) var asked = false

    init(claims: (any ReminderClaims)?) {
        self.claims = claims
    }

    /// The server's answer to `claim`, or `nil` when the device sends it on its own (not linked, or
    /// the server could not be asked).
    mutating func claim(_ claim: ReminderClaim) -> ReminderClaimOutcome? {
        guard let claims = usable else { return nil }
        asked = true
        do {
            return try claims.claim(claim)
        } catch {
            problem = "\(error)"
            return nil
        }
    }

    /// Marks `claim` sent, and returns whether the server took it; a failure is reported, and the
    /// caller keeps the claim to confirm at a later run (until then another device may take it over
    /// after the lease and send it again: at least once).
    mutating func confirm(_ claim: ReminderClaim) -> Bool {
        guard let claims = usable else { return false }
        asked = true
        do {
            try claims.confirm(claim)
            return true
        } catch {
            problem = "\(error)"
            return false
        }
    }

    /// Releases `claim` after its send failed; a failure is reported, and the claim, still unsent and
    /// this device's, is taken back by its next run (or by another device after the lease).
    mutating func release(_ claim: ReminderClaim) {
        guard let claims = usable else { return }
        do { try claims.release(claim) } catch { problem = "\(error)" }
    }

    /// Prunes the account's claims that no longer apply; 0 when the server cannot be asked.
    mutating func prune(keeping active: Set<String>, dueBefore: String) -> Int {
        guard let claims = usable else { return 0 }
        asked = true
        do {
            return try claims.prune(keeping: active, dueBefore: dueBefore, limit: ReminderPruning.batch)
        } catch {
            problem = "\(error)"
            return 0
        }
    }

    private var usable: (any ReminderClaims)? {
        problem == nil ? claims : nil
    }
}
