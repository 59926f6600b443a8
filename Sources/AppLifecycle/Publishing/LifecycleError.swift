import SharedContainer
import WidgetContract

/// Everything that can stop a publish or a session end, each naming the step and the cause.
public enum LifecycleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The installed widgets could not be listed.
    case installedWidgetsUnavailable(String)
    /// The snapshot could not be built or encoded.
    case buildFailed(String)
    /// Writing a file into the container failed; the previous file is unchanged.
    case publishFailed(name: String, reason: String)
    /// The shared container refused a write, read or removal; its error names the file and step.
    case container(ContainerError)
    /// A file the publish made is larger than the widgets read (`limit`); nothing was written.
    case overTheCap(name: String, bytes: Int, limit: Int)
    /// The session ended while the publish was under way; nothing was renamed.
    case sessionEnded
    /// The snapshot was published, but a reload request failed; the next publish asks again.
    case reloadFailed(kind: WidgetKind?, reason: String)
    /// The session-end purge could not remove everything (each failure named).
    case purgeFailed([PurgeFailure])

    /// The message, lowercase and naming the value at fault.
    public var description: String {
        switch self {
        case .installedWidgetsUnavailable(let reason):
            "cannot list the installed widgets: \(reason)"
        case .buildFailed(let reason):
            "cannot build the widgets snapshot: \(reason)"
        case .publishFailed(let name, let reason):
            "cannot publish \(name): \(reason)"
        case .container(let error):
            "\(error)"
        case let .overTheCap(name, bytes, limit):
            "cannot publish \(name): it is \(bytes) bytes, over the \(limit) the widgets read"
        case .sessionEnded:
            "the session ended during the publish; nothing was published"
        case .reloadFailed(let kind, let reason):
            "the snapshot was published but the reload request for "
                + "\(kind.map { "\($0.rawValue) widgets" } ?? "all widgets") failed: \(reason)"
        case .purgeFailed(let failures):
            "sign-out could not remove every file: \(failures.map(\.description).joined(separator: "; "))"
        }
    }
}
