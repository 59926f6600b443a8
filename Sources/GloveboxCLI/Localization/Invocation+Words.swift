import AppCore
import ArgumentParsing
import GarageRules

extension Invocation {
    /// The words of the user's language, from the `locale` preference or, unset, the system's locale;
    /// English when no logbook or account can be read yet (the command's own error then says why, in
    /// English).
    ///
    /// Read once per use: a command takes it into a constant before it prints.
    var words: CLIWords { app.words }

    /// The words a refusal is said in: the person's language when a logbook is there to say which
    /// (a refused command never creates one just to say why), else the system's, which is what an
    /// unset `locale` preference would say.
    var refusalWords: CLIWords { app.wordsWithoutOpening }

    /// A usage error, in the person's language, for a problem the command finds in its options
    /// after parsing: two that cannot go together, one it cannot do without.
    func usageError(_ problem: CLIProblem, _ values: [String: String] = [:]) -> UsageError {
        usageError(refusalWords.text(problem, values))
    }

    /// The usage error of options that name no spend period, in the person's language.
    func usageError(_ error: SpendPeriodError) -> UsageError {
        usageError(refusalWords.periodRefusal(error))
    }
}

extension CLIWords {
    /// Why period options name no period; English is the rules' own text. Option values stay as typed.
    func periodRefusal(_ error: SpendPeriodError) -> String {
        guard language != .english else { return error.description }
        return switch error {
        case let .yearWithOthers(year, others): text(.periodYearWithOthers, ["year": String(year), "others": either(others)])
        case .monthsWithBothEnds: text(.periodMonthsWithBothEnds)
        case let .fromAfterTo(from, to): text(.periodFromAfterTo, ["from": from.isoString, "to": to.isoString])
        case let .fromAfterThisMonth(from, today): text(.periodFromAfterThisMonth, ["from": from.isoString, "today": day(today)])
        }
    }

    /// Options joined as English joins them (`--from or --to`), one pair at a time.
    func either(_ options: [String]) -> String {
        options.reduce(nil as String?) { joined, next in
            joined.map { text(.usageOr, ["options": $0, "option": next]) } ?? next
        } ?? ""
    }
}
