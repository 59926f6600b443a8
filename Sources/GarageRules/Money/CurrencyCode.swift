import Foundation

/// An ISO 4217 currency code such as `EUR`, validated against a built-in table, with its minor unit.
///
/// Codes are stored upper-case; `CurrencyCode("eur")` is `EUR`. The table holds the codes in use
/// plus the withdrawn ones that the ECB's historical reference rates still name (CYP, EEK, …),
/// so that a rate history can be loaded whole.
public struct CurrencyCode: Hashable, Comparable, Sendable {
    /// The three upper-case letters.
    public let code: String
    /// The number of decimals of the minor unit (EUR 2, JPY 0, KWD 3).
    public let minorUnitExponent: Int

    /// The euro, the base of the ECB's reference rates.
    public static let euro = CurrencyCode(known: "EUR")

    /// Validates `text` (ASCII letters in any case, surrounding spaces ignored) against ISO 4217.
    ///
    /// Only ASCII letters change case, as SQLite's `upper` changes them: the store's spend totals
    /// key a stored code by `upper(currency)` (logbook step 27), and Unicode's mapping would read
    /// `uſd` (a long s) as USD where SQLite does not.
    public init(_ text: String) throws(GarageError) {
        // Stored codes are already canonical: look them up without the Foundation trim and case
        // mapping, which a snapshot load would otherwise pay once per expense row. Three bytes
        // first: `String` equality is Unicode's, and `\u{212A}WD` (a Kelvin sign) equals KWD.
        if text.utf8.count == 3, let exponent = Self.table[text] {
            self.code = text
            self.minorUnitExponent = exponent
            return
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces).utf8
        guard trimmed.count == 3, trimmed.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }),
              case let upper = String(decoding: trimmed.map { $0 & ~0x20 }, as: UTF8.self),
              let exponent = Self.table[upper]
        else {
            throw .unknownCurrency(text)
        }
        self.code = upper
        self.minorUnitExponent = exponent
    }

    private init(known code: String) {
        self.code = code
        self.minorUnitExponent = Self.table[code]!
    }

    /// Whether the code is in current use (not one of the withdrawn codes kept for rate history).
    public var isActive: Bool { !Self.withdrawn.contains(code) }

    /// Every code in the table, sorted.
    public static var all: [CurrencyCode] {
        table.keys.sorted().map { CurrencyCode(known: $0) }
    }

    /// Orders codes alphabetically.
    public static func < (lhs: CurrencyCode, rhs: CurrencyCode) -> Bool { lhs.code < rhs.code }
}

extension CurrencyCode: CustomStringConvertible {
    /// The ISO 4217 code, such as `EUR`.
    public var description: String { code }
}

extension CurrencyCode: Codable {
    /// Decodes a code from a JSON string, refusing one that is not an ISO 4217 code.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try CurrencyCode(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the code as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
