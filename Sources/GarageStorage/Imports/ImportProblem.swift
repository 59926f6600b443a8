import Foundation
import GarageRules
import WidgetContract

/// What is wrong with an import file, where the command line words it in the person's language:
/// the faults every format shares, the rates file's, the fuel apps' and LubeLogger's.
public enum ImportProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file cannot be read.
    case notReadable
    /// The file's bytes are not UTF-8.
    case notUTF8
    /// The file holds nothing.
    case empty
    /// A field opened with a quote that never closes.
    case unclosedQuote
    /// The header lacks a column the import needs, named as the format names it.
    case missingColumn(String)
    /// A quote inside a field that did not open with one.
    case quoteInUnquotedField
    /// Something other than a separator or a line end after a closing quote (the character, printable).
    case unexpectedAfterQuote(String)
    /// A record with another number of fields than the header.
    case fieldCount(expected: Int, found: Int)
    /// A header naming a column twice.
    case repeatedColumn(String)
    /// A day that does not exist (`2026-02-30`), as the file writes it.
    case noSuchDay(String)
    /// A cost without a currency where the file says none and the command was given none.
    case costWithoutCurrency(String)
    /// A table that is no fuel app's export and has no date, odometer and quantity columns.
    case unknownFuelTable
    /// The rates file: a first column other than `Date`.
    case firstColumnNotDate(String)
    /// The rates file: a column that is no currency code.
    case notACurrencyCode(String)
    /// The rates file: a currency named twice.
    case repeatedCurrency(String)
    /// The rates file: a first cell that is no day.
    case notARatesDate(String)
    /// The rates file: a day given twice.
    case repeatedDay(String)
    /// The rates file: a cell that is no rate for its currency.
    case notARate(currency: String, text: String)
    /// The rates file: a value after the last currency's column.
    case valueAfterLastCurrency(String)
    /// A row's fuel facts that do not fit its vehicle (a fill of an energy it does not run on).
    case fuelRecord(FuelRecordProblem)
    /// A row's value refused by its field's rule.
    case field(FieldProblem)

    // One format's own shape.
    /// Fuelio: a line before the first `## ` section.
    case fuelioTextBeforeFirstSection
    /// Fuelio: a section this import does not know (its name as written).
    case fuelioUnknownSection(String)
    /// Fuelio: a section named twice.
    case fuelioRepeatedSection(String)
    /// Fuelio: no `## Vehicle` or `## Log` section (`Vehicle`, `Log`).
    case fuelioMissingSection(String)
    /// Fuelio: a `## Vehicle` section without a header or a row.
    case fuelioEmptyVehicleSection
    /// Fuelio: a `DistUnit` code other than 0 and 1.
    case fuelioUnknownDistUnit(String)
    /// Fuelio: a `FuelUnit` code other than 0, 1 and 2.
    case fuelioUnknownFuelUnit(String)
    /// Fuelio: a `## Log` section without a header.
    case fuelioLogWithoutHeader
    /// Fuelio: a section's header without a column the import needs.
    case fuelioMissingColumn(column: String, section: String)
    /// Drivvo: a section this import does not know (its name as written).
    case drivvoUnknownSection(String)
    /// Drivvo: a section's header without a column the import needs.
    case drivvoMissingColumn(column: String, section: String)
    /// Drivvo: no fill-up, service or expense section with a header.
    case drivvoNoRecordSection
    /// aCar: neither records section.
    case acarNoRecordSection
    /// LubeLogger: the path named is not a directory.
    case lubeLoggerNotADirectory
    /// LubeLogger: none of its export's files in the directory (the names it looked for).
    case lubeLoggerNoExport([String])
    /// LubeLogger: a file changed while it was imported.
    case lubeLoggerFileChanged
    /// LubeLogger: a vehicle that counts engine hours, not a distance.
    case lubeLoggerEngineHours
    /// LubeLogger: a reminder's date that is no day.
    case lubeLoggerNotAReminderDate(String)

    // The fuel apps' dates, numbers and units, read once for the whole file.
    /// A year-last date whose order of day and month disagrees with an earlier date's (`place` is its `file:line:column`).
    case dateOrderClash(date: String, dayFirst: Bool, earlier: String, place: String)
    /// A year-last date that reads both ways, with no other date of the file to settle it.
    case ambiguousDateOrder(String)
    /// An empty cell where a value is needed (the column's name, as `date`).
    case emptyValue(String)
    /// A year-last date whose month, in the file's order, is above 12: it reads in the `other` order.
    case noSuchMonth(date: String, month: Int, other: FuelAppDayOrder, order: FuelAppDayOrder)
    /// A cell that is no date in any form the import reads (`name` is the column's).
    case notADate(name: String, text: String, order: FuelAppDayOrder)
    /// A number whose decimal separator disagrees with an earlier number's (`place` is its `file:line:column`).
    case decimalSeparatorClash(text: String, separator: FuelAppDecimalSeparator, earlier: String, place: String,
                               earlierSeparator: FuelAppDecimalSeparator)
    /// A number that reads as whole or decimal, with no other number of the file to settle it.
    case ambiguousDecimal(String)
    /// The file states a volume unit (at a cell reading `text`) other than `--volume-unit`.
    case volumeUnitClash(stated: VolumeUnit, text: String, said: VolumeUnit)
    /// The file states a distance unit (at a cell reading `text`) other than `--distance-unit`.
    case distanceUnitClash(stated: DistanceUnit, text: String, said: DistanceUnit)
    /// A quantity with no unit in the file nor in the options.
    case unstatedVolume(app: FuelApp, text: String)
    /// Fuelio: a log header's distance unit that disagrees with the vehicle's `DistUnit` (at `line`).
    case fuelioHeaderDistanceClash(header: String, unit: DistanceUnit, line: Int, vehicle: DistanceUnit)
    /// Fuelio: a log header's volume unit that disagrees with the vehicle's `FuelUnit` (at `line`).
    case fuelioHeaderVolumeClash(header: String, unit: VolumeUnit, line: Int, vehicle: VolumeUnit)
    /// Fuelly or a plain table: no column by any of its names (the first, then the others).
    case missingColumnAliases(String, others: [String])
    /// The app the command named is not the one the file looks like.
    case notTheChosenApp(chosen: FuelApp, detected: FuelApp)
    /// A `##` section neither Fuelio nor Drivvo writes, in a file that has no other to tell them apart.
    case unknownFuelAppSection(String)

    // LubeLogger's costs, odometers and vehicle file.
    /// A cost whose currency sign (`$`, `€`) differs from the first signed cost's (`place` is its `file:line:column`).
    case lubeLoggerCostSignClash(text: String, sign: String, place: String, earlierSign: String)
    /// A cost whose currency sign `--currency` contradicts.
    case lubeLoggerCostSignContradicted(text: String, sign: String, currency: String)
    /// A reading higher than the logbook's next one, on a later day.
    case lubeLoggerOdometerAboveLater(value: Int, day: CalendarDay, later: Int, laterDay: CalendarDay)
    /// An odometer that, in the vehicle's unit, is outside what the logbook keeps.
    case lubeLoggerOdometerOutOfRange(odometer: Int, exportUnit: DistanceUnit, value: Int, vehicleUnit: DistanceUnit, maximum: Int)
    /// `vehicle-and-reminders.json` without a key it needs.
    case lubeLoggerVehicleFileMissingKey(String)
    /// `vehicle-and-reminders.json` with a value of the wrong type (its JSON path).
    case lubeLoggerVehicleFileWrongType(String)
    /// `vehicle-and-reminders.json` that is no JSON.
    case lubeLoggerVehicleFileMalformed
    /// A row imported before that this import reads otherwise: the earlier import's label, then
    /// both readings as the journal words them (the earlier one is stored, so it stays as written).
    case rowReadDifferently(label: String?, earlier: String, now: String)

    // The fuel apps' rows and LubeLogger's cells.
    /// Fuelio: a `Full` cell of digits other than 0 and 1.
    case fuelioFullNotAFlag(String)
    /// A quantity of zero or less where a fill-up needs one (the column's name, then the cell as written).
    case notMoreThanZero(name: String, text: String)
    /// Fuelly: a liquid fuel's `Type` in a file of kWh.
    case fuellyLiquidInKilowattHours(String)
    /// Fuelly: a charge's `Type` in a file whose quantities are in `unit`, not kWh.
    case fuellyChargeNotInKilowattHours(type: String, unit: VolumeUnit)
    /// Fuelly: a `Type` that names no fuel Glovebox knows.
    case fuellyUnknownType(String)
    /// A distance unit the fuel apps' imports do not know.
    case unknownDistanceUnit(String)
    /// A volume unit the fuel apps' imports do not know.
    case unknownVolumeUnit(String)
    /// aCar: a record's vehicle that its `Vehicles` section does not list.
    case acarUnknownVehicle(String)
    /// aCar: a record's distance unit other than its vehicle's.
    case acarOdometerUnitClash(unit: DistanceUnit, vehicle: DistanceUnit)
    /// LubeLogger: a day not written `M/D/YYYY`.
    case lubeLoggerNotADate(String)
    /// A cell that is no whole non-negative number (the column's name, then the cell).
    case notAWholeNumber(name: String, text: String)
    /// A cell that is no number (the column's name, then the cell).
    case notANumber(name: String, text: String)
    /// A number longer than `ExchangeRate.maximumDecimalLength` characters (the column's name, then the cell).
    case numberTooLong(name: String, text: String)
    /// LubeLogger: a cost cell that is no amount.
    case lubeLoggerNotACost(String)
    /// LubeLogger: a flag that is neither `True` nor `False` (the column's name, then the cell).
    case lubeLoggerNotTrueOrFalse(name: String, text: String)
    /// A fuel app's cell that is no number in the file's decimal separator.
    case notANumberWithSeparator(name: String, text: String, separator: FuelAppDecimalSeparator)
    /// A number below zero where none can be (the column's name, then the cell).
    case negativeNumber(name: String, text: String)
    /// A fuel app's odometer above a billion, more than any vehicle drives.
    case odometerBeyondBillion(String)
    /// A fuel app's flag that is neither yes nor no (the column's name, then the cell).
    case notYesOrNo(name: String, text: String)
    /// A fuel app's cost cell that is no amount in the file's decimal separator.
    case notAnAmount(name: String, text: String, separator: FuelAppDecimalSeparator)
    /// A fuel app's unit price that is no number in the file's decimal separator.
    case notAPrice(name: String, text: String, separator: FuelAppDecimalSeparator)
    /// A unit price whose total for the fill's volume is beyond what Money holds.
    case priceOutOfRange(text: String, volume: Decimal)
    /// A cost cell read as a plain amount that Money still refuses (too many decimals for the currency,
    /// negative, too large): the column's name, the cell, and Money's refusal.
    case amountRefused(name: String, text: String, refusal: GarageError)

    /// The English words, lowercase, which `ImportError/reason` carries.
    public var description: String {
        switch self {
        case .notReadable: "file is not readable"
        case .notUTF8: "file is not UTF-8 text"
        case .empty: "file is empty"
        case .unclosedQuote: "quoted field is never closed"
        case .missingColumn(let name): "missing column '\(name)'"
        case .quoteInUnquotedField: "quote inside an unquoted field"
        case .unexpectedAfterQuote(let character): "unexpected '\(character)' after a closing quote"
        case let .fieldCount(expected, found): "expected \(expected) fields, found \(found)"
        case .repeatedColumn(let name): "column '\(Quoted.excerpt(name))' appears twice"
        case .noSuchDay(let text): "no such day: '\(Quoted.excerpt(text))'"
        case .costWithoutCurrency(let text): "cost '\(Quoted.excerpt(text))' names no currency: say which with --currency"
        case .unknownFuelTable:
            "not an export of a fuel app this import knows (Fuelly, Fuelio, Drivvo, aCar), nor a table with "
                + "'date', 'odometer' and 'litres' (or 'gallons', 'quantity') columns"
        case .firstColumnNotDate(let text): "first column must be 'Date', found '\(Quoted.excerpt(text))'"
        case .notACurrencyCode(let code): "not a currency code: '\(Quoted.excerpt(code))'"
        case .repeatedCurrency(let code): "currency '\(Quoted.excerpt(code))' appears twice"
        case .notARatesDate(let text): "not a date (YYYY-MM-DD): '\(Quoted.excerpt(text))'"
        case .repeatedDay(let day): "day \(day) appears twice"
        case let .notARate(currency, text): "not a rate for \(currency): '\(Quoted.excerpt(text))'"
        case .valueAfterLastCurrency(let text): "unexpected value after the last currency: '\(Quoted.excerpt(text))'"
        case .fuelRecord(let problem): problem.description
        case .field(let problem): problem.description
        case .fuelioTextBeforeFirstSection: "text before the first section: a Fuelio backup opens with '## Vehicle'"
        case .fuelioUnknownSection(let name):
            "unknown section '## \(Quoted.excerpt(name))' in a Fuelio backup (expected Vehicle, Log, "
                + "CostCategories, Costs, FavStations, Category, Pictures, TripLog)"
        case .fuelioRepeatedSection(let name): "section '## \(Quoted.excerpt(name))' appears twice"
        case .fuelioMissingSection(let name): "no '## \(name)' section: not a Fuelio backup"
        case .fuelioEmptyVehicleSection: "the '## Vehicle' section is empty"
        case .fuelioUnknownDistUnit(let code): "unknown DistUnit '\(Quoted.excerpt(code))' (0 is km, 1 is mi)"
        case .fuelioUnknownFuelUnit(let code): "unknown FuelUnit '\(Quoted.excerpt(code))' (0 is litres, 1 US gallons, 2 imperial gallons)"
        case .fuelioLogWithoutHeader: "the '## Log' section has no header"
        case let .fuelioMissingColumn(column, section): "missing column '\(column)' in the '## \(section)' section"
        case .drivvoUnknownSection(let name):
            "unknown section '#\(Quoted.excerpt(name))' in a Drivvo export (expected Refuelling, Service, Expense or Vehicle)"
        case let .drivvoMissingColumn(column, section): "missing column '\(column)' in section '#\(Quoted.excerpt(section))'"
        case .drivvoNoRecordSection: "no '##Refuelling', '##Service' or '##Expense' section with a header"
        case .acarNoRecordSection: "no 'Fill-Up Records' or 'Event Records' section: not an aCar export"
        case .lubeLoggerNotADirectory: "not a directory"
        case .lubeLoggerNoExport(let names): "no lubelogger export here (expected \(names.joined(separator: ", ")))"
        case .lubeLoggerFileChanged: "the file changed while it was imported: import it again"
        case .lubeLoggerEngineHours:
            "the vehicle counts engine hours (UseHours), not a distance: its odometer values cannot be imported"
        case .lubeLoggerNotAReminderDate(let date): "not a reminder date: '\(Quoted.excerpt(date))'"
        case let .dateOrderClash(date, dayFirst, earlier, place):
            "date '\(Quoted.excerpt(date))' puts the \(dayFirst ? "day" : "month") "
                + "first, but '\(Quoted.excerpt(earlier))' at \(place) puts the \(dayFirst ? "month" : "day") first"
        case .ambiguousDateOrder(let date):
            "date '\(Quoted.excerpt(date))' could be read day first or month first, and no "
                + "other date of the file says which: name the order (--day-order day-first or month-first)"
        case .emptyValue(let name): "empty \(name)"
        case let .noSuchMonth(date, month, other, order):
            "date '\(Quoted.excerpt(date))' has no month \(month): it reads as \(other.rawValue) "
                + "(--day-order \(other.rawValue)), but this file is read \(order.rawValue)"
        case let .notADate(name, text, order):
            "not a date for \(name): '\(Quoted.excerpt(text))' (expected YYYY-MM-DD, "
                + (order == .monthFirst ? "MM/DD/YYYY" : "DD/MM/YYYY") + " or a month's English name: Jan 5, 2024)"
        case let .decimalSeparatorClash(text, separator, earlier, place, earlierSeparator):
            "'\(Quoted.excerpt(text))' writes decimals with '\(separator.character)', but "
                + "'\(Quoted.excerpt(earlier))' at \(place) writes them with '\(earlierSeparator.character)'"
        case .ambiguousDecimal(let text):
            "'\(Quoted.excerpt(text))' could be a whole number or a decimal, and no other number "
                + "of the file says which: name the decimal separator (--decimal-separator point or comma)"
        case let .volumeUnitClash(stated, text, said):
            "the file gives quantities in \(stated.rawValue) ('\(Quoted.excerpt(text))'), but --volume-unit says \(said.rawValue)"
        case let .distanceUnitClash(stated, text, said):
            "the file gives odometers in \(stated.rawValue) ('\(Quoted.excerpt(text))'), but --distance-unit says \(said.rawValue)"
        case let .unstatedVolume(app, text):
            "\(app.fileDescription) does not say the unit of quantity '\(Quoted.excerpt(text))': "
                + "name it with --volume-unit (\(VolumeUnit.allCases.map(\.rawValue).joined(separator: ", ")))"
        case let .fuelioHeaderDistanceClash(header, unit, line, vehicle):
            "header '\(Quoted.excerpt(header))' gives odometers in "
                + "\(unit.rawValue), but the vehicle's DistUnit at line \(line) says \(vehicle.rawValue): "
                + "say which is right (--distance-unit \(vehicle.rawValue) or \(unit.rawValue))"
        case let .fuelioHeaderVolumeClash(header, unit, line, vehicle):
            "header '\(Quoted.excerpt(header))' gives quantities in "
                + "\(unit.rawValue), but the vehicle's FuelUnit at line \(line) says \(vehicle.rawValue): "
                + "say which is right (--volume-unit \(vehicle.rawValue) or \(unit.rawValue))"
        case let .missingColumnAliases(name, others):
            "missing column '\(name)' (or \(others.map { "'\($0)'" }.joined(separator: ", ")))"
        case let .notTheChosenApp(chosen, detected): "not \(chosen.fileDescription): the file looks like \(detected.fileDescription)"
        case let .lubeLoggerCostSignClash(text, sign, place, earlierSign):
            "cost '\(Quoted.excerpt(text))' is in \(sign), but the cost at \(place) is in \(earlierSign)"
        case let .lubeLoggerCostSignContradicted(text, sign, currency):
            "cost '\(Quoted.excerpt(text))' is in \(sign) (\(LubeLoggerCosts.Sign(rawValue: sign)?.meaning ?? sign)), "
                + "which --currency \(currency) contradicts"
        case let .lubeLoggerOdometerAboveLater(value, day, later, laterDay):
            "odometer \(EnglishDigits.grouped(value)) on \(day) is higher than \(EnglishDigits.grouped(later)) on \(laterDay), a later reading in the logbook"
        case let .lubeLoggerOdometerOutOfRange(odometer, exportUnit, value, vehicleUnit, maximum):
            "odometer \(EnglishDigits.grouped(odometer)) \(exportUnit.rawValue) is \(EnglishDigits.grouped(value)) "
                + "\(vehicleUnit.rawValue), outside 0 to \(EnglishDigits.grouped(maximum))"
        case .lubeLoggerVehicleFileMissingKey(let key): "not a lubelogger vehicle file (missing key '\(key)')"
        case .lubeLoggerVehicleFileWrongType(let path): "not a lubelogger vehicle file (wrong type at '\(path)')"
        case .lubeLoggerVehicleFileMalformed: "not a lubelogger vehicle file (malformed json)"
        case let .rowReadDifferently(label, earlier, now):
            "this row was imported before\(label.map { " (\($0))" } ?? "") as \(earlier); "
                + "this import reads it as \(now). Import it with the options the earlier import had, "
                + "or undo that import first ('glovebox history', 'glovebox undo') to read the file anew"
        case .unknownFuelAppSection(let name):
            "unknown section '\(Quoted.excerpt(name))': not a Fuelio backup "
                + "('## Vehicle', '## Log') or a Drivvo export ('##Refuelling', '##Service', '##Expense')"
        case .fuelioFullNotAFlag(let text):
            "Full '\(Quoted.excerpt(text))' is neither 0 (a partial fill) nor 1 (a full tank), and what "
                + "Fuelio means by it is not documented: whether the tank was full is not guessed; set the cell to 0 or 1"
        case let .notMoreThanZero(name, text): "\(name) must be more than zero: '\(Quoted.excerpt(text))'"
        case .fuellyLiquidInKilowattHours(let type):
            "Type '\(Quoted.excerpt(type))' is a liquid fuel, but the file's quantities are in kWh"
        case let .fuellyChargeNotInKilowattHours(type, unit):
            "Type '\(Quoted.excerpt(type))' is a charge, but the file's quantities are in "
                + "\(unit.rawValue): a charge is counted in kWh (--volume-unit kwh for a file of charges only)"
        case .fuellyUnknownType(let type):
            "Type '\(Quoted.excerpt(type))' is no fuel Glovebox knows (Regular, Premium, Diesel, E85, LPG, "
                + "Electric…): a row that is not a fill-up is not read as one"
        case .unknownDistanceUnit(let word): "unknown distance unit '\(Quoted.excerpt(word))'"
        case .unknownVolumeUnit(let word): "unknown volume unit '\(Quoted.excerpt(word))'"
        case .acarUnknownVehicle(let name): "vehicle '\(Quoted.excerpt(name))' is not in the 'Vehicles' section"
        case let .acarOdometerUnitClash(unit, vehicle):
            "odometer in \(unit.rawValue), but the vehicle's odometers are in \(vehicle.rawValue)"
        case .lubeLoggerNotADate(let text): "not a date (M/D/YYYY): '\(Quoted.excerpt(text))'"
        case let .notAWholeNumber(name, text): "not a whole number for \(name): '\(Quoted.excerpt(text))'"
        case let .notANumber(name, text): "not a number for \(name): '\(Quoted.excerpt(text))'"
        case let .numberTooLong(name, text): DecimalText.tooLong(name, text)
        case .lubeLoggerNotACost(let text): "not a cost: '\(Quoted.excerpt(text))'"
        case let .lubeLoggerNotTrueOrFalse(name, text): "not True or False for \(name): '\(Quoted.excerpt(text))'"
        case let .notANumberWithSeparator(name, text, separator):
            "not a number for \(name): '\(Quoted.excerpt(text))' (decimals written with '\(separator.character)')"
        case let .negativeNumber(name, text): "negative \(name): '\(Quoted.excerpt(text))'"
        case .odometerBeyondBillion(let text): "odometer '\(Quoted.excerpt(text))' is beyond a billion"
        case let .notYesOrNo(name, text): "not yes or no for \(name): '\(Quoted.excerpt(text))'"
        case let .notAnAmount(name, text, separator):
            "not an amount for \(name): '\(Quoted.excerpt(text))' (decimals written with '\(separator.character)')"
        case let .notAPrice(name, text, separator):
            "not a price for \(name): '\(Quoted.excerpt(text))' (decimals written with '\(separator.character)')"
        case let .priceOutOfRange(text, volume): "price '\(Quoted.excerpt(text))' times \(volume) is out of range"
        case let .amountRefused(name, text, refusal): "\(name) '\(Quoted.excerpt(text))': \(refusal.description)"
        }
    }
}
