/// Where the devices of one account agree on which of them tells a reminder: the household server,
/// for a device linked to one (`HouseholdReminderClaims`). A device that is not linked has none and
/// keeps its own record alone.
///
/// Every method may throw when the server cannot be asked (unreachable, refused, another schema);
/// a run then goes on sending from this device alone, since a reminder lost is worse than one told
/// twice (at least once).
public protocol ReminderClaims: AnyObject {
    /// Claims `claim` for its device, before the device sends it.
    func claim(_ claim: ReminderClaim) throws -> ReminderClaimOutcome
    /// Marks `claim` as sent, once its channel took the message: the account's other devices record
    /// it without sending.
    func confirm(_ claim: ReminderClaim) throws
    /// Gives up `claim`, whose send failed, so that the next run of any device tries it again.
    func release(_ claim: ReminderClaim) throws
    /// Deletes at most `limit` of the account's claims that no longer apply: not an occurrence in
    /// `active` (`<subject> <due>`), and either due before `dueBefore` (`YYYY-MM-DD`) or claimed more
    /// than ``ReminderPruning/claimedDays`` days ago. Returns how many it deleted.
    func prune(keeping active: Set<String>, dueBefore: String, limit: Int) throws -> Int
}
