/// One option a command accepts: a flag (`--json`) or an option with one or more values (`--cost A CUR`).
public struct OptionSpec: Sendable, Equatable {
    /// The name with its dashes, such as `--make`.
    public let name: String
    /// The placeholders of its values (empty for a flag), such as `["A", "CUR"]`.
    public let values: [String]
    /// One line of help.
    public let help: String

    /// A flag.
    public static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, values: [], help: help)
    }

    /// An option with values.
    public static func option(_ name: String, _ values: String..., help: String) -> OptionSpec {
        OptionSpec(name: name, values: values, help: help)
    }

    /// `--cost A CUR` as it appears in usage lines.
    public var synopsis: String {
        ([name] + values).joined(separator: " ")
    }
}
