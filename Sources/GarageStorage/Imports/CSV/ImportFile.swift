import Foundation

/// An import file read in chunks, so that an import never holds a whole file in memory.
public struct ImportFile: Sendable {
    /// The file's location.
    public let url: URL
    /// The name errors give it.
    public let name: String
    /// How many bytes are read at a time.
    public let chunkSize: Int

    /// A file at `url` whose errors call it `name`, read `chunkSize` bytes at a time.
    public init(url: URL, name: String, chunkSize: Int = 64 * 1024) {
        precondition(chunkSize > 0, "a chunk holds at least one byte")
        self.url = url
        self.name = name
        self.chunkSize = chunkSize
    }

    /// Hands the file's bytes to `body`, a chunk at a time, in order.
    public func forEachChunk(_ body: (UnsafeRawBufferPointer) throws(ImportError) -> Void) throws(ImportError) {
        let chunks = try ImportFileChunks(self)
        while let chunk = chunks.next() {
            // `withUnsafeBytes` rethrows untyped errors; the result carries the typed one across.
            let result = chunk.withUnsafeBytes { bytes in
                Result { () throws(ImportError) in try body(bytes) }
            }
            try result.get()
        }
        try chunks.checkEnd()
    }

    /// Refuses the file unless all of it is UTF-8 text, reading it once without holding it.
    ///
    /// An import checks every file before it parses any, so that a file that is not text is named
    /// as such before any cell of another file is refused.
    public func checkUTF8() throws(ImportError) {
        let chunks = try ImportFileChunks(self)
        var bytes = ChunkedBytes(chunks)
        let isText = bytes.areUTF8()
        try chunks.checkEnd()
        guard isText else { throw ImportError(file: name, line: 0, column: 0, problem: .notUTF8) }
    }

    /// The error of a file that cannot be opened or read.
    var unreadable: ImportError {
        ImportError(file: name, line: 0, column: 0, problem: .notReadable)
    }
}
