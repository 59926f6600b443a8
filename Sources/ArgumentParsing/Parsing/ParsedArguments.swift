/// A command line read against a ``CommandSignature``: every value in its declared type, looked up
/// with the declaration itself.
///
/// ```swift
/// let json: Bool = arguments[Self.json]
/// let date: CalendarDay? = arguments[Self.date]       // an option may be left out
/// let vehicle: String = arguments[Self.vehicle]       // a required argument is always there
/// let note: String? = arguments[Self.note]            // an OptionalArgument may be left out
/// ```
///
/// A declaration is found by its name. Reading one that the signature which made these arguments
/// does not hold (or holds with another value type) is a mistake in the program and traps.
public struct ParsedArguments: Sendable {
    private let flags: Set<String>
    private let values: [String: any Sendable]
    private let declaredFlags: Set<String>
    private let declaredValues: Set<String>

    init(flags: Set<String>, values: [String: any Sendable], declaredFlags: Set<String>, declaredValues: Set<String>) {
        self.flags = flags
        self.values = values
        self.declaredFlags = declaredFlags
        self.declaredValues = declaredValues
    }

    /// Whether the flag was given.
    public subscript(flag: Flag) -> Bool {
        precondition(declaredFlags.contains(flag.name), Self.undeclared(flag.name))
        return flags.contains(flag.name)
    }

    /// The option's value, or `nil` when it was not given.
    public subscript<Value>(option: Option<Value>) -> Value? {
        value(named: option.name, as: Value.self)
    }

    /// The argument's value, which parsing guarantees is there.
    public subscript<Value>(argument: Argument<Value>) -> Value {
        guard let value = value(named: argument.name, as: Value.self) else {
            preconditionFailure("argument '\(argument.name)' was not given: its signature declares it optional")
        }
        return value
    }

    /// The argument's value, or `nil` when it was left out.
    public subscript<Value>(argument: OptionalArgument<Value>) -> Value? {
        value(named: argument.name, as: Value.self)
    }

    private func value<Value>(named name: String, as type: Value.Type) -> Value? {
        precondition(declaredValues.contains(name), Self.undeclared(name))
        guard let stored = values[name] else { return nil }
        guard let value = stored as? Value else {
            preconditionFailure("'\(name)' holds a \(Swift.type(of: stored)), not a \(Value.self)")
        }
        return value
    }

    private static func undeclared(_ name: String) -> String {
        "'\(name)' is not declared by the signature these arguments were parsed with"
    }
}
