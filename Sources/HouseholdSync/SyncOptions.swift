import AppCore
import HouseholdCrypto

/// How a sync runs: how many outbox rows go in one pushed page, how many records a pull holds at
/// once, and who hears of its named moments.
///
/// The app syncs with ``standard``. Tests make pages small, so that a few changes make several
/// pages, and pass a ``SyncObserver`` to act at the moments they name.
public struct SyncOptions: Sendable {
    /// Outbox rows per pushed page, each page in one server transaction.
    public let pageSize: Int
    /// Records per pulled page: what a pull holds in memory at once.
    public let pullPageSize: Int
    /// Called at each named moment; `nil` (the app) calls nothing.
    public let observer: SyncObserver?
    /// What wrapping an account's key with its passphrase costs (Argon2id): the moderate cost in the
    /// app; tests, which make many keys, ask for the interactive one.
    public let keyCost: KeyDerivationCost

    /// Pages of ``HouseholdSynchronizer/pageSize`` rows, and no observer: how the app syncs.
    public static let standard = SyncOptions()

    /// Options with pushed pages of `pageSize` rows and pulled pages of `pullPageSize` records (each
    /// at least 1), and `observer`.
    public init(
        pageSize: Int = HouseholdSynchronizer.pageSize, pullPageSize: Int = HouseholdSynchronizer.pullPageSize,
        observer: SyncObserver? = nil, keyCost: KeyDerivationCost = .moderate
    ) {
        precondition(pageSize > 0 && pullPageSize > 0, "a page holds at least one row")
        self.pageSize = pageSize
        self.pullPageSize = pullPageSize
        self.observer = observer
        self.keyCost = keyCost
    }

    /// Tells the observer, if any, that the sync reached `moment` (of push page `page`).
    func reach(_ moment: SyncObserver.Moment, page: Int? = nil) {
        observer?.reach(moment, page: page)
    }
}

extension SyncOptions {
    /// A change that reaches a moment inside its transaction, once its rows are written and
    /// before the commit; otherwise the change it wraps, unchanged.
    struct Reaching<Base: LogbookChange>: LogbookChange {
        let base: Base
        let moment: SyncObserver.Moment
        let options: SyncOptions

        init(_ base: Base, moment: SyncObserver.Moment, options: SyncOptions) {
            self.base = base
            self.moment = moment
            self.options = options
        }

        var label: String { base.label }
        var effect: ChangeEffect { base.effect }
        var isJournaled: Bool { base.isJournaled }

        func apply(in context: ChangeContext) throws -> Base.Result {
            let result = try base.apply(in: context)
            options.reach(moment)
            return result
        }
    }
}
