/// A positional argument that may be left out, such as the `[NOTE]` after the required ones.
///
/// Only the last positionals of a signature may be optional. Reading one gives `Value?`.
///
/// ```swift
/// static let month = OptionalArgument("MONTH", help: "YYYY-MM (default this month)", parse: .month)
/// // …
/// let month = arguments[month] ?? thisMonth
/// ```
public struct OptionalArgument<Value: Sendable>: ArgumentDeclaration {
    /// The placeholder usage lines show, in brackets: `[MONTH]`.
    public let name: String
    /// One line of help.
    public let help: String
    private let parser: ValueParser<Value>

    /// Declares an optional positional argument that `parse` reads when it is given.
    public init(_ name: String, help: String, parse: ValueParser<Value>) {
        DeclarationRules.checkArgumentName(name)
        self.name = name
        self.help = help
        self.parser = parse
    }

    /// The argument as a signature stores it.
    public var argumentEntry: ArgumentEntry {
        let parser = parser
        return ArgumentEntry(name: name, help: help, isOptional: true) { text in try parser.parse(text) }
    }
}

extension OptionalArgument where Value == String {
    /// Declares an optional positional argument taken as it is.
    public init(_ name: String, help: String) {
        self.init(name, help: help, parse: .string)
    }
}
