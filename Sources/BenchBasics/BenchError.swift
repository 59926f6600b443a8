/// What can go wrong in a benchmark run, with a short lowercase message naming the bad value.
public enum BenchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A command-line argument that cannot be used.
    case invalidArgument(String)
    /// A needed executable that is not built.
    case missingExecutable(String)
    /// A child process that could not be started or failed.
    case processFailed(String)
    /// Setting up the data of a run failed.
    case setupFailed(String)

    /// The message printed for the error.
    public var description: String {
        switch self {
        case .invalidArgument(let message): message
        case .missingExecutable(let path):
            "executable '\(path)' is missing (build it: swift build -c release --product \(path.split(separator: "/").last ?? ""))"
        case .processFailed(let message): message
        case .setupFailed(let message): message
        }
    }
}
