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
    /// The problems found, one a line, each in the words of what found it (SQLite's own, a damaged
    /// row's reason) and of its own type: at most a check's listing limit of them.
    public let items: [any DoctorItem]
    /// How many more problems there are than ``items`` lists.
    public let unlisted: Int
    /// What to do about it, for notices and failures.
    public let fix: DoctorFix?

    /// Creates a finding.
    public init(
        _ outcome: Outcome, _ subject: DoctorSubject, _ detail: DoctorDetail,
        items: [any DoctorItem] = [], unlisted: Int = 0, fix: DoctorFix? = nil
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

extension DoctorFinding {
    // Two findings are the same when they say the same: an item is compared by its English line,
    // whatever type found it.
    public static func == (lhs: DoctorFinding, rhs: DoctorFinding) -> Bool {
        lhs.outcome == rhs.outcome && lhs.subject == rhs.subject && lhs.detail == rhs.detail
            && lhs.items.map(\.description) == rhs.items.map(\.description) && lhs.unlisted == rhs.unlisted && lhs.fix == rhs.fix
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(outcome)
        hasher.combine(subject)
        hasher.combine(detail)
        hasher.combine(items.map(\.description))
        hasher.combine(unlisted)
        hasher.combine(fix)
    }
}
