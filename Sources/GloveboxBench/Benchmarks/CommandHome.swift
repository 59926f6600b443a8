import BenchBasics
import Foundation
import LinuxHome
import GarageStorage
import SharedContainer
import WidgetContract

#if canImport(Glibc)
import Glibc
#endif

/// A fresh `GLOVEBOX_HOME` for one measured command: a copy of a garage as its logbook and the
/// widget benchmark's four widgets installed in its shared container.
struct CommandHome {
    /// The home's directories.
    let locations: ContainerLocations

    /// The logbook file, `<home>/app/glovebox.sqlite`.
    var logbook: String { locations.appPrivate + "/" + GarageStore.fileName }

    /// The shared container's files.
    var sharedFiles: SnapshotFiles { SnapshotFiles(directory: locations.sharedContainer) }

    /// Removes whatever is at `root` and makes a new home there from the garage file at `garage`
    /// (with its `-wal`, when there is one).
    static func make(at root: String, garage: String, homeDirectory: String) throws -> CommandHome {
        try? FileManager.default.removeItem(atPath: root)
        let locations = try ContainerLocations.resolve(environment: ["GLOVEBOX_HOME": root], homeDirectory: homeDirectory)
        let home = CommandHome(locations: locations)
        try copyDurably(garage, to: home.logbook)
        if FileManager.default.fileExists(atPath: garage + "-wal") {
            try copyDurably(garage + "-wal", to: home.logbook + "-wal")
        }
        try sync(locations.appPrivate)
        try InstalledWidgets.save(WidgetBenchmark.widgets, to: home.sharedFiles)
        return home
    }

    /// Copies a file and flushes the copy to the disk: a 145 MB copy left dirty in the page cache
    /// would otherwise be written back inside the first measured process that syncs the logbook.
    static func copyDurably(_ source: String, to destination: String) throws {
        try FileManager.default.copyItem(atPath: source, toPath: destination)
        try sync(destination)
    }

    /// `fsync`s a file or directory.
    static func sync(_ path: String) throws(BenchError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .setupFailed("cannot open '\(path)' to sync it: errno \(errno)") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .setupFailed("cannot sync '\(path)': errno \(errno)") }
    }

    /// Whether the shared container holds a published widgets snapshot.
    var hasWidgetsSnapshot: Bool {
        FileManager.default.fileExists(atPath: sharedFiles.path(of: WidgetsSnapshot.fileName))
    }

    /// The rows of the record tables `MeasuredCommand` checks (the store is closed on return, so
    /// that no connection of ours is open while a command runs).
    func recordCounts() throws -> [String: Int] {
        let counts = try GarageStore(path: logbook).rowCounts()
        return counts.filter { MeasuredCommand.checkedTables.contains($0.key) }
    }

    /// Removes the home.
    func remove() {
        try? FileManager.default.removeItem(atPath: locations.root)
    }
}
