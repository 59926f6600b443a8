import StableHashing

/// A 64-bit fingerprint of what one imported row says, so that importing the same row again is
/// recognised wherever it sits in a later file.
///
/// FNV-1a over the row's normalised fields, each written as its length and its UTF-8 bytes (so
/// that no two lists of fields give the same bytes), finished with MurmurHash3's mixer. Stable
/// across runs and machines (unlike `Hasher`, which is seeded per process): the logbook keeps it.
/// Not a digest for security; the chance that two different rows of one vehicle share a
/// fingerprint is about n² / 2⁶⁵, one in three billion for 100,000 rows.
///
/// ```swift
/// var fingerprint = RowFingerprint("lubelogger.fuel")
/// fingerprint.combine(day.isoString)
/// fingerprint.combine(odometer)
/// let stored = fingerprint.value
/// ```
public struct RowFingerprint: Sendable {
    private var hash = FNV1a()

    /// A fingerprint that starts with `kind`, so that rows of two kinds never share one.
    public init(_ kind: String) {
        combine(kind)
    }

    /// Adds a text field (`nil` is not the empty text).
    public mutating func combine(_ text: String?) {
        guard var text else { return add(0xFF) }
        add(0x01)
        var length = UInt64(text.utf8.count)
        for _ in 0..<8 {
            add(UInt8(truncatingIfNeeded: length))
            length >>= 8
        }
        // Over the text's UTF-8 in place (every text an import reads is a native, contiguous one; any
        // other is made so first): the `utf8` view's iterator checks the string's representation at
        // each byte, which made this loop some ten instructions a byte (callgrind, issue 24).
        var hash = self.hash
        text.withUTF8 { bytes in
            for byte in bytes { hash.combine(byte) }
        }
        self.hash = hash
    }

    /// Adds a whole-number field.
    public mutating func combine(_ number: Int?) {
        combine(number.map { String($0) })
    }

    /// The fingerprint, as SQLite stores a 64-bit integer.
    public var value: Int64 {
        var mixed = hash.value
        mixed ^= mixed >> 33
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        mixed &*= 0xC4CE_B9FE_1A85_EC53
        mixed ^= mixed >> 33
        return Int64(bitPattern: mixed)
    }

    private mutating func add(_ byte: UInt8) {
        hash.combine(byte)
    }
}
