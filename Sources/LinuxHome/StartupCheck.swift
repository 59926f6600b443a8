import Foundation
import SharedContainer
import WidgetContract

/// The Linux app's startup check: can the widgets ever see what the app publishes?
///
/// A widget whose App Group does not resolve, or whose container the app cannot write, shows
/// nothing and says nothing. This check fails loudly instead, naming the fix. `glovebox doctor`
/// runs it (it is the Linux platform's `checkContainer`); an Apple app checks its App Group
/// container the same way when it starts.
public struct StartupCheck: Sendable {
    /// The environment the locations are resolved from.
    public let environment: [String: String]
    /// The user's home directory.
    public let homeDirectory: String
    /// The file system the probe goes through (a fault-injecting one in tests).
    public let fileSystem: any FileSystem

    /// The name of the file the write probe publishes and removes.
    public static let probeName = "doctor.probe"

    /// Creates a check for an environment.
    public init(environment: [String: String], homeDirectory: String, fileSystem: any FileSystem = POSIXFileSystem()) {
        self.environment = environment
        self.homeDirectory = homeDirectory
        self.fileSystem = fileSystem
    }

    /// Runs every check in order; a failed resolution stops the ones that need its result.
    public func run() -> [DoctorFinding] {
        var findings: [DoctorFinding] = []
        let appLocations: ContainerLocations
        do {
            appLocations = try ContainerLocations.resolve(
                environment: environment, homeDirectory: homeDirectory, role: .app, fileSystem: fileSystem)
            findings.append(.passed("shared container", "\(appLocations.sharedContainer) (App Group \(AppGroup.identifier))"))
        } catch {
            findings.append(.failed("shared container", "\(error)", fix: Self.fix(for: error)))
            return findings
        }
        do {
            // This process can only resolve the widget role from its own environment, so this
            // shows the widget side's preparation works; whether the real extension gets the same
            // App Group is settled by the entitlements glovebox native-config writes.
            let widgetLocations = try ContainerLocations.resolve(
                environment: environment, homeDirectory: homeDirectory, role: .widget, fileSystem: fileSystem)
            findings.append(.passed(
                "widget extension", "the widget role resolves \(widgetLocations.sharedContainer) from this environment"))
        } catch {
            findings.append(.failed("widget extension", "\(error)", fix: Self.fix(for: error)))
        }
        let files = SnapshotFiles(directory: appLocations.sharedContainer, fileSystem: fileSystem)
        do {
            try files.publish(Data("glovebox doctor probe\n".utf8), as: Self.probeName)
            try files.remove(Self.probeName)
            findings.append(.passed("publishing", "a probe file was written, synced, renamed and removed"))
        } catch {
            findings.append(.failed("publishing", "\(error)", fix: Self.fix(for: error)))
        }
        var published: WidgetsSnapshot?
        switch files.read(WidgetsSnapshot.fileName, limit: WidgetsSnapshot.maximumFileSize) {
        case .bytes(let bytes):
            do {
                let snapshot = try SnapshotCoding.decode(WidgetsSnapshot.self, from: bytes)
                published = snapshot
                findings.append(.passed("widgets snapshot", "version \(snapshot.version), \(bytes.count) bytes, \(snapshot.vehicles.count) vehicle(s)"))
            } catch {
                findings.append(.failed("widgets snapshot", "\(error)", fix: "run glovebox publish to rewrite it"))
            }
        case .missing:
            findings.append(.notice("widgets snapshot", "not published yet", hint: "run glovebox publish (or any command that changes the logbook)"))
        case .unreadable(let code):
            findings.append(.failed("widgets snapshot", "unreadable: \(FileSystemError.describe(code))",
                                    fix: "make \(appLocations.sharedContainer) readable by this user"))
        case .tooLarge(let size):
            findings.append(.failed(
                "widgets snapshot", "\(size) bytes is over the widgets' limit of \(WidgetsSnapshot.maximumFileSize) bytes",
                fix: "run glovebox publish to rewrite it"))
        }
        if let parts = WidgetPartsCheck(files: files).finding(snapshot: published) { findings.append(parts) }
        return findings
    }

    static func fix(for error: any Error) -> String {
        guard let error = error as? ContainerError else { return "check the directory's permissions" }
        switch error {
        case .relativeRoot(let variable, _):
            return "set \(variable) to an absolute path"
        case .notADirectory(let path):
            return "move the file at \(path) away, or set GLOVEBOX_HOME to another directory"
        case .notWritable(let path):
            return "run: chmod u+rwx \(path)   (or set GLOVEBOX_HOME to a directory you own)"
        case .ownedByAnotherUser(let path, _, _):
            return "set GLOVEBOX_HOME to a directory you own; \(path) belongs to someone else"
        default:
            return "check free space and the permissions of GLOVEBOX_HOME"
        }
    }
}
