import Foundation
import WidgetContract

/// Turns option values into the types commands use, with messages that name the bad value.
enum Parsing {
    static func kind(_ text: String) throws(CommandError) -> WidgetKind {
        guard let kind = WidgetKind(rawValue: text) else {
            let known = WidgetKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw .usage("unknown widget kind '\(text)' (expected one of: \(known))")
        }
        return kind
    }

    /// The family given, or the kind's first (small); refuses a family the kind does not have.
    static func family(_ text: String?, for kind: WidgetKind) throws(CommandError) -> WidgetSize {
        guard let text else { return kind.supportedFamilies[0] }
        guard let family = WidgetSize(rawValue: text) else {
            let known = WidgetSize.allCases.map(\.rawValue).joined(separator: ", ")
            throw .usage("unknown family '\(text)' (expected one of: \(known))")
        }
        guard kind.supportedFamilies.contains(family) else {
            let supported = kind.supportedFamilies.map(\.rawValue).joined(separator: ", ")
            throw .usage("the \(kind.rawValue) widget has no '\(text)' family (it has: \(supported))")
        }
        return family
    }

    /// A vehicle id as deep links carry it: letters, digits and `-._~`, 1 to 128 characters.
    static func vehicle(_ text: String?) throws(CommandError) -> String? {
        guard let text else { return nil }
        let allowed = text.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "~")
        }
        guard (1...128).contains(text.utf8.count), allowed, text != ".", text != ".." else {
            throw .usage("'\(text)' is not a vehicle id (letters, digits and -._~ only)")
        }
        return text
    }

    /// An instant such as `2026-11-29T19:20:00Z` or `2026-11-29T20:20:00+01:00`.
    static func instant(_ text: String?, option: String, default fallback: Date) throws(CommandError) -> Date {
        guard let text else { return fallback }
        guard let date = try? Date(text, strategy: .iso8601) else {
            throw .usage("--\(option): '\(text)' is not an ISO 8601 instant such as 2026-11-29T19:20:00Z")
        }
        return date
    }

    /// A positive number of seconds.
    static func seconds(_ text: String?, option: String) throws(CommandError) -> TimeInterval? {
        guard let text else { return nil }
        guard let value = Double(text), value.isFinite, value > 0 else {
            throw .usage("--\(option): '\(text)' is not a positive number of seconds")
        }
        return value
    }
}
