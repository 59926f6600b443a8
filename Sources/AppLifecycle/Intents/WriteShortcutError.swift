/// A write shortcut that was named or called wrongly.
public enum WriteShortcutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No shortcut has this name.
    case unknownShortcut(String)
    /// The shortcut takes another number of arguments.
    case wrongArguments(name: String, expected: Int, found: Int)

    /// The message, lowercase and naming the value at fault.
    public var description: String {
        switch self {
        case .unknownShortcut(let name):
            "unknown shortcut '\(name)'; use one of: \(WriteShortcut.names.joined(separator: ", "))"
        case .wrongArguments(let name, let expected, let found):
            "shortcut '\(name)' takes \(expected) arguments, found \(found)"
        }
    }
}
