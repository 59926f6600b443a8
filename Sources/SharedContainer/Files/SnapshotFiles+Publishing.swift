#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension SnapshotFiles {
    /// Replaces (or creates) `name` with exactly `bytes`, durably and atomically.
    ///
    /// The system calls, in order: remove `.<name>.tmp` if an interrupted publish left it;
    /// `openat(.<name>.tmp, O_WRONLY|O_CREAT|O_EXCL|O_CLOEXEC, 0600)`; `write` until every byte is
    /// out (short writes continue, `EINTR` repeats); `fsync` of the temporary file; `close`;
    /// `renameat` onto `name`; `fsync` of the directory. The final name is never opened for
    /// writing and never truncated.
    ///
    /// One publish of a name at a time per directory: two at once would remove or rename each
    /// other's temporary file. Processes that may publish at once hold a ``PublishingLock``.
    ///
    /// A failure up to and including the rename leaves the previous file as it was and removes
    /// the temporary file. A failure of the directory `fsync` comes after the rename: the new
    /// file is then in place and complete, but the error says its survival of a power loss is
    /// not confirmed.
    public func publish(_ bytes: Data, as name: String) throws(ContainerError) {
        try Self.validate(name)
        let temporary = Self.temporaryName(for: name)
        func failed(_ step: ContainerError.FileStep, _ error: FileSystemError) -> ContainerError {
            .publishFailed(name: name, step: step, errno: error.code)
        }

        let directoryDescriptor = try openDirectory(failed)
        defer { try? fileSystem.close(directoryDescriptor) }

        // The temporary name is fixed, so O_EXCL would fail on a leftover; removing it first is
        // also what keeps a crashed publish from leaving more than one stray file. It is a leftover
        // only while no other process publishes `name` into this directory right now: publishers
        // that may run at once take turns under a lock (the app's processes: `PublishingLock`).
        do throws(FileSystemError) {
            try fileSystem.unlink(temporary, in: directoryDescriptor)
        } catch where error.code != ENOENT {
            throw failed(.removeStaleTemporary, error)
        } catch {}

        let descriptor: Int32
        do throws(FileSystemError) {
            descriptor = try retryingInterrupts { () throws(FileSystemError) in
                try fileSystem.open(
                    temporary, in: directoryDescriptor, flags: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
                    mode: 0o600)
            }
        } catch {
            throw failed(.open, error)
        }

        var step = ContainerError.FileStep.write
        do throws(FileSystemError) {
            try writeAll(bytes, to: descriptor)
            step = .syncFile
            try retryingInterrupts { () throws(FileSystemError) in try fileSystem.synchronize(descriptor) }
        } catch {
            try? fileSystem.close(descriptor)
            try? fileSystem.unlink(temporary, in: directoryDescriptor)
            throw failed(step, error)
        }

        do throws(FileSystemError) {
            try fileSystem.close(descriptor)
        } catch {
            try? fileSystem.unlink(temporary, in: directoryDescriptor)
            throw failed(.closeFile, error)
        }

        do throws(FileSystemError) {
            try fileSystem.rename(temporary, to: name, in: directoryDescriptor)
        } catch {
            try? fileSystem.unlink(temporary, in: directoryDescriptor)
            throw failed(.rename, error)
        }

        // Without this the rename lives only in the page cache: after a power loss the directory
        // may still name the old file, or (for a first publish) nothing at all.
        do throws(FileSystemError) {
            try retryingInterrupts { () throws(FileSystemError) in
                try fileSystem.synchronize(directoryDescriptor)
            }
        } catch {
            throw failed(.syncDirectory, error)
        }
    }

    /// Writes every byte (see `FileSystem.writeAll(_:to:)`).
    func writeAll(_ bytes: Data, to descriptor: Int32) throws(FileSystemError) {
        try fileSystem.writeAll(bytes, to: descriptor)
    }
}
