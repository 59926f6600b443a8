#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An instant as a person or a script types it: `2026-11-29T19:20:00Z`, `2026-11-29T20:20:00+01:00`,
/// with optional fractional seconds (`19:20:00.5Z`).
///
/// Strict where Foundation's ISO 8601 strategy is lenient: that strategy reads
/// `2026-11-29T19:20:00Zgarbage` as 19:20 and rolls `2026-02-30T25:00:00Z` over into March, so a
/// mistyped `GLOVEBOX_NOW` or `--at` would show another day without a word. Here the whole text
/// must match, and the day, the time and the offset must exist (no hour 24, no leap second, no
/// offset beyond ±14:00).
public enum InstantText {
    /// The instant `text` names, or `nil` when it is not exactly such an instant.
    public static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        var reader = Reader(bytes: bytes)
        guard let year = reader.number(4), reader.take("-"), let month = reader.number(2), reader.take("-"),
              let dayOfMonth = reader.number(2), reader.take("T"), let hour = reader.number(2), reader.take(":"),
              let minute = reader.number(2), reader.take(":"), let second = reader.number(2),
              let day = CalendarDay(year: year, month: month, day: dayOfMonth),
              hour < 24, minute < 60, second < 60
        else { return nil }
        var fraction = 0.0
        if reader.take(".") {
            var scale = 0.1
            var digits = 0
            while let digit = reader.digit() {
                fraction += Double(digit) * scale
                scale /= 10
                digits += 1
            }
            guard digits > 0 else { return nil }
        }
        let offset: Int
        if reader.take("Z") {
            offset = 0
        } else {
            let sign: Int
            if reader.take("+") { sign = 1 } else if reader.take("-") { sign = -1 } else { return nil }
            guard let hours = reader.number(2), reader.take(":"), let minutes = reader.number(2), minutes < 60,
                  hours * 60 + minutes <= 14 * 60
            else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        }
        guard reader.isAtEnd else { return nil }
        let seconds = day.dayNumber * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// Reads ASCII digits and separators from the front of the text.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var isAtEnd: Bool { index == bytes.count }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
            index += 1
            return true
        }

        mutating func digit() -> Int? {
            guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { return nil }
            defer { index += 1 }
            return Int(bytes[index] - 0x30)
        }

        /// Exactly `count` digits.
        mutating func number(_ count: Int) -> Int? {
            var value = 0
            for _ in 0..<count {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }
    }
}
