/// A named option that takes one or more value words, such as `--date 2026-05-01` or `--cost 45 EUR`.
///
/// The words are turned into `Value` while the command line is parsed, so a bad value is a usage
/// error before the command runs:
///
/// ```swift
/// static let year = Option("--year", value: "Y", help: "the model year", parse: .integer(in: 1886...2100))
/// static let cost = Option("--cost", values: ["A", "CUR"], help: "what it cost") { words in
///     try Cost(amount: words[0], currency: words[1])
/// }
/// // …
/// let year: Int? = arguments[year]
/// ```
public struct Option<Value: Sendable>: OptionDeclaration {
    /// The name with its two dashes, such as `--date`.
    public let name: String
    /// The placeholders of its value words, as usage lines show them (`["A", "CUR"]`).
    public let valueNames: [String]
    /// One line of help.
    public let help: String
    private let transform: @Sendable ([String]) throws -> Value

    /// Declares an option with one value word, which `parse` reads.
    public init(_ name: String, value valueName: String, help: String, parse: ValueParser<Value>) {
        self.init(name, values: [valueName], help: help) { words in try parse.parse(words[0]) }
    }

    /// Declares an option with several value words, all of which `transform` gets at once.
    ///
    /// `transform` throws ``ValueError`` to refuse them; its ``ValueError/value`` can name the one
    /// word at fault, else the message quotes all the words.
    public init(
        _ name: String, values valueNames: [String], help: String,
        transform: @escaping @Sendable ([String]) throws -> Value
    ) {
        DeclarationRules.checkOptionName(name)
        DeclarationRules.checkValueNames(valueNames, of: name)
        self.name = name
        self.valueNames = valueNames
        self.help = help
        self.transform = transform
    }

    /// The option as a signature stores it.
    public var optionEntry: OptionEntry {
        let transform = transform
        return OptionEntry(name: name, shortName: nil, valueNames: valueNames, help: help) { words in
            try transform(words)
        }
    }
}

extension Option where Value == String {
    /// Declares an option whose one value word is taken as it is.
    public init(_ name: String, value valueName: String, help: String) {
        self.init(name, value: valueName, help: help, parse: .string)
    }
}
