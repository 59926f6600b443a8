import WidgetContract

/// The one rule for what a text a person types may hold and how long it is, kept the same way by
/// the app, the SQLite store, restore and the household server.
///
/// **Characters**: none of ``WidgetContract/SafeText``'s unsafe ones (C0 and C1 controls, DEL, the
/// bidirectional embedding, override and isolate characters): they recolour a terminal or reorder a
/// line in a widget.
///
/// **Length**, as a person counts characters: every Unicode scalar counts one, except those that only
/// change the one before them — combining marks (general categories Mn, Mc, Me), variation selectors,
/// emoji modifiers (skin tones), tag characters, and a zero-width joiner together with the scalar it
/// joins on — and two regional indicators in a row (one flag) count one. Swift's own `count` (extended
/// grapheme clusters) and this agree on letters, digits, punctuation, accents and emoji sequences
/// (families, flags, skin tones); they differ only where several spacing scalars make one cluster
/// (Hangul jamo, some Indic conjuncts), which this counts as more, so the limit is reached sooner and
/// never passed. The rule is this one rather than Swift's because the household server must count
/// exactly the same, and PostgreSQL segments no graphemes: its check is made from ``extendingRanges``.
public enum VisibleText {
    /// Whether `scalar` may not appear in a typed text.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        SafeText.isUnsafe(scalar)
    }

    /// How many characters a person sees in `text`.
    public static func length(of text: String) -> Int {
        var count = 0
        var joining = false
        var pendingIndicator = false
        for scalar in text.unicodeScalars {
            if joining {
                // The scalar a zero-width joiner joins on is part of the character before it.
                joining = false
                continue
            }
            if scalar.value == zeroWidthJoiner {
                joining = true
                pendingIndicator = false
                continue
            }
            if regionalIndicators.contains(scalar.value) {
                if pendingIndicator {
                    pendingIndicator = false
                } else {
                    pendingIndicator = true
                    count += 1
                }
                continue
            }
            pendingIndicator = false
            if !isExtending(scalar) { count += 1 }
        }
        return count
    }

    /// How many characters a person sees in `text` when all of it is printable ASCII (U+0020 to
    /// U+007E), else `nil`.
    ///
    /// Such a text has no forbidden scalar (those in ASCII are the controls below U+0020 and DEL),
    /// and each of its scalars counts one: none is a mark, a joiner, a regional indicator or another
    /// extending scalar. So this is ``length(of:)`` of a text ``isForbidden(_:)`` passes, read on
    /// bytes: the check of every text of every imported row is this, not a walk over scalars.
    public static func printableASCIILength(of text: String) -> Int? {
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20 && byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }

    /// The most UTF-8 bytes a text may take for each character its limit allows: far more than any
    /// script needs (an accented letter takes 2 to 4, a conjunct or an emoji family up to 25, but such
    /// characters come among shorter ones), and a bound on what one row stores, which the character
    /// count alone is not — a single visible character may carry any number of combining marks.
    public static let bytesPerCharacter = 16

    /// The most UTF-8 bytes a text whose limit is `limit` characters may take.
    public static func byteLimit(forCharacters limit: Int) -> Int {
        limit * bytesPerCharacter
    }

    /// U+200D ZERO WIDTH JOINER.
    public static let zeroWidthJoiner: UInt32 = 0x200D
    /// The regional indicator symbols, two of which make a flag.
    public static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF

    /// Whether `scalar` only changes the character before it (and so does not count).
    public static func isExtending(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: break
        }
        return extraExtending.contains { $0.contains(scalar.value) }
    }

    /// Extending scalars that are not marks: variation selectors, emoji modifiers, tags.
    static let extraExtending: [ClosedRange<UInt32>] = [
        0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0xE0100...0xE01EF,
    ]

    /// Every extending scalar as ranges, ascending and merged: what the household server's length
    /// check is built from, so that it counts with the same table as this code.
    public static let extendingRanges: [ClosedRange<UInt32>] = {
        var ranges: [ClosedRange<UInt32>] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), isExtending(scalar) else { continue }
            if let last = ranges.last, last.upperBound + 1 == value {
                ranges[ranges.count - 1] = last.lowerBound...value
            } else {
                ranges.append(value...value)
            }
        }
        return ranges
    }()
}
