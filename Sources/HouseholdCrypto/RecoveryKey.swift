/// The key printed once when an account's keys are made, which opens them when the passphrase is
/// lost: 32 random bytes, written as 52 Crockford base-32 digits in groups of four
/// (`7K2M-…`), read back whatever the case, spaces or dashes.
public struct RecoveryKey: Equatable, Sendable, CustomStringConvertible {
    /// The 32 bytes, used as they are as a wrapping key (they are random: nothing to stretch).
    public let bytes: [UInt8]

    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

    /// A new random recovery key.
    public static func generate() -> RecoveryKey {
        RecoveryKey(checked: Sodium.randomBytes(AEAD.keyLength))
    }

    private init(checked bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The key a person typed back.
    public init(parsing text: String) throws(CryptoError) {
        var value: [UInt8] = []
        var accumulator = 0
        var bits = 0
        for character in text.uppercased() where character != "-" && character != " " {
            // Crockford's reading of the letters that look like digits.
            let digit = character == "O" ? "0" : character == "I" || character == "L" ? "1" : character
            guard let index = Self.alphabet.firstIndex(of: digit) else {
                throw .malformed("'\(character)' is not a digit of a recovery key")
            }
            accumulator = accumulator << 5 | index
            bits += 5
            if bits >= 8 {
                bits -= 8
                value.append(UInt8(accumulator >> bits & 0xFF))
            }
            accumulator &= (1 << bits) - 1
        }
        guard value.count == AEAD.keyLength, accumulator == 0 else {
            throw .malformed("a recovery key has 52 digits")
        }
        bytes = value
    }

    /// The 52 digits in groups of four.
    public var description: String {
        var digits: [Character] = []
        var accumulator = 0
        var bits = 0
        for byte in bytes {
            accumulator = accumulator << 8 | Int(byte)
            bits += 8
            while bits >= 5 {
                bits -= 5
                digits.append(Self.alphabet[accumulator >> bits & 31])
            }
            accumulator &= (1 << bits) - 1
        }
        if bits > 0 { digits.append(Self.alphabet[accumulator << (5 - bits) & 31]) }
        return stride(from: 0, to: digits.count, by: 4).map { String(digits[$0..<min($0 + 4, digits.count)]) }.joined(separator: "-")
    }
}
