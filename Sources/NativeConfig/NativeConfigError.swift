/// Why the native configuration cannot be generated.
public enum NativeConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not a reverse-DNS identifier of letters, digits and hyphens.
    case invalidBundleIdentifier(String)
    /// Not a ten-character Apple team id.
    case invalidTeam(String)
    /// A file could not be written.
    case cannotWrite(path: String, reason: String)

    /// The message, lowercase and naming the value at fault.
    public var description: String {
        switch self {
        case .invalidBundleIdentifier(let id):
            "bundle identifier '\(id)' is not reverse-DNS letters, digits and hyphens (like app.glovebox)"
        case .invalidTeam(let team): "team '\(team)' is not a ten-character Apple team id (like ABCDE12345)"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}
