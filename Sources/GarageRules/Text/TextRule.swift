import WidgetContract

/// The texts a user types into the logbook, each with its field rule from the table
/// (``FieldRule``): trimmed, none of ``VisibleText``'s forbidden characters, at most so many
/// characters as a person counts them. What an account name and the tools that report on notes (an
/// import that shortens them) use; a record's own fields are checked through its descriptor.
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

    /// The field rule.
    public var rule: FieldRule {
        switch self {
        case .vehicleName: .vehicleName
        case .make, .model: .makeOrModel
        case .plate: .plate
        case .itemName: .itemName
        case .deadlineTitle: .deadlineTitle
        case .note: .note
        case .accountName: .accountName
        }
    }

    /// The most characters the field holds.
    public var maximumLength: Int {
        guard case .text(let limit) = rule.value else { preconditionFailure("\(self) is not a text rule") }
        return limit
    }

    /// The text trimmed of spaces and line breaks at both ends, `nil` when nothing is left, or a
    /// refusal naming the field: a forbidden character (with its code point) or a text too long.
    public func checked(_ text: String?) throws(GarageError) -> String? {
        do {
            // Emptiness is the caller's: the rule here says only what a text may hold.
            return try FieldRule(rule.value).checked(text.map(FieldValue.text), today: nil)?.text
        } catch {
            throw GarageError(FieldProblem(field: rawValue, label: rawValue, reason: error))
        }
    }

    /// The text with every forbidden character removed (line breaks and tabs become spaces), and
    /// how many were: what an import keeps of a note it did not type itself.
    public static func stripped(_ text: String) -> (text: String, removed: Int) {
        var removed = 0
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if VisibleText.isForbidden(scalar) {
                removed += 1
                if scalar == "\n" || scalar == "\r" || scalar == "\t" { scalars.append(" ") }
            } else {
                scalars.append(scalar)
            }
        }
        return (String(scalars), removed)
    }
}
