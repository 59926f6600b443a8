import GarageStorage

extension CLIWords {
    /// Why a fuel app's row was left out, in this language; English, and a row named by its text
    /// alone, keep the parser's own words (`FuelAppImport.Skipped.reason`).
    func reason(_ skipped: FuelAppImport.Skipped) -> String {
        guard language != .english, let why = skipped.why else { return skipped.reason }
        return switch why {
        case .costTemplate: text(.skipCostTemplate)
        case .income: text(.skipIncome)
        case .reminderWithoutAmount: text(.skipReminderWithoutAmount)
        case .noAmount: text(.skipNoAmount)
        case .eventWithoutCost: text(.skipEventWithoutCost)
        case .secondTankNotSaid: text(.skipSecondTankNotSaid)
        case .unknownTank(let tank): text(.skipUnknownTank, ["tank": tank])
        }
    }

    /// An import file's fault at its `file:line:column: `, in this language; English, and a fault of
    /// one format's own shape, keep the parser's words (`ImportError.description`).
    func importError(_ error: ImportError) -> String {
        guard language != .english, let problem = error.problem else { return error.description }
        let reason = switch problem {
        case .notReadable: text(.importProblemNotReadable)
        case .notUTF8: text(.importProblemNotUTF8)
        case .empty: text(.importProblemEmpty)
        case .unclosedQuote: text(.importProblemUnclosedQuote)
        case .missingColumn(let name): text(.importProblemMissingColumn, ["name": name])
        }
        return error.location + reason
    }
}
