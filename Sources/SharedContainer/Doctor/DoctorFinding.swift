/// One result of `glovebox doctor`: of the startup check of the shared container (`LinuxHome`, the
/// Apple app's own), of the logbook check or of the published files (`AppCore`).
///
/// It holds what was found, not sentences: the command line words ``subject``, ``detail`` and
/// ``fix`` in the person's language, so that every check is reported the same way in each of them.
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
    public let subject: DoctorSubject
    /// What was found.
    public let detail: DoctorDetail
    /// The problems found, one a line, in the words of what found them (SQLite's own, a damaged
    /// row's reason): at most a check's listing limit of them.
    public let items: [String]
    /// How many more problems there are than ``items`` lists.
    public let unlisted: Int
    /// What to do about it, for notices and failures.
    public let fix: DoctorFix?

    /// Creates a finding.
    public init(
        _ outcome: Outcome, _ subject: DoctorSubject, _ detail: DoctorDetail,
        items: [String] = [], unlisted: Int = 0, fix: DoctorFix? = nil
    ) {
        self.outcome = outcome
        self.subject = subject
        self.detail = detail
        self.items = items
        self.unlisted = unlisted
        self.fix = fix
    }

    /// A check that passed.
    public static func passed(_ subject: DoctorSubject, _ detail: DoctorDetail) -> DoctorFinding {
        DoctorFinding(.passed, subject, detail)
    }

    /// Something worth knowing, with a hint.
    public static func notice(_ subject: DoctorSubject, _ detail: DoctorDetail, hint: DoctorFix) -> DoctorFinding {
        DoctorFinding(.notice, subject, detail, fix: hint)
    }

    /// A failure, with its fix.
    public static func failed(_ subject: DoctorSubject, _ detail: DoctorDetail, fix: DoctorFix) -> DoctorFinding {
        DoctorFinding(.failed, subject, detail, fix: fix)
    }
}
