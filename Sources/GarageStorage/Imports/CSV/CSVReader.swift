/// An RFC 4180 CSV reader that remembers where each field is, for errors that point at it.
///
/// The separator is the file's own: a comma, a semicolon (what spreadsheets write where the comma is
/// the decimal separator, most of Europe) or a tab, whichever the first line that has any of them,
/// quoted text aside, has most of (a comma on a tie). Quoted fields may hold separators, doubled
/// quotes (`""`) and line breaks; records end at LF or CRLF; a UTF-8 byte-order mark is skipped. A
/// stray quote inside an unquoted field, text after a closing quote, or a quote left open at the end
/// of the file is refused with its line and column. Columns are counted as a person counts them in a
/// spreadsheet: the first field of a record is column 1, whatever its width.
///
/// A file is read as it streams in, one record at a time, so that an import never holds it whole;
/// text already in memory is split by the same state machine (`CSVParser`), with the same records
/// and errors:
///
/// ```swift
/// let reader = CSVReader(fileName: "gasrecords.csv")
/// try reader.forEachRecord(in: ImportFile(url: url, name: "gasrecords.csv")) { record in
///     print(record.line, record.fields.map(\.value))
/// }
/// let records = try reader.records(in: "Date,Cost\n5/8/2020,$16.24\n")
/// ```
public struct CSVReader: Sendable {
    /// The file name used in errors.
    public let fileName: String

    /// Creates a reader whose errors name `fileName`.
    public init(fileName: String) {
        self.fileName = fileName
    }

    /// Splits `text` into records of fields. Empty lines between records are skipped.
    public func records(in text: String) throws(ImportError) -> [CSVRecord] {
        var parser = CSVParser(fileName: fileName)
        try parser.consume(text.utf8)
        try parser.finish()
        return parser.takeRecords()
    }

    /// Hands each record of `bytes` to `body`, reading them `chunkSize` bytes at a time as a file
    /// is read (the records and errors are the same whatever the size).
    public func forEachRecord(
        in bytes: [UInt8], chunkSize: Int, _ body: (CSVRecord) throws(ImportError) -> Void
    ) throws(ImportError) {
        precondition(chunkSize > 0, "a chunk holds at least one byte")
        var parser = CSVParser(fileName: fileName)
        var start = 0
        while start < bytes.count {
            let end = min(start + chunkSize, bytes.count)
            try parser.consume(bytes[start..<end])
            for record in parser.takeRecords() { try body(record) }
            start = end
        }
        try parser.finish()
        for record in parser.takeRecords() { try body(record) }
    }
}
