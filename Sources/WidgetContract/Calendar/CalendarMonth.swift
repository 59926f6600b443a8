#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A month on the user's local calendar, written `YYYY-MM`: the unit of monthly spend.
public struct CalendarMonth: Hashable, Comparable, Sendable {
    /// The year, 1...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int

    /// Creates a month, or returns `nil` for a month that does not exist.
    public init?(year: Int, month: Int) {
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// Parses exactly `YYYY-MM`.
    public init(parsing text: String) throws(CalendarDayError) {
        var contiguous = text
        guard let fields = contiguous.withUTF8({ CalendarDay.fields(of: $0, withDay: false) }),
              let month = CalendarMonth(year: fields.year, month: fields.month)
        else { throw .malformed(text) }
        self = month
    }

    /// The `YYYY-MM` form.
    public var isoString: String { CalendarDay.pad(year, 4) + "-" + CalendarDay.pad(month, 2) }

    /// The first day of the month.
    public var firstDay: CalendarDay { CalendarDay(year: year, month: month, day: 1)! }

    /// The last day of the month.
    public var lastDay: CalendarDay {
        CalendarDay(year: year, month: month, day: CalendarDay.daysInMonth(year: year, month: month))!
    }

    /// The month `count` months later (or earlier, when negative).
    public func adding(months count: Int) -> CalendarMonth {
        firstDay.adding(months: count).calendarMonth
    }

    /// Whether `day` falls in this month.
    public func contains(_ day: CalendarDay) -> Bool {
        day.year == year && day.month == month
    }

    /// Orders months in time.
    public static func < (lhs: CalendarMonth, rhs: CalendarMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}

extension CalendarMonth: CustomStringConvertible {
    /// The month as `YYYY-MM`.
    public var description: String { isoString }
}

extension CalendarMonth: Codable {
    /// Decodes a month from a `YYYY-MM` JSON string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try CalendarMonth(parsing: text)
        } catch {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "not a calendar month (YYYY-MM): \(text)")
        }
    }

    /// Encodes the month as a `YYYY-MM` JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(isoString)
    }
}
