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
}
