/// One positional argument a command takes.
public struct PositionalSpec: Sendable, Equatable {
    /// The placeholder, such as `VEHICLE`.
    public let name: String
    /// Whether it may be left out (only the last ones may).
    public let isOptional: Bool
    /// One line of help.
    public let help: String

    /// A required positional argument.
    public static func required(_ name: String, _ help: String) -> PositionalSpec {
        PositionalSpec(name: name, isOptional: false, help: help)
    }

    /// An optional positional argument.
    public static func optional(_ name: String, _ help: String) -> PositionalSpec {
        PositionalSpec(name: name, isOptional: true, help: help)
    }
}
