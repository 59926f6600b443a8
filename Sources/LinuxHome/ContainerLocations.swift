#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SharedContainer

/// Where Glovebox keeps its files on Linux, resolved the same way by the app and the widget side.
///
/// Everything lies under one root, the Glovebox home: the shared container plays the App Group's
/// part beside the app's private directory. This layout is the Linux executables' own; the
/// libraries an Apple app links take ``AppDirectories`` and never read these variables.
///
/// ```swift
/// let locations = try ContainerLocations.resolveForCurrentProcess(role: .widget)
/// let shared = SnapshotFiles(directory: locations.sharedContainer)
/// ```
public struct ContainerLocations: Equatable, Sendable {
    /// The root: `$GLOVEBOX_HOME`, else `$XDG_DATA_HOME/glovebox`, else `~/.local/share/glovebox`.
    public let root: String
    /// The App Group's directory, `<root>/group-containers/<AppGroup.identifier>`, shared by both sides.
    public let sharedContainer: String
    /// The app's private directory, `<root>/app`; it holds the SQLite logbook.
    public let appPrivate: String
    /// The app's documents, `<appPrivate>/Documents`; it holds the Siri/Shortcuts snapshot.
    public let documents: String

    /// The app's directories of this layout, as the app core takes them.
    public var directories: AppDirectories {
        AppDirectories(appPrivate: appPrivate, documents: documents, sharedContainer: sharedContainer)
    }

    /// The locations under a root, computed without touching the disk.
    public init(root: String) {
        self.root = root
        self.sharedContainer = root + "/group-containers/" + AppGroup.identifier
        self.appPrivate = root + "/app"
        self.documents = appPrivate + "/Documents"
    }

    /// The root an environment names, without touching the disk.
    ///
    /// An empty variable counts as unset. `GLOVEBOX_HOME` must be absolute; a relative
    /// `XDG_DATA_HOME` is ignored, as the XDG Base Directory specification requires.
    public static func rootPath(
        environment: [String: String], homeDirectory: String
    ) throws(ContainerError) -> String {
        if let home = environment["GLOVEBOX_HOME"], !home.isEmpty {
            guard home.hasPrefix("/") else { throw .relativeRoot(variable: "GLOVEBOX_HOME", value: home) }
            return trimmingTrailingSlashes(home)
        }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return trimmingTrailingSlashes(data) + "/glovebox"
        }
        guard homeDirectory.hasPrefix("/") else {
            throw .relativeRoot(variable: "HOME", value: homeDirectory)
        }
        return trimmingTrailingSlashes(homeDirectory) + "/.local/share/glovebox"
    }

    /// Resolves the locations and makes sure their directories exist, are directories, belong to
    /// this user, and are writable; directories it creates get mode `0700`.
    public static func resolve(
        environment: [String: String], homeDirectory: String, role: ContainerRole = .app,
        fileSystem: any FileSystem = POSIXFileSystem()
    ) throws(ContainerError) -> ContainerLocations {
        let locations = ContainerLocations(root: try rootPath(environment: environment, homeDirectory: homeDirectory))
        let preparer = DirectoryPreparer(fileSystem: fileSystem)
        try preparer.prepareRoot(locations.root)
        try preparer.preparePrivate(locations.root + "/group-containers")
        try preparer.preparePrivate(locations.sharedContainer)
        if role == .app {
            try preparer.preparePrivate(locations.appPrivate)
            try preparer.preparePrivate(locations.documents)
        }
        return locations
    }

    /// Resolves the locations from this process's environment and home directory.
    public static func resolveForCurrentProcess(role: ContainerRole = .app) throws(ContainerError) -> ContainerLocations {
        let environment = ProcessInfo.processInfo.environment
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path(percentEncoded: false)
        return try resolve(environment: environment, homeDirectory: home, role: role)
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
