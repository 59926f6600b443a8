/// Checks UTF-8 a piece at a time, so that a file can be checked without holding it whole: it
/// accepts what `String(validating:as: UTF8.self)` accepts (no overlong forms, no surrogates,
/// nothing above U+10FFFF), whatever the pieces.
struct UTF8Validator {
    // The continuation bytes still owed by the sequence under way, and the range the next one must
    // fall in (narrower than 80–BF right after E0, ED, F0 and F4, which is what rules out overlong
    // forms, surrogates and code points past U+10FFFF).
    private var owed = 0
    private var low: UInt8 = 0x80
    private var high: UInt8 = 0xBF

    /// Whether no sequence is left unfinished.
    var isComplete: Bool { owed == 0 }

    /// Reads `bytes`; false as soon as they cannot be UTF-8, whatever follows.
    mutating func consume(_ bytes: some Sequence<UInt8>) -> Bool {
        for byte in bytes {
            if owed > 0 {
                guard (low...high).contains(byte) else { return false }
                owed -= 1
                low = 0x80
                high = 0xBF
                continue
            }
            switch byte {
            case 0x00...0x7F: continue
            case 0xC2...0xDF: owed = 1
            case 0xE0: owed = 2; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: owed = 2
            case 0xED: owed = 2; high = 0x9F
            case 0xF0: owed = 3; low = 0x90
            case 0xF1...0xF3: owed = 3
            case 0xF4: owed = 3; high = 0x8F
            default: return false
            }
        }
        return true
    }
}
