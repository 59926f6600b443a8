import Foundation
import GarageRules

/// Locale-free text for the command's output (the snapshot builder formats for people; scripts read these).
enum Format {
    /// `222647` → `222,647`.
    static func grouped(_ value: Int) -> String {
        EnglishDigits.grouped(value)
    }

    /// `1234.56` → `1,234.56`: an amount's whole part grouped as distances are (its decimals as they are).
    static func groupedAmount(_ text: String) -> String {
        let negative = text.hasPrefix("-")
        let unsigned = negative ? text.dropFirst() : Substring(text)
        let whole = unsigned.prefix { $0 != "." }
        let rest = unsigned.dropFirst(whole.count)
        guard let value = Int(whole) else { return text }
        return (negative ? "-" : "") + grouped(value) + rest
    }

    /// `1,234.56 EUR`: an amount as text output shows it (`--json` keeps the plain `amountText`).
    static func money(_ money: Money) -> String {
        groupedAmount(money.amountText) + " " + money.currency.code
    }

    /// How urgent an item is, in words ("due soon", not the JSON's `dueSoon`).
    static func word(_ state: AlertState) -> String {
        switch state {
        case .ok: "ok"
        case .dueSoon: "due soon"
        case .overdue: "overdue"
        }
    }

    /// `222,647 mi`.
    static func distance(_ value: Int, _ unit: DistanceUnit) -> String {
        grouped(value) + " " + unit.rawValue
    }

    /// Deterministic JSON (sorted keys, pretty-printed, no escaped slashes).
    /// A day and time to the minute in `timeZone`, `2026-12-02 14:03`: what lists show of an instant
    /// (their JSON keeps the exact one).
    static func minute(in timeZone: TimeZone) -> Date.VerbatimFormatStyle {
        var style = Date.VerbatimFormatStyle(
            format: "\(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
            timeZone: timeZone, calendar: Calendar(identifier: .gregorian))
        style.locale = Locale(identifier: "en_US_POSIX")
        return style
    }

    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return String(decoding: data, as: UTF8.self)
    }

    /// Lines of columns padded to the widest cell.
    static func table(_ rows: [[String]]) -> String {
        guard let width = rows.map(\.count).max() else { return "" }
        var widths = Array(repeating: 0, count: width)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return rows.map { row in
            let line = row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }.joined(separator: "  ")
            // An empty last cell (no note) leaves no padding at the end of the line.
            return String(line.reversed().drop { $0 == " " }.reversed())
        }.joined(separator: "\n")
    }

    /// A text on one line (line breaks become spaces), or empty for none: for table cells.
    static func oneLine(_ text: String?) -> String {
        (text ?? "").split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
