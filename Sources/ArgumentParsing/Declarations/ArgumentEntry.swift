/// An ``Argument`` or an ``OptionalArgument``: something a ``CommandSignature`` lists among its
/// positionals.
///
/// Only this module's declarations conform: an ``ArgumentEntry`` cannot be made elsewhere.
public protocol ArgumentDeclaration: Sendable {
    /// The declaration as a signature stores it, without its value type.
    var argumentEntry: ArgumentEntry { get }
}

/// One positional argument as a signature holds it: its placeholder, help and whether it may be
/// left out.
public struct ArgumentEntry: Sendable {
    /// The placeholder, such as `VEHICLE`.
    public let name: String
    /// One line of help.
    public let help: String
    /// Whether it may be left out.
    public let isOptional: Bool
    /// Turns the word into the declared type.
    let convert: @Sendable (String) throws -> any Sendable

    init(name: String, help: String, isOptional: Bool, convert: @escaping @Sendable (String) throws -> any Sendable) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.convert = convert
    }

    /// The argument as usage lines show it: `VEHICLE`, or `[NOTE]` when it may be left out.
    public var synopsis: String {
        isOptional ? "[\(name)]" : name
    }
}
