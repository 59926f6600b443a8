#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension SnapshotFiles {
    /// Removes a published file (and its temporary file, if a publish was interrupted), durably.
    ///
    /// Removing a name that does not exist succeeds; the directory is synced either way, so a
    /// repeated call also makes an earlier, unsynced removal durable.
    public func remove(_ name: String) throws(ContainerError) {
        try removeAll([name])
    }

    /// Removes every given file and the temporary file of each, with one directory `fsync`.
    ///
    /// This is the sign-out purge. Only the temporary files of the given names go: another
    /// process may be publishing a different file into the same directory right now, and
    /// deleting its temporary file would make that publish fail.
    public func removeAll(_ names: [String]) throws(ContainerError) {
        for name in names { try Self.validate(name) }
        let label = names.joined(separator: ", ")
        func failed(_ step: ContainerError.FileStep, _ error: FileSystemError) -> ContainerError {
            .removeFailed(name: label, step: step, errno: error.code)
        }

        let directoryDescriptor = try openDirectory(failed)
        defer { try? fileSystem.close(directoryDescriptor) }

        let doomed = Set(names.flatMap { [$0, Self.temporaryName(for: $0)] })
        for entry in doomed.sorted() {
            do throws(FileSystemError) {
                try fileSystem.unlink(entry, in: directoryDescriptor)
            } catch where error.code != ENOENT {
                throw failed(.unlink, error)
            } catch {}
        }

        do throws(FileSystemError) {
            try retryingInterrupts { () throws(FileSystemError) in
                try fileSystem.synchronize(directoryDescriptor)
            }
        } catch {
            throw failed(.syncDirectory, error)
        }
    }
}
