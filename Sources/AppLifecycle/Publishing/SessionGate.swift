import Synchronization

/// The session epoch and the lock that orders every rename against the end of a session.
///
/// A publish notes the epoch when it starts. Its rename runs inside ``RenameCommit/perform(_:)``,
/// which holds this gate's lock, checks that the epoch is unchanged, and renames. Ending a session
/// moves the epoch on under the same lock, so each rename lands entirely before the session end
/// (and is removed by its purge) or is refused — never after the purge.
public final class SessionGate: Sendable {
    private let epochValue = Mutex(0)

    /// A gate at epoch zero.
    public init() {}

    /// The current session epoch.
    public var epoch: Int { epochValue.withLock { $0 } }

    /// Moves to a new epoch, waiting for a rename in progress to finish; returns the new epoch.
    @discardableResult
    public func endEpoch() -> Int {
        epochValue.withLock { epoch in
            epoch += 1
            return epoch
        }
    }

    /// A commit that lets a rename through only while the epoch is still `epoch`.
    public func commit(forEpoch epoch: Int) -> RenameCommit {
        RenameCommit(gate: self, epoch: epoch)
    }

    /// Runs `body` holding the lock, if the epoch is still `epoch`; otherwise refuses.
    func withEpoch<Result>(_ epoch: Int, _ body: () throws -> Result) throws -> Result {
        try epochValue.withLock { current throws -> Result in
            guard current == epoch else { throw SessionEndedError(startedIn: epoch, current: current) }
            return try body()
        }
    }
}

/// Permission to rename one published file, valid while the session that asked for it lasts.
public struct RenameCommit: Sendable {
    let gate: SessionGate?
    let epoch: Int

    /// A commit that always lets the rename through (tools and tests without a session).
    public static let unconditional = RenameCommit(gate: nil, epoch: 0)

    /// Performs `rename` under the session lock if the session has not ended; else throws
    /// ``SessionEndedError`` without calling it.
    public func perform(_ rename: () throws -> Void) throws {
        guard let gate else { return try rename() }
        try gate.withEpoch(epoch, rename)
    }
}

/// A rename was refused because the session it belonged to has ended.
public struct SessionEndedError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The epoch the publish started in.
    public var startedIn: Int
    /// The epoch when it tried to rename.
    public var current: Int

    /// The message, with both epochs.
    public var description: String {
        "the session ended during the publish (epoch \(startedIn), now \(current)); nothing was renamed"
    }
}
