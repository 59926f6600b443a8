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
    /// problem types, keep the parser's words (`ImportError.description`).
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
        case let .dateOrderClash(date, dayFirst, earlier, place):
            text(dayFirst ? CLIProblem.fuelAppDateDayFirstClash : .fuelAppDateMonthFirstClash,
                 ["date": Quoted.excerpt(date), "earlier": Quoted.excerpt(earlier), "place": place])
        case .ambiguousDateOrder(let date): text(CLIProblem.fuelAppAmbiguousDateOrder, ["date": Quoted.excerpt(date)])
        case .emptyValue(let name): text(CLIProblem.fuelAppEmptyValue, ["name": name])
        case let .noSuchMonth(date, month, other, order):
            // The orders are --day-order's own values, which the person types back as they are.
            text(CLIProblem.fuelAppNoSuchMonth,
                 ["date": Quoted.excerpt(date), "month": count(month), "other": other.rawValue, "order": order.rawValue])
        case let .notADate(name, text, order):
            self.text(CLIProblem.fuelAppNotADate,
                      ["name": name, "text": Quoted.excerpt(text), "pattern": order == .monthFirst ? "MM/DD/YYYY" : "DD/MM/YYYY"])
        case let .decimalSeparatorClash(text, separator, earlier, place, earlierSeparator):
            self.text(CLIProblem.fuelAppDecimalClash, [
                "text": Quoted.excerpt(text), "separator": separator.character, "earlier": Quoted.excerpt(earlier),
                "place": place, "earlierSeparator": earlierSeparator.character,
            ])
        case .ambiguousDecimal(let text): self.text(CLIProblem.fuelAppAmbiguousDecimal, ["text": Quoted.excerpt(text)])
        case let .volumeUnitClash(stated, text, said):
            // Units as the options spell them (`l`, `us-gal`), since the fix is to type one.
            self.text(CLIProblem.fuelAppVolumeUnitClash, ["stated": stated.rawValue, "text": Quoted.excerpt(text), "said": said.rawValue])
        case let .distanceUnitClash(stated, text, said):
            self.text(CLIProblem.fuelAppDistanceUnitClash, ["stated": stated.rawValue, "text": Quoted.excerpt(text), "said": said.rawValue])
        case let .unstatedVolume(app, text):
            self.text(CLIProblem.fuelAppUnstatedVolume, [
                "app": app.displayName, "text": Quoted.excerpt(text),
                "units": VolumeUnit.allCases.map(\.rawValue).joined(separator: ", "),
            ])
        case let .fuelioHeaderDistanceClash(header, unit, line, vehicle):
            // A line number is a place, written as the `file:line:column` before it writes it.
            text(CLIProblem.fuelioHeaderDistanceClash,
                 ["header": Quoted.excerpt(header), "unit": unit.rawValue, "line": String(line), "vehicle": vehicle.rawValue])
        case let .fuelioHeaderVolumeClash(header, unit, line, vehicle):
            text(CLIProblem.fuelioHeaderVolumeClash,
                 ["header": Quoted.excerpt(header), "unit": unit.rawValue, "line": String(line), "vehicle": vehicle.rawValue])
        case let .missingColumnAliases(name, others):
            text(CLIProblem.fuelAppMissingColumnAliases, ["name": name, "others": others.map { "'\($0)'" }.joined(separator: ", ")])
        case let .notTheChosenApp(chosen, detected):
            text(CLIProblem.fuelAppNotTheChosenApp, ["chosen": chosen.displayName, "detected": detected.displayName])
        case .unknownFuelAppSection(let name): text(CLIProblem.fuelAppUnknownSection, ["name": Quoted.excerpt(name)])
        case let .lubeLoggerCostSignClash(text, sign, place, earlierSign):
            self.text(CLIProblem.lubeLoggerCostSignClash,
                      ["text": Quoted.excerpt(text), "sign": sign, "place": place, "earlierSign": earlierSign])
        case let .lubeLoggerCostSignContradicted(text, sign, currency):
            self.text(CLIProblem.lubeLoggerCostSignContradicted,
                      ["text": Quoted.excerpt(text), "sign": sign, "meaning": signMeaning(sign), "currency": currency])
        case let .lubeLoggerOdometerAboveLater(value, day, later, laterDay):
            text(CLIProblem.lubeLoggerOdometerAboveLater,
                 ["value": number(value), "day": self.day(day), "later": number(later), "laterDay": self.day(laterDay)])
        case let .lubeLoggerOdometerOutOfRange(odometer, exportUnit, value, vehicleUnit, maximum):
            text(CLIProblem.lubeLoggerOdometerOutOfRange, [
                "odometer": number(odometer), "exportUnit": exportUnit.rawValue, "value": number(value),
                "vehicleUnit": vehicleUnit.rawValue, "maximum": number(maximum),
            ])
        case .lubeLoggerVehicleFileMissingKey(let key): text(CLIProblem.lubeLoggerVehicleFileMissingKey, ["key": key])
        case .lubeLoggerVehicleFileWrongType(let path): text(CLIProblem.lubeLoggerVehicleFileWrongType, ["path": path])
        case .lubeLoggerVehicleFileMalformed: text(CLIProblem.lubeLoggerVehicleFileMalformed)
        case let .rowReadDifferently(label, earlier, now):
            text(CLIProblem.importRowReadDifferently, ["label": label.map { " (\($0))" } ?? "", "earlier": earlier, "now": now])
        case .fuelioFullNotAFlag(let value): text(CLIProblem.fuelioFullNotAFlag, ["text": Quoted.excerpt(value)])
        case let .notMoreThanZero(name, value): text(CLIProblem.importNotMoreThanZero, ["name": name, "text": Quoted.excerpt(value)])
        case .fuellyLiquidInKilowattHours(let type): text(CLIProblem.fuellyLiquidInKilowattHours, ["text": Quoted.excerpt(type)])
        case let .fuellyChargeNotInKilowattHours(type, unit):
            // The unit as --volume-unit spells it, beside the option the message names.
            text(CLIProblem.fuellyChargeNotInKilowattHours, ["text": Quoted.excerpt(type), "unit": unit.rawValue])
        case .fuellyUnknownType(let type): text(CLIProblem.fuellyUnknownType, ["text": Quoted.excerpt(type)])
        case .unknownDistanceUnit(let word): text(CLIProblem.fuelAppUnknownDistanceUnit, ["text": Quoted.excerpt(word)])
        case .unknownVolumeUnit(let word): text(CLIProblem.fuelAppUnknownVolumeUnit, ["text": Quoted.excerpt(word)])
        case .acarUnknownVehicle(let name): text(CLIProblem.acarUnknownVehicle, ["name": Quoted.excerpt(name)])
        case let .acarOdometerUnitClash(unit, vehicle):
            text(CLIProblem.acarOdometerUnitClash, ["unit": unit.rawValue, "vehicle": vehicle.rawValue])
        case .lubeLoggerNotADate(let value): text(CLIProblem.lubeLoggerNotADate, ["text": Quoted.excerpt(value)])
        case let .notAWholeNumber(name, value): text(CLIProblem.importNotAWholeNumber, ["name": name, "text": Quoted.excerpt(value)])
        case let .notANumber(name, value): text(CLIProblem.importNotANumber, ["name": name, "text": Quoted.excerpt(value)])
        case let .numberTooLong(name, value):
            text(CLIProblem.importNumberTooLong,
                 ["name": name, "limit": count(ExchangeRate.maximumDecimalLength), "text": Quoted.excerpt(value)])
        case .lubeLoggerNotACost(let value): text(CLIProblem.lubeLoggerNotACost, ["text": Quoted.excerpt(value)])
        case let .lubeLoggerNotTrueOrFalse(name, value):
            text(CLIProblem.lubeLoggerNotTrueOrFalse, ["name": name, "text": Quoted.excerpt(value)])
        case let .notANumberWithSeparator(name, value, separator):
            text(CLIProblem.fuelAppNotANumber, ["name": name, "text": Quoted.excerpt(value), "separator": separator.character])
        case let .negativeNumber(name, value): text(CLIProblem.importNegativeNumber, ["name": name, "text": Quoted.excerpt(value)])
        case .odometerBeyondBillion(let value): text(CLIProblem.fuelAppOdometerBeyondBillion, ["text": Quoted.excerpt(value)])
        case let .notYesOrNo(name, value): text(CLIProblem.fuelAppNotYesOrNo, ["name": name, "text": Quoted.excerpt(value)])
        case let .notAnAmount(name, value, separator):
            text(CLIProblem.fuelAppNotAnAmount, ["name": name, "text": Quoted.excerpt(value), "separator": separator.character])
        case let .notAPrice(name, value, separator):
            text(CLIProblem.fuelAppNotAPrice, ["name": name, "text": Quoted.excerpt(value), "separator": separator.character])
        case let .priceOutOfRange(value, volume):
            // The volume as the import computed it, the plain number the English message shows too.
            text(CLIProblem.fuelAppPriceOutOfRange, ["text": Quoted.excerpt(value), "volume": "\(volume)"])
        case let .amountRefused(name, value, refusal):
            // Money's refusal as a typed amount's is said (`failure`); English never comes here.
            text(CLIProblem.importAmountRefused,
                 ["name": name, "text": Quoted.excerpt(value), "reason": failure(refusal) ?? refusal.description])
        }
        return error.location + reason
    }

    /// What a LubeLogger currency sign stands for, in this language; a sign LubeLogger never writes says itself.
    private func signMeaning(_ sign: String) -> String {
        switch sign {
        case "$": text(CLIProblem.lubeLoggerSignDollar)
        case "€": text(CLIProblem.lubeLoggerSignEuro)
        case "£": text(CLIProblem.lubeLoggerSignPound)
        case "¥": text(CLIProblem.lubeLoggerSignYen)
        default: sign
        }
    }
}
