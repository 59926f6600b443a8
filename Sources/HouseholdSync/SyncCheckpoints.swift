import AppCore
import Foundation

/// **Test-only.** Named moments of a sync at which a test's child process stops or kills itself,
/// so that the crash and outage tests hit the moment they mean instead of a random one; and a
/// smaller push page, so that a few changes make several pages.
///
/// Read from two environment variables that only the tests set:
/// - `GLOVEBOX_TEST_SYNC_CHECKPOINT=POINT[:PAGE]=ACTION`, such as `push-committed:2=kill` or
///   `pull-started=stop`: at that moment the process sends itself `SIGKILL` (`kill`) or `SIGSTOP`
///   (`stop`: it goes on when the test sends `SIGCONT`, having stopped the server meanwhile, say);
/// - `GLOVEBOX_TEST_SYNC_PAGE_SIZE=N`: outbox rows per pushed page instead of ``HouseholdSynchronizer/pageSize``.
///
/// Without them (every real run) each check is one comparison with `nil`.
struct SyncCheckpoints {
    /// A moment of a sync.
    enum Point: String {
        /// A page's rows are sent in its server transaction, which is not committed yet.
        case pushSent = "push-sent"
        /// The server committed the page; this device has not acknowledged it.
        case pushCommitted = "push-committed"
        /// The page is acknowledged (its outbox rows deleted).
        case pushAcknowledged = "push-acknowledged"
        /// The push is done; the pull has not read the feed yet.
        case pullStarted = "pull-started"
        /// The pull read the feed; nothing is applied yet.
        case pullRead = "pull-read"
        /// The pulled rows and the cursor are written in the local transaction, not committed.
        case pullApplying = "pull-applying"
        /// The local transaction committed; the widgets are not republished yet.
        case pullCommitted = "pull-committed"
    }

    static let checkpointVariable = "GLOVEBOX_TEST_SYNC_CHECKPOINT"
    static let pageSizeVariable = "GLOVEBOX_TEST_SYNC_PAGE_SIZE"

    /// Where to act (`POINT` or `POINT:PAGE`) and how (`kill`, `stop`), when a test asked.
    private let target: (point: String, action: String)?
    /// The push page size a test asked for.
    let pageSize: Int?

    /// The checkpoints `environment` asks for.
    init(environment: [String: String]) {
        let parts = environment[Self.checkpointVariable]?.split(separator: "=", maxSplits: 1).map(String.init)
        target = parts.flatMap { $0.count == 2 ? ($0[0], $0[1]) : nil }
        pageSize = environment[Self.pageSizeVariable].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    }

    /// The checkpoints of this process's environment (the tests set them on a child `glovebox`).
    init(app: AppSession) {
        self.init(environment: ProcessInfo.processInfo.environment)
    }

    /// Acts when `point` (of push page `page`, counted from 1) is the one asked for.
    func reach(_ point: Point, page: Int? = nil) {
        guard let target else { return }
        let name = page.map { "\(point.rawValue):\($0)" } ?? point.rawValue
        guard target.point == name else { return }
        switch target.action {
        case "kill": kill(getpid(), SIGKILL)
        case "stop": kill(getpid(), SIGSTOP)
        default: return
        }
    }
}

extension SyncCheckpoints {
    /// A change that reaches a checkpoint inside its transaction, once its rows are written and
    /// before the commit; otherwise the change it wraps, unchanged.
    struct Reaching<Base: LogbookChange>: LogbookChange {
        let base: Base
        let point: Point
        let checkpoints: SyncCheckpoints

        init(_ base: Base, point: Point, checkpoints: SyncCheckpoints) {
            self.base = base
            self.point = point
            self.checkpoints = checkpoints
        }

        var label: String { base.label }
        var effect: ChangeEffect { base.effect }
        var isJournaled: Bool { base.isJournaled }

        func apply(in context: ChangeContext) throws -> Base.Result {
            let result = try base.apply(in: context)
            checkpoints.reach(point)
            return result
        }
    }
}
