/// A positional argument that must be given, such as the `VEHICLE` of `expense add VEHICLE AMOUNT`.
///
/// Reading it gives a `Value`, never an optional: a command line without it is a usage error. A
/// positional that may be left out is an ``OptionalArgument``; the two are distinct types so the
/// subscript's result type says which one it is.
///
/// ```swift
/// static let vehicle = Argument("VEHICLE", help: "id or name")
/// static let value = Argument("VALUE", help: "the odometer", parse: .integer(in: 0...99_999_999))
/// // …
/// let reading: Int = arguments[value]
/// ```
public struct Argument<Value: Sendable>: ArgumentDeclaration {
    /// The placeholder usage lines show, such as `VEHICLE`.
    public let name: String
    /// One line of help.
    public let help: String
    private let parser: ValueParser<Value>

    /// Declares a required positional argument that `parse` reads.
    public init(_ name: String, help: String, parse: ValueParser<Value>) {
        DeclarationRules.checkArgumentName(name)
        self.name = name
        self.help = help
        self.parser = parse
    }

    /// The argument as a signature stores it.
    public var argumentEntry: ArgumentEntry {
        let parser = parser
        return ArgumentEntry(name: name, help: help, isOptional: false) { text in try parser.parse(text) }
    }
}

extension Argument where Value == String {
    /// Declares a required positional argument taken as it is.
    public init(_ name: String, help: String) {
        self.init(name, help: help, parse: .string)
    }
}
