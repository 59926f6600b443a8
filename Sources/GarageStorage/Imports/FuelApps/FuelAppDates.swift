import GarageRules
import WidgetContract

/// Reads the dates of one file, with one order of day and month chosen once for the whole file.
///
/// A date is its first word (a time after a space or `T` is dropped): either year first
/// (`2024-03-10`, `2024/03/10`), which is never ambiguous, or year last with `/`, `.` or `-`
/// (`03/10/2024`), or with the month's English name (`Jan 5, 2024`, `5 Jan 2024`: see
/// `FuelAppMonthNames`), which no order setting changes. For year-last dates the order is the `--day-order` option, else what the file
/// says (Fuelio's `ImportCSVDateFormat`, aCar's `Date Format`), else what its dates show (a first
/// part above 12 is a day), else the app's documented habit, else the import asks. Dates that show
/// both orders are refused at the first that disagrees. No locale or calendar of the machine is used.
struct FuelAppDates {
    /// The order of year-last dates in this file.
    let order: FuelAppDayOrder

    /// Settles the order of a file from its date cells.
    static func resolve(
        cells: [(file: String, field: CSVField)], said: FuelAppDayOrder?, stated: FuelAppDayOrder?,
        habit: FuelAppDayOrder?
    ) throws(ImportError) -> FuelAppDates {
        if let said { return FuelAppDates(order: said) }
        if let stated { return FuelAppDates(order: stated) }
        var first: (file: String, field: CSVField, order: FuelAppDayOrder)?
        var firstAmbiguous: (file: String, field: CSVField)?
        for (file, field) in cells {
            guard let parts = yearLast(dateWord(field.value)) else { continue }
            let shown: FuelAppDayOrder?
            switch (parts.first > 12, parts.second > 12) {
            case (true, false): shown = .dayFirst
            case (false, true): shown = .monthFirst
            default: shown = nil
            }
            guard let shown else {
                if firstAmbiguous == nil { firstAmbiguous = (file, field) }
                continue
            }
            if let first, first.order != shown {
                throw ImportError(
                    file: file, field: field,
                    problem: .dateOrderClash(
                        date: dateWord(field.value), dayFirst: shown == .dayFirst, earlier: dateWord(first.field.value),
                        place: "\(first.file):\(first.field.line):\(first.field.column)"))
            }
            if first == nil { first = (file, field, shown) }
        }
        if let first { return FuelAppDates(order: first.order) }
        if let habit { return FuelAppDates(order: habit) }
        if let (file, field) = firstAmbiguous {
            throw ImportError(
                file: file, field: field,
                problem: .ambiguousDateOrder(dateWord(field.value)))
        }
        return FuelAppDates(order: .monthFirst)
    }

    /// The order a date pattern such as `dd.MM.yyyy` or `M/d/yyyy` states, `nil` for year first.
    static func order(ofPattern pattern: String) -> FuelAppDayOrder? {
        let letters = pattern.trimmingSpaces.lowercased().filter { $0 == "d" || $0 == "m" || $0 == "y" }
        switch letters.first {
        case "d": return .dayFirst
        case "m": return .monthFirst
        default: return nil
        }
    }

    /// The day of `field`, or an error naming the cell: `empty date`, `not a date`, `no such day`.
    func day(_ field: CSVField, file: String, name: String = "date") throws(ImportError) -> CalendarDay {
        let word = Self.dateWord(field.value)
        guard !word.isEmpty else { throw ImportError(file: file, field: field, problem: .emptyValue(name)) }
        let year: Int, month: Int, day: Int
        if let named = FuelAppMonthNames.parse(field.value.trimmingSpaces) {
            (year, month, day) = named
            guard let result = CalendarDay(year: year, month: month, day: day) else {
                throw ImportError(file: file, field: field, problem: .noSuchDay(field.value.trimmingSpaces))
            }
            return result
        } else if let parts = Self.yearFirst(word) {
            (year, month, day) = (parts.year, parts.month, parts.day)
        } else if let parts = Self.yearLast(word) {
            year = parts.year
            (month, day) = order == .monthFirst ? (parts.first, parts.second) : (parts.second, parts.first)
            if month > 12, day <= 12 {
                let other: FuelAppDayOrder = order == .monthFirst ? .dayFirst : .monthFirst
                throw ImportError(
                    file: file, field: field,
                    problem: .noSuchMonth(date: word, month: month, other: other, order: order))
            }
        } else {
            throw ImportError(
                file: file, field: field,
                problem: .notADate(name: name, text: word, order: order))
        }
        guard let result = CalendarDay(year: year, month: month, day: day) else {
            throw ImportError(file: file, field: field, problem: .noSuchDay(word))
        }
        return result
    }

    /// The date part of a cell: its text up to the first space or `T` after the digits.
    static func dateWord(_ text: String) -> String {
        let trimmed = text.trimmingSpaces
        guard let end = trimmed.firstIndex(where: { $0 == " " || $0 == "T" }) else { return trimmed }
        return String(trimmed[..<end])
    }

    /// `2024-03-10`, `2024/3/10` or `2024.03.10`.
    static func yearFirst(_ word: String) -> (year: Int, month: Int, day: Int)? {
        let parts = numbers(word)
        guard let parts, parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count),
              (1...2).contains(parts[2].count), let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        return (y, m, d)
    }

    /// `03/10/2024`, `3.10.2024` or `03-10-2024`: two parts of one or two digits, then the year.
    static func yearLast(_ word: String) -> (first: Int, second: Int, year: Int)? {
        let parts = numbers(word)
        guard let parts, parts.count == 3, (1...2).contains(parts[0].count), (1...2).contains(parts[1].count),
              parts[2].count == 4, let a = Int(parts[0]), let b = Int(parts[1]), let y = Int(parts[2])
        else { return nil }
        return (a, b, y)
    }

    /// The digit runs of `word` split at one kind of separator (`/`, `.` or `-`), or `nil`.
    private static func numbers(_ word: String) -> [Substring]? {
        guard let separator = word.first(where: { $0 == "/" || $0 == "." || $0 == "-" }) else { return nil }
        let parts = word.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        return parts
    }
}
