#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the host did about one reload trigger: a request from the app, or a timeline that ran out.
public struct ReloadRecord: Codable, Hashable, Sendable {
    /// What asked for the reload.
    public enum Trigger: Codable, Hashable, Sendable {
        /// The app asked for every widget of a kind (`kind` = its raw value) or all (`nil`).
        case request(kind: String?)
        /// A widget's timeline policy asked (its last entry, or its retry time, came).
        case timelinePolicy
    }

    /// What happened to one widget.
    public enum Outcome: String, Codable, Hashable, Sendable {
        /// Reloaded for free: the app was in the foreground.
        case reloadedFree = "reloaded (foreground, free)"
        /// Reloaded, spending one background reload.
        case reloaded = "reloaded (background)"
        /// Already reloaded for an earlier request of the same batch: nothing spent.
        case coalesced = "coalesced with an earlier request"
        /// Not reloaded: the widget's 70 background reloads of the last 24 hours are spent.
        case refusedOverBudget = "refused (budget spent)"
    }

    /// What asked.
    public var trigger: Trigger
    /// When the app asked (for policy reloads, when the policy's time came).
    public var requestedAt: Date
    /// Whether the app was in the foreground.
    public var foreground: Bool
    /// When the host handled it.
    public var handledAt: Date
    /// The outcome for each installed widget the trigger covered, by widget id.
    public var outcomes: [String: Outcome]

    /// Creates a record.
    public init(trigger: Trigger, requestedAt: Date, foreground: Bool, handledAt: Date, outcomes: [String: Outcome]) {
        self.trigger = trigger
        self.requestedAt = requestedAt
        self.foreground = foreground
        self.handledAt = handledAt
        self.outcomes = outcomes
    }

    /// "deadlines", "all" or "timeline policy".
    public var triggerDescription: String {
        switch trigger {
        case .request(let kind): kind ?? "all"
        case .timelinePolicy: "timeline policy"
        }
    }
}
