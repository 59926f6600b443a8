import Foundation

/// A stable, URL-safe identifier of a vehicle or record: 1 to 64 characters from `[a-z0-9-]`.
///
/// Ids go into deep links (`glovebox://vehicle/jeep-cherokee`) and file names, so nothing else is allowed.
public struct GarageID: Hashable, Comparable, Sendable, RawRepresentable {
    /// The identifier text.
    public let rawValue: String

    /// Validates `rawValue`; returns `nil` when it is empty, longer than 64 or has other characters.
    public init?(rawValue: String) {
        guard Self.isValid(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// Validates `text`, throwing `invalidIdentifier` when it is not a valid id.
    public init(validating text: String) throws(GarageError) {
        guard let id = GarageID(rawValue: text) else { throw .invalidIdentifier(text) }
        self = id
    }

    /// Whether `text` is a valid id.
    ///
    /// A plain loop over the bytes with one switch: every imported record's id and vehicle id pass
    /// here, and `allSatisfy` over ranges' `contains` cost some 100 instructions a byte (issue 24).
    /// The bytes are read from the string's own storage (`withUTF8`): every row a publish reads
    /// has its ids checked, some 7,800 at fifty vehicles, and the `UTF8View`'s iterator cost
    /// about four times the loop. `GarageIDValidityTests` compares it with that reading on random
    /// texts.
    public static func isValid(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard (1...64).contains(bytes.count) else { return false }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): continue
                default: return false
                }
            }
            return true
        }
    }

    /// Orders ids by their raw text.
    public static func < (lhs: GarageID, rhs: GarageID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension GarageID: CustomStringConvertible {
    /// The raw id.
    public var description: String { rawValue }
}

extension GarageID: Codable {
    /// Decodes an id from a JSON string, refusing one that is not a valid id.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let id = GarageID(rawValue: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a garage id: \(text)")
        }
        self = id
    }

    /// Encodes the id as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
