import WidgetContract

/// What a value of a field may be: its type, range, length, characters, format, days — one entry of
/// the table of field rules (``FieldRule`` statics) that the app, the SQLite store, restore, the pull
/// and the household server all check values against.
public struct FieldRule: Hashable, Sendable {
    /// The kinds of value, each with what bounds it.
    public enum Value: Hashable, Sendable {
        /// A record's own id: ``Identifier/recordID`` format, none of `reserved`.
        case identifier(reserved: Set<String> = [])
        /// The id of a record of that kind (of the same vehicle, or the vehicle itself).
        case reference(RecordKind)
        /// Text a person types: trimmed, none of ``VisibleText``'s forbidden characters, at most
        /// `maximumLength` characters as a person counts them.
        case text(maximumLength: Int)
        /// A whole number in the range.
        case integer(ClosedRange<Int>)
        /// A flag.
        case boolean
        /// A calendar day in the window (see ``DayWindow``).
        case day(DayWindow)
        /// A positive exact decimal: at most ``Decimals/maximumLength`` bytes of digits with one `.`.
        case positiveDecimal
        /// An amount of money: a decimal with no more decimals than the currency that the field
        /// `currencyField` of the same record names allows, and at most 15 digits of minor units.
        case money(currencyField: String)
        /// An ISO 4217 currency code of ``CurrencyTable``.
        case currency
        /// One of these words.
        case word([String])
        /// One or more of these words, separated by commas, none twice, in the order that matters
        /// (a vehicle's energies, its main one first).
        case wordList([String])
    }

    /// How a record's values of this field are compared with its siblings'.
    public enum Uniqueness: Hashable, Sendable {
        /// No two live records of one vehicle have the same ``NameKey`` (maintenance items).
        case perVehicle
        /// No two vehicles of one account have the same ``NameKey``.
        case perAccount
    }

    /// The kind of value and its bounds.
    public let value: Value
    /// Whether a record must have it.
    public let isRequired: Bool
    /// Whether its values are unique among siblings, letter case aside.
    public let uniqueness: Uniqueness?

    /// A rule.
    public init(_ value: Value, isRequired: Bool = false, uniqueness: Uniqueness? = nil) {
        self.value = value
        self.isRequired = isRequired
        self.uniqueness = uniqueness
    }

    /// The rule for a value that must be present.
    public var required: FieldRule { FieldRule(value, isRequired: true, uniqueness: uniqueness) }

    /// The rule for a value unique among siblings.
    public func unique(_ uniqueness: Uniqueness) -> FieldRule {
        FieldRule(value, isRequired: isRequired, uniqueness: uniqueness)
    }

    /// How every layout stores the value: text, a whole number or a flag.
    public var storage: Storage {
        switch value {
        case .integer: .integer
        case .boolean: .boolean
        case .identifier, .reference, .text, .day, .positiveDecimal, .money, .currency, .word, .wordList: .text
        }
    }

    /// The three ways a value is stored (``FieldValue``'s cases).
    public enum Storage: String, Hashable, Sendable {
        case text, integer, boolean
    }
}
