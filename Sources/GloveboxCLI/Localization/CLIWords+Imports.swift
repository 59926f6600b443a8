import GarageRules
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

    /// An import file's fault at its `file:line:column: `, in this language; English, and a fault no
    /// problem types (the fuel apps' dates, units and decimals, LubeLogger's rows), keep the parser's
    /// words (`ImportError.description`).
    func importError(_ error: ImportError) -> String {
        guard language != .english, let problem = error.problem else { return error.description }
        let reason = switch problem {
        case .notReadable: text(.importProblemNotReadable)
        case .notUTF8: text(.importProblemNotUTF8)
        case .empty: text(.importProblemEmpty)
        case .unclosedQuote: text(.importProblemUnclosedQuote)
        case .missingColumn(let name): text(.importProblemMissingColumn, ["name": name])
        case .quoteInUnquotedField: text(CLIProblem.importQuoteInUnquoted)
        case .unexpectedAfterQuote(let character): text(CLIProblem.importUnexpectedAfterQuote, ["character": character])
        case let .fieldCount(expected, found): text(CLIProblem.importFieldCount, ["expected": count(expected), "found": count(found)])
        case .repeatedColumn(let name): text(CLIProblem.importRepeatedColumn, ["name": Quoted.excerpt(name)])
        case .noSuchDay(let text): self.text(CLIProblem.importNoSuchDay, ["text": Quoted.excerpt(text)])
        case .costWithoutCurrency(let text): self.text(CLIProblem.importCostWithoutCurrency, ["text": Quoted.excerpt(text)])
        case .unknownFuelTable: text(CLIProblem.importUnknownFuelTable)
        case .firstColumnNotDate(let text): self.text(CLIProblem.importFirstColumnNotDate, ["text": Quoted.excerpt(text)])
        case .notACurrencyCode(let code): text(CLIProblem.importNotACurrencyCode, ["code": Quoted.excerpt(code)])
        case .repeatedCurrency(let code): text(CLIProblem.importRepeatedCurrency, ["code": Quoted.excerpt(code)])
        case .notARatesDate(let text): self.text(CLIProblem.importNotARatesDate, ["text": Quoted.excerpt(text)])
        case .repeatedDay(let day): text(CLIProblem.importRepeatedDay, ["day": self.day(iso: day)])
        case let .notARate(currency, text): self.text(CLIProblem.importNotARate, ["currency": currency, "text": Quoted.excerpt(text)])
        case .valueAfterLastCurrency(let text): self.text(CLIProblem.importValueAfterLastCurrency, ["text": Quoted.excerpt(text)])
        case .fuelRecord(let problem): fuelRecordProblem(problem)
        case .field(let problem): fieldProblem(problem)
        case .fuelioTextBeforeFirstSection: text(CLIProblem.fuelioTextBeforeFirstSection)
        case .fuelioUnknownSection(let name): text(CLIProblem.fuelioUnknownSection, ["name": Quoted.excerpt(name)])
        case .fuelioRepeatedSection(let name): text(CLIProblem.fuelioRepeatedSection, ["name": Quoted.excerpt(name)])
        case .fuelioMissingSection(let name): text(CLIProblem.fuelioMissingSection, ["name": name])
        case .fuelioEmptyVehicleSection: text(CLIProblem.fuelioEmptyVehicleSection)
        case .fuelioUnknownDistUnit(let code): text(CLIProblem.fuelioUnknownDistUnit, ["code": Quoted.excerpt(code)])
        case .fuelioUnknownFuelUnit(let code): text(CLIProblem.fuelioUnknownFuelUnit, ["code": Quoted.excerpt(code)])
        case .fuelioLogWithoutHeader: text(CLIProblem.fuelioLogWithoutHeader)
        case let .fuelioMissingColumn(column, section): text(CLIProblem.fuelioMissingColumn, ["column": column, "section": section])
        case .drivvoUnknownSection(let name): text(CLIProblem.drivvoUnknownSection, ["name": Quoted.excerpt(name)])
        case let .drivvoMissingColumn(column, section):
            text(CLIProblem.drivvoMissingColumn, ["column": column, "section": Quoted.excerpt(section)])
        case .drivvoNoRecordSection: text(CLIProblem.drivvoNoRecordSection)
        case .acarNoRecordSection: text(CLIProblem.acarNoRecordSection)
        case .lubeLoggerNotADirectory: text(CLIProblem.lubeLoggerNotADirectory)
        case .lubeLoggerNoExport(let names): text(CLIProblem.lubeLoggerNoExport, ["files": names.joined(separator: ", ")])
        case .lubeLoggerFileChanged: text(CLIProblem.lubeLoggerFileChanged)
        case .lubeLoggerEngineHours: text(CLIProblem.lubeLoggerEngineHours)
        case .lubeLoggerNotAReminderDate(let date): text(CLIProblem.lubeLoggerNotAReminderDate, ["date": Quoted.excerpt(date)])
        }
        return error.location + reason
    }
}
