#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
            findings.append(.passed(.sharedContainer, .containerResolved(path: appLocations.sharedContainer, appGroup: AppGroup.identifier)))
        } catch {
            findings.append(.failed(.sharedContainer, .containerFailed(error), fix: Self.fix(for: error)))
            return findings
        }
        do {
            // This process can only resolve the widget role from its own environment, so this
            // shows the widget side's preparation works; whether the real extension gets the same
            // App Group is settled by the entitlements glovebox native-config writes.
            let widgetLocations = try ContainerLocations.resolve(
                environment: environment, homeDirectory: homeDirectory, role: .widget, fileSystem: fileSystem)
            findings.append(.passed(.widgetExtension, .widgetRoleResolves(path: widgetLocations.sharedContainer)))
        } catch {
            findings.append(.failed(.widgetExtension, .containerFailed(error), fix: Self.fix(for: error)))
        }
        let files = SnapshotFiles(directory: appLocations.sharedContainer, fileSystem: fileSystem)
        do {
            try files.publish(Data("glovebox doctor probe\n".utf8), as: Self.probeName)
            try files.remove(Self.probeName)
            findings.append(.passed(.publishing, .probePublished))
        } catch {
            findings.append(.failed(.publishing, .containerFailed(error), fix: Self.fix(for: error)))
        }
        var published: WidgetsSnapshot?
        switch files.read(WidgetsSnapshot.fileName, limit: WidgetsSnapshot.maximumFileSize) {
        case .bytes(let bytes):
            do {
                let snapshot = try SnapshotCoding.decode(WidgetsSnapshot.self, from: bytes)
                published = snapshot
                findings.append(.passed(
                    .widgetsSnapshot, .snapshotRead(version: snapshot.version, bytes: bytes.count, vehicles: snapshot.vehicles.count)))
            } catch {
                findings.append(.failed(.widgetsSnapshot, .snapshotUndecodable(error), fix: .publishToRewriteIt))
            }
        case .missing:
            findings.append(.notice(.widgetsSnapshot, .snapshotNotPublished, hint: .publishOrChangeTheLogbook))
        case .unreadable(let code):
            findings.append(.failed(
                .widgetsSnapshot, .snapshotUnreadable(reason: FileSystemError.describe(code)),
                fix: .makeReadable(path: appLocations.sharedContainer)))
        case .tooLarge(let size):
            findings.append(.failed(
                .widgetsSnapshot, .snapshotTooLarge(bytes: size, limit: WidgetsSnapshot.maximumFileSize), fix: .publishToRewriteIt))
        }
        if let parts = WidgetPartsCheck(files: files).finding(snapshot: published) { findings.append(parts) }
        return findings
    }

    static func fix(for error: ContainerError) -> DoctorFix {
        switch error {
        case .relativeRoot(let variable, _): return .setAbsolutePath(variable: variable)
        case .notADirectory(let path): return .moveFileAway(path: path)
        case .notWritable(let path): return .makeWritable(path: path)
        case .ownedByAnotherUser(let path, _, _): return .useOwnDirectory(path: path)
        default: return .checkSpaceAndPermissions
        }
    }
}
