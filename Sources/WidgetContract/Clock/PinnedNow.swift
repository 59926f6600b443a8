#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `GLOVEBOX_NOW`: the instant every Glovebox program takes as "now" when it is set, so that a
/// script or a demo shows what the logbook, the widgets and Siri say on one given day.
///
/// The app and the widget side both read it here, with the same parse as the programs' own
/// `--at` options, so that a pinned demo never contradicts itself. A value that is not an instant
/// is refused (`PinnedNowError`, exit status 2), never ignored: a silently ignored pin would show
/// today's answers while the user believes they are looking at another day. An empty value counts
/// as unset, as `VAR= command` is how a shell clears a variable for one command.
///
/// ```swift
/// let pinned = try PinnedNow.instant(in: ProcessInfo.processInfo.environment)
/// let now = pinned ?? Date()
/// ```
public enum PinnedNow {
    /// The variable's name.
    public static let variable = "GLOVEBOX_NOW"
    /// An example value, as messages and help show it.
    public static let example = "2026-11-29T19:20:00Z"

    /// The pinned instant, `nil` when the variable is unset or empty.
    public static func instant(in environment: [String: String]) throws(PinnedNowError) -> Date? {
        guard let text = environment[variable], !text.isEmpty else { return nil }
        guard let instant = parse(text) else { throw PinnedNowError(value: text) }
        return instant
    }

    /// An ISO 8601 instant with its zone designator (`2026-11-29T19:20:00Z`,
    /// `2026-11-29T20:20:00+01:00`), or `nil`: the one parse of "an instant" typed by a user
    /// (``InstantText``), which the programs' `--at` options use too.
    public static func parse(_ text: String) -> Date? {
        InstantText.parse(text)
    }
}

/// `GLOVEBOX_NOW` holds something that is not an instant.
public struct PinnedNowError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The variable's value, as it was set.
    public let value: String

    /// Creates the error for `value`.
    public init(value: String) {
        self.value = value
    }

    /// The message, naming the value (made safe to print: it came from the environment).
    public var description: String {
        "\(PinnedNow.variable) '\(SafeText.quoted(value))' is not an ISO 8601 instant such as \(PinnedNow.example)"
    }
}
