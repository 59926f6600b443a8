/// A command's arguments, read against the options it accepts.
struct Arguments {
    /// The values of options that take one (`--family medium`).
    private(set) var values: [String: String] = [:]
    /// The flags given (`--json`).
    private(set) var flags: Set<String> = []
    /// The arguments that are not options, in order.
    private(set) var positionals: [String] = []

    /// Reads `arguments` for `command`, which accepts the options in `valued` and the flags in
    /// `flagNames` (both without their leading dashes).
    init(_ arguments: [String], command: String, valued: Set<String>, flagNames: Set<String>) throws(CommandError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                if argument.hasPrefix("-"), argument != "-" {
                    throw .usage("unknown option '\(argument)' for '\(command)' (see 'glovebox-widget \(command) --help')")
                }
                positionals.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if flagNames.contains(name) {
                guard inlineValue == nil else { throw .usage("option '--\(name)' takes no value") }
                flags.insert(name)
            } else if valued.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw .usage("option '--\(name)' needs a value") }
                    value = arguments[index]
                    index += 1
                }
                guard values.updateValue(value, forKey: name) == nil else {
                    throw .usage("option '--\(name)' is given more than once")
                }
            } else {
                throw .usage("unknown option '--\(name)' for '\(command)' (see 'glovebox-widget \(command) --help')")
            }
        }
    }

    /// The one positional argument a command needs, named `name` in messages.
    func single(_ name: String, command: String) throws(CommandError) -> String {
        guard let first = positionals.first else { throw .usage("'\(command)' needs \(name)") }
        guard positionals.count == 1 else { throw .usage("unexpected argument '\(positionals[1])' for '\(command)'") }
        return first
    }

    /// Refuses any positional argument.
    func requireNoPositionals(command: String) throws(CommandError) {
        if let first = positionals.first { throw .usage("unexpected argument '\(first)' for '\(command)'") }
    }
}
