import Foundation
import WidgetContract

/// What one publish did, in a form `glovebox publish --json` can print.
public struct PublishReport: Codable, Equatable, Sendable {
    /// What started the publish.
    public enum Trigger: String, Codable, Sendable {
        /// The timer after mount or after a change.
        case timer
        /// The app went to the background.
        case background
        /// Asked for explicitly (`glovebox publish`).
        case forced
        /// A command found the published snapshots behind the logbook (a process that committed a
        /// change died before it published it), or not what was published (missing, damaged).
        case behind
    }

    /// The publish's result.
    public enum Outcome: String, Codable, Sendable {
        /// A new snapshot was written.
        case published
        /// Built, but no widget's content changed: nothing was written and nothing reloaded.
        case unchanged
        /// No widget is installed: nothing was built.
        case nothingInstalled = "nothing-installed"
        /// Nothing changed since the last publish: nothing was built.
        case notDirty = "not-dirty"
        /// No one is signed in: nothing was built.
        case signedOut = "signed-out"
        /// Built from an older logbook state than the snapshot already published: nothing was
        /// written, so the widgets never go back to an older logbook.
        case superseded
    }

    /// What started the publish.
    public var trigger: Trigger
    /// The publish's result.
    public var outcome: Outcome
    /// The kinds whose content differs from the last published snapshot.
    public var changedKinds: [WidgetKind]
    /// The kinds a reload was requested for (changed and installed).
    public var reloadedKinds: [WidgetKind]
    /// The size of the published widgets snapshot, when one was written.
    public var snapshotBytes: Int?
    /// The size of the published Shortcuts snapshot, when one was written.
    public var shortcutsBytes: Int?
    /// The size of the published calendar file, when one was written (it is left as it is when its
    /// events did not change).
    public var calendarBytes: Int?

    /// A report of any outcome.
    public init(
        trigger: Trigger, outcome: Outcome, changedKinds: [WidgetKind] = [],
        reloadedKinds: [WidgetKind] = [], snapshotBytes: Int? = nil, shortcutsBytes: Int? = nil,
        calendarBytes: Int? = nil
    ) {
        self.trigger = trigger
        self.outcome = outcome
        self.changedKinds = changedKinds
        self.reloadedKinds = reloadedKinds
        self.snapshotBytes = snapshotBytes
        self.shortcutsBytes = shortcutsBytes
        self.calendarBytes = calendarBytes
    }

    /// Deterministic JSON for `--json` (sorted keys, one line).
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, arrays and integers cannot fail.
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// One line for people, such as `published 1843 bytes; reloaded vehicle, spend`.
    public var summary: String {
        func names(_ kinds: [WidgetKind]) -> String {
            kinds.isEmpty ? "none" : kinds.map(\.rawValue).joined(separator: ", ")
        }
        let shortcuts = (shortcutsBytes.map { "; shortcuts snapshot \($0) bytes" } ?? "")
            + (calendarBytes.map { "; calendar \($0) bytes" } ?? "")
        switch outcome {
        case .published:
            return "published \(snapshotBytes ?? 0) bytes; changed: \(names(changedKinds)); "
                + "reloaded: \(names(reloadedKinds))" + shortcuts
        case .unchanged:
            return "no widget's content changed; nothing written, nothing reloaded" + shortcuts
        case .nothingInstalled:
            return "no widget is installed; widgets snapshot not built" + shortcuts
        case .notDirty:
            return "nothing changed since the last publish"
        case .signedOut:
            return "signed out; nothing published"
        case .superseded:
            return "a snapshot of a newer logbook is already published; nothing written, nothing reloaded" + shortcuts
        }
    }
}
