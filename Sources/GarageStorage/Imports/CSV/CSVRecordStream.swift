/// The records of an ``ImportFile``, pulled one at a time: what `CSVReader.forEachRecord(in:_:)`
/// hands over, for a reader that stops between records to do work that throws other errors (an
/// import that stores a batch of rows before it reads on).
///
/// Only the current chunk's records are held. The records and errors are those of
/// `CSVReader.records(in:)` on the whole text.
final class CSVRecordStream {
    private let chunks: ImportFileChunks
    private var parser: CSVParser
    private var pending: [CSVRecord] = []
    private var index = 0
    private var ended = false

    /// The records of `file`, opened now.
    init(_ file: ImportFile) throws(ImportError) {
        chunks = try ImportFileChunks(file)
        parser = CSVParser(fileName: file.name)
    }

    /// The next record; `nil` after the last.
    func next() throws(ImportError) -> CSVRecord? {
        while index == pending.count {
            guard !ended else { return nil }
            if let chunk = chunks.next() {
                // `withUnsafeBytes` rethrows untyped errors; the result carries the typed one across.
                let result = chunk.withUnsafeBytes { bytes in
                    Result { () throws(ImportError) in try parser.consume(bytes) }
                }
                try result.get()
            } else {
                try chunks.checkEnd()
                try parser.finish()
                ended = true
            }
            pending = parser.takeRecords()
            index = 0
        }
        defer { index += 1 }
        return pending[index]
    }
}
