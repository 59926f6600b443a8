import WidgetContract

/// A text a user types into the logbook, with the rules every such text keeps at the door: trimmed,
/// no control characters (C0, DEL, C1) and no bidirectional embedding, override or isolate
/// characters (they recolour a terminal, or make "RTLevil" read "RTLlive" in a widget), and a
/// length limit.
public enum TextRule: String, CaseIterable, Sendable {
    /// A vehicle's name.
    case vehicleName = "vehicle name"
    /// A vehicle's make.
    case make
    /// A vehicle's model.
    case model
    /// A licence plate.
    case plate = "licence plate"
    /// A maintenance item's name.
    case itemName = "maintenance item name"
    /// A deadline's title.
    case deadlineTitle = "deadline title"
    /// A note on a record.
    case note
    /// An account's name.
    case accountName = "account name"

    /// The most characters the field holds.
    public var maximumLength: Int {
        switch self {
        case .vehicleName, .itemName, .deadlineTitle: 100
        case .make, .model: 60
        case .plate: 20
        case .note: 1_000
        case .accountName: 254
        }
    }

    /// The text trimmed of spaces and line breaks at both ends, `nil` when nothing is left, or a
    /// refusal naming the field: a forbidden character (with its code point) or a text too long.
    public func checked(_ text: String?) throws(GarageError) -> String? {
        guard let text else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        if let forbidden = trimmed.unicodeScalars.first(where: Self.isForbidden) {
            throw .forbiddenCharacter(field: rawValue, codePoint: forbidden.value)
        }
        let length = trimmed.count
        guard length <= maximumLength else { throw .textTooLong(field: rawValue, limit: maximumLength, length: length) }
        return trimmed
    }

    /// The text with every forbidden character removed (line breaks and tabs become spaces), and
    /// how many were: what an import keeps of a note it did not type itself.
    public static func stripped(_ text: String) -> (text: String, removed: Int) {
        var removed = 0
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isForbidden(scalar) {
                removed += 1
                if scalar == "\n" || scalar == "\r" || scalar == "\t" { scalars.append(" ") }
            } else {
                scalars.append(scalar)
            }
        }
        return (String(scalars), removed)
    }

    /// Whether a character may not appear in a typed text: C0 controls, DEL, C1 controls, and the
    /// bidirectional embedding, override and isolate characters (U+202A–U+202E, U+2066–U+2069) —
    /// the characters `SafeText` keeps out of terminals and widgets, so one rule decides both.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        SafeText.isUnsafe(scalar)
    }
}
