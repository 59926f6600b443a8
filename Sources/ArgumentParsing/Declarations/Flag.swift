/// A switch that is on when its name is on the command line, such as `--json`.
///
/// Declare it once, list it in a ``CommandSignature``, and read it back with the same value:
///
/// ```swift
/// static let json = Flag("--json", help: "print JSON")
/// static let signature = CommandSignature(options: [json])
/// // …
/// if arguments[json] { printJSON() }
/// ```
public struct Flag: OptionDeclaration {
    /// The name with its two dashes, such as `--json`.
    public let name: String
    /// A one-letter alias with one dash, such as `-v`, if it has one.
    public let shortName: String?
    /// One line of help.
    public let help: String

    /// Declares a flag; `short` is an alias such as `-v`.
    ///
    /// A name without two leading dashes, or a short name that is not one dash and one letter, is
    /// a programmer error and traps.
    public init(_ name: String, short shortName: String? = nil, help: String) {
        DeclarationRules.checkOptionName(name)
        if let shortName { DeclarationRules.checkShortName(shortName, of: name) }
        self.name = name
        self.shortName = shortName
        self.help = help
    }

    /// The flag as a signature stores it.
    public var optionEntry: OptionEntry {
        OptionEntry(name: name, shortName: shortName, valueNames: [], help: help, convert: nil)
    }
}
