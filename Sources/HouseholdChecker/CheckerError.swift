/// Why the checker could not run a history at all (as opposed to a history that failed its checks).
enum CheckerError: Error, CustomStringConvertible {
    case setup(String)

    var description: String {
        switch self {
        case .setup(let text): "the checker could not set a history up: \(text)"
        }
    }
}
