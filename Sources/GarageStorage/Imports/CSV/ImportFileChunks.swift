import Foundation

/// The chunks of an ``ImportFile``, read as they are asked for (the one place a file is opened and
/// read): pushed to a parser by `forEachChunk`, or pulled by the UTF-8 check's decoder.
final class ImportFileChunks: IteratorProtocol {
    private let file: ImportFile
    private let handle: FileHandle
    private var readFailed = false

    /// The chunks of `file`, opened now.
    init(_ file: ImportFile) throws(ImportError) {
        guard let handle = try? FileHandle(forReadingFrom: file.url) else { throw file.unreadable }
        self.file = file
        self.handle = handle
    }

    deinit { try? handle.close() }

    /// The next chunk; `nil` at the end of the file, or once a read failed (``checkEnd()`` says which).
    func next() -> Data? {
        guard !readFailed else { return nil }
        do {
            guard let chunk = try handle.read(upToCount: file.chunkSize), !chunk.isEmpty else { return nil }
            return chunk
        } catch {
            readFailed = true
            return nil
        }
    }

    /// Refuses a file whose reading stopped on a failure rather than at its end.
    func checkEnd() throws(ImportError) {
        if readFailed { throw file.unreadable }
    }
}
