/// Reading a CSV file as it streams in.
extension CSVReader {
    /// Hands each record of `file` to `body` as soon as the record ends, reading the file a chunk at a
    /// time: only the current record (and, until the separator is known, the lines before the first
    /// that has one) is held. The records and errors are those of `records(in:)` on the whole text.
    public func forEachRecord(in file: ImportFile, _ body: (CSVRecord) throws(ImportError) -> Void) throws(ImportError) {
        var parser = CSVParser(fileName: fileName)
        try file.forEachChunk { bytes throws(ImportError) in
            try parser.consume(bytes)
            for record in parser.takeRecords() { try body(record) }
        }
        try parser.finish()
        for record in parser.takeRecords() { try body(record) }
    }
}
