/// One result of the logbook check (``LogbookCheck``), laid out as `glovebox doctor` prints the
/// shared container's findings.
public struct LogbookFinding: Hashable, Sendable {
    /// How the check came out.
    public enum Outcome: String, Sendable {
        /// All is well.
        case passed = "ok"
        /// Worth knowing, not an error.
        case notice = "note"
        /// The logbook needs the fix.
        case failed = "FAIL"
    }

    /// The outcome.
    public let outcome: Outcome
    /// What was checked.
    public let subject: String
    /// What was found.
    public let detail: String
    /// The problems found, one a line (SQLite's, or the damaged rows).
    public let items: [String]
    /// What to do about it.
    public let fix: String?

    /// Creates a finding.
    public init(_ outcome: Outcome, _ subject: String, _ detail: String, items: [String] = [], fix: String? = nil) {
        self.outcome = outcome
        self.subject = subject
        self.detail = detail
        self.items = items
        self.fix = fix
    }

    /// The finding for the terminal: its line, its items indented under it, then the fix.
    public var text: String {
        var lines = ["[\(outcome.rawValue)] \(subject): \(detail)"]
        lines += items.map { "       - \($0)" }
        if let fix { lines.append("       fix: \(fix)") }
        return lines.joined(separator: "\n")
    }
}
