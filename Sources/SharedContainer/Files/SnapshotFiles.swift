/// One directory of whole files that one process publishes and another reads, crash-safely.
///
/// A publish never touches the final name until the new bytes are durable under a temporary
/// name, and then replaces it with one `renameat`, so a reader (or a reboot) sees the old file or
/// the new one, complete, never a mixture. The temporary name is fixed per final name
/// (`.<name>.tmp`), so an interrupted publish leaves at most one stray file, which the next
/// publish removes; processes that may publish the same name at once therefore take turns under
/// a ``PublishingLock``.
///
/// ```swift
/// let files = SnapshotFiles(directory: directories.sharedContainer)   // an `AppDirectories`
/// try files.publish(snapshotBytes, as: "widgets.snapshot.json")
/// if case .bytes(let data) = files.read("widgets.snapshot.json") { … }
/// ```
public struct SnapshotFiles: Sendable {
    /// The directory's absolute path.
    public let directory: String
    /// The file system every call goes through.
    public let fileSystem: any FileSystem

    /// The largest file `read` accepts unless told otherwise: 1 MiB.
    public static let defaultReadLimit = 1 << 20

    /// Files in an existing directory (the platform creates it: see `AppDirectories`).
    public init(directory: String, fileSystem: any FileSystem = POSIXFileSystem()) {
        self.directory = directory
        self.fileSystem = fileSystem
    }

    /// The one temporary name a publish of `name` uses.
    public static func temporaryName(for name: String) -> String {
        ".\(name).tmp"
    }

    /// Whether a directory entry is a temporary file of some publish.
    public static func isTemporaryName(_ entry: String) -> Bool {
        entry.hasPrefix(".") && entry.hasSuffix(".tmp") && entry.count > 5
    }

    /// The name a temporary file was to be published as (`.x.json.tmp` → `x.json`), or nil when
    /// `entry` is not the temporary file of a name a publish accepts.
    public static func publishedName(ofTemporary entry: String) -> String? {
        guard isTemporaryName(entry) else { return nil }
        let name = String(entry.dropFirst().dropLast(4))
        return (try? validate(name)) == nil ? nil : name
    }

    /// Refuses anything but one plain path component, so that no name escapes the directory or
    /// collides with a temporary name.
    public static func validate(_ name: String) throws(ContainerError) {
        let bytes = name.utf8
        guard !bytes.isEmpty, bytes.count <= 250, !name.hasPrefix("."),
            !bytes.contains(UInt8(ascii: "/")), !bytes.contains(0)
        else { throw .invalidName(name) }
    }

    /// The path of a name inside the directory.
    public func path(of name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Runs one system call again for as long as a signal interrupts it.
    func retryingInterrupts<Result>(
        _ call: () throws(FileSystemError) -> Result
    ) throws(FileSystemError) -> Result {
        while true {
            do throws(FileSystemError) {
                return try call()
            } catch where error.isInterrupted {
                continue
            }
        }
    }

    /// Opens the directory for the `*at` calls and its `fsync`.
    func openDirectory() throws(FileSystemError) -> Int32 {
        try retryingInterrupts { () throws(FileSystemError) in try fileSystem.openDirectory(directory) }
    }

    /// Opens the directory, reporting a failure as `failed(.openDirectory, error)`.
    func openDirectory(
        _ failed: (ContainerError.FileStep, FileSystemError) -> ContainerError
    ) throws(ContainerError) -> Int32 {
        do throws(FileSystemError) {
            return try openDirectory()
        } catch {
            throw failed(.openDirectory, error)
        }
    }
}
