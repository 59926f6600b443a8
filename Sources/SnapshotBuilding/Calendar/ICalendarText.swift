import Foundation
import WidgetContract

/// The few rules of RFC 5545's text form that a calendar file needs: TEXT escaping (3.3.11),
/// content-line folding (3.1), and the DATE and UTC DATE-TIME forms (3.3.4, 3.3.5).
public enum ICalendarText {
    /// The most octets of a content line, line break excluded (RFC 5545, 3.1).
    public static let maximumLineOctets = 75

    /// `text` as a TEXT value: backslash, semicolon and comma escaped with a backslash, every line
    /// break (CRLF, LF or CR) written `\n`.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r": result += "\\n"
            // The LF of a CRLF was written with its CR.
            case "\n": if !previousWasCarriageReturn { result += "\\n" }
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// One logical content line as the physical lines a file holds: each at most 75 octets, every
    /// one after the first opening with the space that marks a fold. A fold falls only between
    /// two characters (grapheme clusters), so no UTF-8 sequence and no accent is split from its
    /// letter; only a single character longer than a whole line is split, between its scalars.
    public static func folded(_ line: String) -> [String] {
        // Most lines fit: counting octets is cheap, walking characters is not.
        if line.utf8.count <= maximumLineOctets { return [line] }
        var lines: [String] = []
        var current = ""
        var octets = 0
        // The first line has 75 octets for content; the others 74, after the space.
        var room = maximumLineOctets
        func breakLine() {
            lines.append(current)
            current = " "
            octets = 1
            room = maximumLineOctets
        }
        for character in line {
            let size = character.utf8.count
            if octets + size <= room {
                current.append(character)
                octets += size
                continue
            }
            if size <= room - 1 {
                breakLine()
                current.append(character)
                octets += size
                continue
            }
            // A cluster longer than a line (a long run of combining marks): split between scalars.
            for scalar in character.unicodeScalars {
                let scalarSize = String(scalar).utf8.count
                if octets + scalarSize > room { breakLine() }
                current.unicodeScalars.append(scalar)
                octets += scalarSize
            }
        }
        lines.append(current)
        return lines
    }

    /// A calendar day as a DATE value: `20261210`.
    public static func date(_ day: CalendarDay) -> String {
        day.isoString.replacingOccurrences(of: "-", with: "")
    }

    /// An instant as a UTC DATE-TIME value, to the second: `20261202T123000Z`.
    public static func utcDateTime(_ instant: Date) -> String {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let parts = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        func pad(_ value: Int?, _ width: Int) -> String {
            let digits = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return pad(parts.year, 4) + pad(parts.month, 2) + pad(parts.day, 2) + "T"
            + pad(parts.hour, 2) + pad(parts.minute, 2) + pad(parts.second, 2) + "Z"
    }
}
