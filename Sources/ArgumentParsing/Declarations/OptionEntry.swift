/// A ``Flag`` or an ``Option``: something a ``CommandSignature`` lists among its options.
///
/// Only this module's declarations conform: an ``OptionEntry`` cannot be made elsewhere.
public protocol OptionDeclaration: Sendable {
    /// The declaration as a signature stores it, without its value type.
    var optionEntry: OptionEntry { get }
}

/// One flag or option as a signature holds it: its name, value placeholders and help.
///
/// Signatures keep these so that help, usage and parsing can go over options of different value
/// types; the typed declaration is what reads the result back.
public struct OptionEntry: Sendable {
    /// The name with its two dashes, such as `--date`.
    public let name: String
    /// A one-letter alias with one dash, such as `-h`, if it has one.
    public let shortName: String?
    /// The placeholders of its value words; empty for a flag.
    public let valueNames: [String]
    /// One line of help.
    public let help: String
    /// Turns the value words into the declared type; `nil` for a flag.
    let convert: (@Sendable ([String]) throws -> any Sendable)?

    init(
        name: String, shortName: String?, valueNames: [String], help: String,
        convert: (@Sendable ([String]) throws -> any Sendable)?
    ) {
        self.name = name
        self.shortName = shortName
        self.valueNames = valueNames
        self.help = help
        self.convert = convert
    }

    /// Whether it is a flag, which takes no value.
    public var isFlag: Bool { valueNames.isEmpty }

    /// The option as usage lines show it: `--cost A CUR`.
    public var synopsis: String {
        ([name] + valueNames).joined(separator: " ")
    }

    /// The option as the help's options section labels it: `-h, --help` or `--cost A CUR`.
    var label: String {
        shortName.map { "\($0), \(synopsis)" } ?? synopsis
    }
}
