/// What a committed change means for the published snapshots, and so which lifecycle event it is.
public enum ChangeEffect: Sendable {
    /// Records were written (vehicles, readings, expenses, plans, deadlines, rates).
    case records
    /// A preference the widgets show changed (language, currency, lock, time zone).
    case preferences
    /// An account signed in.
    case signIn
    /// The account signed out: every snapshot is removed.
    case signOut
    /// The account and its records were deleted: every snapshot is removed.
    case accountDeleted
    /// Only the sync's own bookkeeping changed (the outbox, the feed's cursor, the server's link):
    /// nothing to publish.
    case syncState
}
