/// One result of `glovebox doctor`: of the startup check of the shared container (`NativeConfig`)
/// or of the logbook check (`AppCore`), printed the same way.
public struct DoctorFinding: Hashable, Sendable {
    /// How the check came out.
    public enum Outcome: String, Sendable {
        /// All is well.
        case passed = "ok"
        /// Worth knowing, not an error.
        case notice = "note"
        /// Something needs the fix (empty widgets, a damaged logbook).
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
    /// What to do about it, for notices and failures.
    public let fix: String?

    /// Creates a finding.
    public init(_ outcome: Outcome, _ subject: String, _ detail: String, items: [String] = [], fix: String? = nil) {
        self.outcome = outcome
        self.subject = subject
        self.detail = detail
        self.items = items
        self.fix = fix
    }

    /// A check that passed.
    public static func passed(_ subject: String, _ detail: String) -> DoctorFinding {
        DoctorFinding(.passed, subject, detail)
    }

    /// Something worth knowing, with a hint.
    public static func notice(_ subject: String, _ detail: String, hint: String) -> DoctorFinding {
        DoctorFinding(.notice, subject, detail, fix: hint)
    }

    /// A failure, with its fix.
    public static func failed(_ subject: String, _ detail: String, fix: String) -> DoctorFinding {
        DoctorFinding(.failed, subject, detail, fix: fix)
    }

    /// The finding for the terminal: its line, its items indented under it, then the fix.
    public var text: String {
        var lines = ["[\(outcome.rawValue)] \(subject): \(detail)"]
        lines += items.map { "       - \($0)" }
        if let fix { lines.append("       fix: \(fix)") }
        return lines.joined(separator: "\n")
    }
}
