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
        // Every character escaped is ASCII, and an ASCII byte is never part of a longer UTF-8
        // sequence, so the work is done on bytes; most texts have nothing to escape.
        let utf8 = text.utf8
        guard utf8.contains(where: { [0x5C, 0x3B, 0x2C, 0x0A, 0x0D].contains($0) }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 8)
        var previousWasCarriageReturn = false
        for byte in utf8 {
            switch byte {
            case 0x5C, 0x3B, 0x2C: bytes += [0x5C, byte]
            case 0x0D: bytes += [0x5C, UInt8(ascii: "n")]
            // The LF of a CRLF was written with its CR.
            case 0x0A: if !previousWasCarriageReturn { bytes += [0x5C, UInt8(ascii: "n")] }
            default: bytes.append(byte)
            }
            previousWasCarriageReturn = byte == 0x0D
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One logical content line as the physical lines a file holds: each at most 75 octets, every
    /// one after the first opening with the space that marks a fold. A fold falls only between
    /// two characters (grapheme clusters), so no UTF-8 sequence and no accent is split from its
    /// letter; only a single character longer than a whole line is split, between its scalars.
    public static func folded(_ line: String) -> [String] {
        // Most lines fit: counting octets is cheap, walking characters is not.
        if line.utf8.count <= maximumLineOctets { return [line] }
        var pieces: [Substring] = []
        var pieceStart = line.startIndex
        var octets = 0
        // The first line has 75 octets for content; the others 74, after the space.
        var room = maximumLineOctets
        func breakLine(at index: String.Index) {
            pieces.append(line[pieceStart..<index])
            pieceStart = index
            octets = 0
            room = maximumLineOctets - 1
        }
        var index = line.startIndex
        while index < line.endIndex {
            let next = line.index(after: index)
            let size = line.utf8.distance(from: index, to: next)
            if octets + size > room {
                if size <= maximumLineOctets - 1 {
                    breakLine(at: index)
                } else {
                    // A cluster longer than a line (a long run of combining marks): split between scalars.
                    var scalarIndex = index
                    while scalarIndex < next {
                        let scalarNext = line.unicodeScalars.index(after: scalarIndex)
                        let scalarSize = line.utf8.distance(from: scalarIndex, to: scalarNext)
                        if octets + scalarSize > room { breakLine(at: scalarIndex) }
                        octets += scalarSize
                        scalarIndex = scalarNext
                    }
                    index = next
                    continue
                }
            }
            octets += size
            index = next
        }
        pieces.append(line[pieceStart..<line.endIndex])
        return pieces.enumerated().map { offset, piece in offset == 0 ? String(piece) : " " + piece }
    }

    /// A calendar day as a DATE value: `20261210`.
    public static func date(_ day: CalendarDay) -> String {
        // The ISO form without its hyphens, on bytes: Foundation's replacingOccurrences was a quarter
        // of a large garage's calendar (`perf record` of `glovebox publish`, 50 vehicles).
        var bytes = Array(day.isoString.utf8)
        bytes.removeAll { $0 == UInt8(ascii: "-") }
        return String(decoding: bytes, as: UTF8.self)
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
