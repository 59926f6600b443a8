#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A day on the user's local calendar, written `YYYY-MM-DD`, with no time and no time zone.
///
/// Due dates cross the process boundary as calendar days, never as instants, so that the
/// widget can tell "today" from "tomorrow" by looking at its own clock in its own time zone.
/// Day and month arithmetic works on the proleptic Gregorian day number (``dayNumber``), with no
/// `Calendar`; converting to and from instants uses a Gregorian calendar in the time zone of
/// the calendar the caller passes (its own system, Buddhist or Japanese say, is ignored).
///
/// ```swift
/// let due = try CalendarDay(parsing: "2026-12-10")
/// let today = CalendarDay(containing: now, in: calendar)
/// let offset = today.days(to: due)   // 11
/// ```
public struct CalendarDay: Hashable, Comparable, Sendable {
    /// The year, 1...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...28, 29, 30 or 31.
    public let day: Int

    /// Creates a day from its parts, or returns `nil` when they name no day (2026-02-29, month 13).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...CalendarDay.daysInMonth(year: year, month: month)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD` (ten characters, zero-padded), refusing anything else.
    public init(parsing text: String) throws(CalendarDayError) {
        // Read in place: every record row the store decodes parses a day or two, and copying the
        // text's bytes into an array first cost an allocation each.
        var contiguous = text
        guard let fields = contiguous.withUTF8({ Self.fields(of: $0, withDay: true) }) else { throw .malformed(text) }
        guard let value = CalendarDay(year: fields.year, month: fields.month, day: fields.day) else {
            throw .nonexistent(text)
        }
        self = value
    }

    /// The numbers of exactly `YYYY-MM-DD`, or with `withDay` false of exactly `YYYY-MM` (its day
    /// then 1), in ASCII digits; `nil` for any other form. Whether they name a day is not asked.
    static func fields(of bytes: UnsafeBufferPointer<UInt8>, withDay: Bool) -> (year: Int, month: Int, day: Int)? {
        let dash = UInt8(ascii: "-")
        guard bytes.count == (withDay ? 10 : 7), bytes[4] == dash,
              let year = number(bytes, 0..<4), let month = number(bytes, 5..<7)
        else { return nil }
        guard withDay else { return (year, month, 1) }
        guard bytes[7] == dash, let day = number(bytes, 8..<10) else { return nil }
        return (year, month, day)
    }

    /// The Gregorian day that contains `date` in `calendar`'s time zone (which decides where days
    /// begin); the calendar's own system is not used, since a day is always written Gregorian.
    public init(containing date: Date, in calendar: Calendar) {
        let parts = Self.gregorian(in: calendar).dateComponents([.year, .month, .day], from: date)
        // Gregorian always yields a valid day; clamp for instants beyond years 1...9999.
        self.init(
            year: min(max(parts.year ?? 1, 1), 9999),
            clampedMonth: parts.month ?? 1,
            day: parts.day ?? 1
        )
    }

    private init(year: Int, clampedMonth month: Int, day: Int) {
        let safeMonth = min(max(month, 1), 12)
        self.year = year
        self.month = safeMonth
        self.day = min(max(day, 1), Self.daysInMonth(year: year, month: safeMonth))
    }

    /// The `YYYY-MM-DD` form.
    ///
    /// Its ten bytes written in place: an import makes the text of every row's day three or four
    /// times (its print, its meaning, its record's values), and padding and joining five strings
    /// cost some 8,000 instructions each (issue 24). A day whose parts do not fit the widths (none
    /// that `init?(year:month:day:)` makes) is padded and joined as before; `CalendarDayISOTextTests`
    /// compares the two on random days.
    public var isoString: String {
        guard (0...9999).contains(year), (0...99).contains(month), (0...99).contains(day) else {
            return Self.pad(year, 4) + "-" + Self.pad(month, 2) + "-" + Self.pad(day, 2)
        }
        return String(unsafeUninitializedCapacity: 10) { buffer in
            let zero = UInt8(ascii: "0")
            buffer[0] = zero + UInt8(year / 1000)
            buffer[1] = zero + UInt8(year / 100 % 10)
            buffer[2] = zero + UInt8(year / 10 % 10)
            buffer[3] = zero + UInt8(year % 10)
            buffer[4] = UInt8(ascii: "-")
            buffer[5] = zero + UInt8(month / 10)
            buffer[6] = zero + UInt8(month % 10)
            buffer[7] = UInt8(ascii: "-")
            buffer[8] = zero + UInt8(day / 10)
            buffer[9] = zero + UInt8(day % 10)
            return 10
        }
    }

    /// The calendar month this day falls in.
    public var calendarMonth: CalendarMonth {
        // Safe: year and month were validated on the way in.
        CalendarMonth(year: year, month: month)!
    }

    /// The first instant of this Gregorian day in `calendar`'s time zone.
    ///
    /// Usually local midnight. Where the clocks skip midnight (São Paulo on 2018-11-04 went from
    /// 00:00 straight to 01:00) it is the first instant that exists on that day: the calendar is
    /// asked for the start of the day that contains local noon, not for "00:00".
    public func firstInstant(in calendar: Calendar) -> Date {
        let gregorian = Self.gregorian(in: calendar)
        var parts = DateComponents(year: year, month: month, day: day, hour: 12)
        parts.calendar = gregorian
        let noon = gregorian.date(from: parts) ?? Date(timeIntervalSince1970: 0)
        return gregorian.startOfDay(for: noon)
    }

    /// A Gregorian calendar in `calendar`'s time zone (the passed one itself when it is Gregorian).
    private static func gregorian(in calendar: Calendar) -> Calendar {
        guard calendar.identifier != .gregorian else { return calendar }
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        return gregorian
    }

    /// Whether `year` is a leap year in the proleptic Gregorian calendar.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in a month of the proleptic Gregorian calendar.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Orders days in time.
    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ digits: Range<Int>) -> Int? {
        var value = 0
        for byte in bytes[digits] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension CalendarDay: CustomStringConvertible {
    /// The day as `YYYY-MM-DD`.
    public var description: String { isoString }
}

extension CalendarDay: Codable {
    /// Decodes a day from a `YYYY-MM-DD` JSON string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try CalendarDay(parsing: text)
        } catch {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "not a calendar day (YYYY-MM-DD): \(text)")
        }
    }

    /// Encodes the day as a `YYYY-MM-DD` JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(isoString)
    }
}

/// Why a string is not a `CalendarDay`.
public enum CalendarDayError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not of the form `YYYY-MM-DD`.
    case malformed(String)
    /// The text has the right form but names no day, such as `2026-02-29`.
    case nonexistent(String)

    /// The message, naming the text at fault.
    public var description: String {
        switch self {
        case .malformed(let text): "not a date of the form YYYY-MM-DD: '\(text)'"
        case .nonexistent(let text): "no such day: '\(text)'"
        }
    }
}
