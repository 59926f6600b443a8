#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The formats of the fields every snapshot shares, checked on both sides: the writer never writes
/// what the reader would refuse, and the reader refuses what the schema refuses.
public enum SnapshotFieldFormats {
    /// Refuses a `timeZone` that this device's time zone database does not know by exactly that
    /// name: the widget counts calendar days in it, and a zone Foundation renames (`UTC` becomes
    /// `GMT`, `utc+1` becomes `GMT+0100`) or cannot find (`""`, `Mars/Olympus_Mons`) is not the zone the
    /// app counted in. Every identifier the app writes (`TimeZone.identifier`) passes.
    public static func checkTimeZone(_ identifier: String, at path: String = "timeZone") throws(SnapshotProblem) {
        guard DayCalendar(zoneIdentifier: identifier) != nil else {
            throw .invalidValue(path: path, reason: "'\(identifier)' is not a known time zone (an IANA name such as Europe/Lisbon)")
        }
    }

    /// Refuses a `locale` that does not have the shape of a BCP 47 tag: letters, then subtags of
    /// letters and digits after hyphens (`en`, `pt-PT`, `zh-Hant-TW`); the schema's pattern says the same.
    public static func checkLocale(_ tag: String, at path: String = "locale") throws(SnapshotProblem) {
        guard isLanguageTagShaped(tag) else {
            throw .invalidValue(path: path, reason: "'\(tag)' is not a BCP 47 language tag (such as pt-PT)")
        }
    }

    /// The schema's pattern for a tag, `^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$`, without a regex engine.
    static func isLanguageTagShaped(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard let language = parts.first, (2...8).contains(language.count), language.allSatisfy(isLetter) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy(isLetterOrDigit) }
    }

    /// The schema's pattern for a zone, `^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$`.
    static func isZoneNameShaped(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard let lead = text.utf8.first, isLetter(lead) else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { isLetterOrDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }
        }
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
