/// A callback that a sync calls at each of its named moments, on the thread that syncs.
///
/// The moments are the ones at which a crash or an outage means something different: between a
/// page's server commit and its acknowledgement, between the pull's read and its local commit, and
/// so on. The app never installs one. The crash and outage tests do, in a helper process of their
/// own that kills or stops itself at the moment a test names, so that the test hits that moment
/// instead of a random one.
///
/// ```swift
/// let observer = SyncObserver { event in
///     if event == SyncObserver.Event(.pushCommitted, page: 2) { kill(getpid(), SIGKILL) }
/// }
/// try HouseholdSynchronizer.run(app: app, link: link, options: SyncOptions(pageSize: 4, observer: observer))
/// ```
public struct SyncObserver: Sendable {
    /// A named moment of a sync.
    public enum Moment: String, Sendable, CaseIterable {
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

        /// Whether the moment belongs to one push page (and so an event of it names the page).
        public var isPerPage: Bool {
            switch self {
            case .pushSent, .pushCommitted, .pushAcknowledged: true
            case .pullStarted, .pullRead, .pullApplying, .pullCommitted: false
            }
        }
    }

    /// One moment reached: the moment, and the push page it belongs to (counted from 1), if any.
    ///
    /// Its text is the moment's name, with `:PAGE` for a push page's moments: `push-committed:2`,
    /// `pull-read`.
    public struct Event: Sendable, Hashable, LosslessStringConvertible {
        /// The moment.
        public let moment: Moment
        /// The push page, counted from 1, for the push's moments; `nil` for the others.
        public let page: Int?

        /// The event of `moment`, of push page `page` when the moment is one of a page's.
        public init(_ moment: Moment, page: Int? = nil) {
            self.moment = moment
            self.page = page
        }

        /// The event `description` names (`push-committed:2`, `pull-read`), or `nil` when it names
        /// none: an unknown moment, a page that is not a positive number, or a page on a moment that has none.
        public init?(_ description: String) {
            let parts = description.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard let moment = Moment(rawValue: String(parts[0])) else { return nil }
            if parts.count == 2 {
                guard moment.isPerPage, let page = Int(parts[1]), page > 0 else { return nil }
                self.init(moment, page: page)
            } else {
                self.init(moment)
            }
        }

        public var description: String {
            page.map { "\(moment.rawValue):\($0)" } ?? moment.rawValue
        }
    }

    private let observe: @Sendable (Event) -> Void

    /// An observer that calls `observe` with every event a sync reaches, in order.
    public init(_ observe: @escaping @Sendable (Event) -> Void) {
        self.observe = observe
    }

    /// Tells the observer that the sync reached `moment` (of push page `page`).
    func reach(_ moment: Moment, page: Int? = nil) {
        observe(Event(moment, page: page))
    }
}
