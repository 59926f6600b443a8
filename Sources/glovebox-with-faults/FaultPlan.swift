import Foundation
import HouseholdSync

/// What `glovebox-with-faults` was asked to do, read from its own options before the `glovebox`
/// command line they precede.
///
/// ```
/// glovebox-with-faults [--sync-page-size N] [--at MOMENT[:PAGE]=kill|stop] -- ARGUMENTS…
/// ```
///
/// - `--sync-page-size N`: outbox rows per pushed page and records per pulled page instead of the
///   app's 500 and 1,000, so that a few changes make several pages;
/// - `--at push-committed:2=kill`: at that moment of the sync the process sends itself `SIGKILL`;
///   `=stop` sends `SIGSTOP` instead (it goes on when the test sends `SIGCONT`, having stopped the
///   server meanwhile, say). The moments are ``SyncObserver/Moment``'s names; the push's take the
///   page, counted from 1.
struct FaultPlan {
    /// What the process does to itself at the moment.
    enum Action: String {
        case kill, stop

        var signal: Int32 {
            switch self {
            case .kill: SIGKILL
            case .stop: SIGSTOP
            }
        }
    }

    /// The sync's options: the page size and, when a moment was named, the observer that acts at it.
    var sync = SyncOptions.standard
    /// The `glovebox` command line to run.
    var arguments: [String] = []

    /// The usage line, printed with every refusal.
    static let usage = "usage: glovebox-with-faults [--sync-page-size N] [--at MOMENT[:PAGE]=kill|stop] -- ARGUMENTS..."

    /// A refused option, with what was wrong.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads the options up to `--`; everything after it is the `glovebox` command line.
    init(parsing words: [String]) throws(Refusal) {
        var pageSize = HouseholdSynchronizer.pageSize
        var target: (event: SyncObserver.Event, action: Action)?
        var rest = words[...]
        while let word = rest.popFirst() {
            switch word {
            case "--":
                arguments = Array(rest)
                // Small pages push and pull alike in several steps.
                sync = SyncOptions(pageSize: pageSize, pullPageSize: pageSize, observer: target.map(Self.observer(acting:)))
                return
            case "--sync-page-size":
                guard let value = rest.popFirst().flatMap(Int.init), value > 0 else {
                    throw Refusal(description: "--sync-page-size takes a positive number of rows")
                }
                pageSize = value
            case "--at":
                let parts = rest.popFirst()?.split(separator: "=", maxSplits: 1).map(String.init) ?? []
                guard parts.count == 2, let event = SyncObserver.Event(parts[0]), let action = Action(rawValue: parts[1]) else {
                    let moments = SyncObserver.Moment.allCases.map(\.rawValue).joined(separator: ", ")
                    throw Refusal(description: "--at takes MOMENT[:PAGE]=kill|stop, a moment one of: \(moments)")
                }
                target = (event, action)
            default:
                throw Refusal(description: "unknown option '\(word)' (the glovebox command line follows '--')")
            }
        }
        throw Refusal(description: "no '--' before the glovebox command line")
    }

    /// An observer that sends the process `action`'s signal when the sync reaches `target`.
    static func observer(acting target: (event: SyncObserver.Event, action: Action)) -> SyncObserver {
        let (event, signal) = (target.event, target.action.signal)
        return SyncObserver { reached in
            if reached == event { kill(getpid(), signal) }
        }
    }
}
