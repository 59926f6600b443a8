/// The one CSV state machine behind `CSVReader`: fed a file's bytes in pieces of any size, it
/// collects each record as soon as the record ends, so that a file can be read without holding it
/// whole and text in memory is read the same way.
///
/// Until the separator is decided (see `CSVSeparatorDetector`) the bytes wait in `undecided`: in
/// every format read here that is the header line only. A byte that can only be read with the next
/// one (a quote inside a quoted field, a carriage return) leaves the machine in a mode that waits
/// for it, so that a piece may end anywhere.
struct CSVParser {
    private enum Mode {
        case unquoted
        case quoted
        /// A quote inside a quoted field: a doubled quote, or the closing one.
        case quotedQuote
        /// A carriage return right after a closing quote: only a line feed or the end may follow.
        case closedThenCR
        /// A carriage return outside quotes: dropped before a line feed or at the end, else kept.
        case unquotedCR
    }

    private static let quote = UInt8(ascii: "\""), cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private let fileName: String
    private var head: [UInt8] = []
    private var headChecked = false
    private var detector = CSVSeparatorDetector()
    private var undecided: [UInt8] = []
    private var separator: UInt8 = 0
    private var mode = Mode.unquoted

    private var fields: [CSVField] = []
    private var value: [UInt8] = []
    private var line = 1
    private var fieldLine = 1
    private var fieldColumn = 1
    private var recordLine = 1
    private var openLine = 1
    private var fieldStarted = false

    /// The records ended so far and not yet taken.
    private(set) var records: [CSVRecord] = []

    /// A parser whose errors name `fileName`.
    init(fileName: String) {
        self.fileName = fileName
    }

    /// Hands over the records ended so far.
    mutating func takeRecords() -> [CSVRecord] {
        defer { records.removeAll(keepingCapacity: true) }
        return records
    }

    /// Reads the next piece of the file.
    ///
    /// Inside a field, a run of bytes that only add to its value (no separator, quote or line end) is
    /// added at once rather than stepped through the machine byte by byte, which is what `step`
    /// would do with each of them: the machine's step was most of a file's parse, and every import
    /// parses its file three times (issue 24). `CSVStreamingTests` compares the parser, whole and in chunks of
    /// awkward sizes, with the reader as it was (`CSVOracle`) on random texts.
    mutating func consume(_ bytes: some Collection<UInt8>) throws(ImportError) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if !headChecked {
                // The byte-order mark can only be told apart once three bytes have come.
                head.append(byte)
                if head.count == Self.byteOrderMark.count { try releaseHead() }
            } else if detector.isDecided {
                let end = plainRunEnd(in: bytes, from: index)
                if end != index {
                    value.append(contentsOf: bytes[index..<end])
                    index = end
                    continue
                }
                try step(byte)
            } else {
                try hold(byte)
            }
            index = bytes.index(after: index)
        }
    }

    /// Where the run of bytes from `start` that `step` would only append to the value ends (`start`
    /// when there is none): in a started unquoted field, bytes other than the separator, a quote and
    /// the line ends; in a quoted field, bytes other than a quote and a line feed (which counts a line).
    private func plainRunEnd<Bytes: Collection<UInt8>>(in bytes: Bytes, from start: Bytes.Index) -> Bytes.Index {
        var end = start
        switch mode {
        case .unquoted:
            guard fieldStarted else { return start }
            while end < bytes.endIndex {
                let byte = bytes[end]
                guard byte != separator, byte != Self.quote, byte != Self.cr, byte != Self.lf else { break }
                end = bytes.index(after: end)
            }
        case .quoted:
            while end < bytes.endIndex {
                let byte = bytes[end]
                guard byte != Self.quote, byte != Self.lf else { break }
                end = bytes.index(after: end)
            }
        case .quotedQuote, .closedThenCR, .unquotedCR:
            break
        }
        return end
    }

    /// Reads the end of the file: a field left open ends, a quote left open is refused.
    mutating func finish() throws(ImportError) {
        if !headChecked { try releaseHead() }
        if !detector.isDecided { try decide() }
        switch mode {
        case .quoted:
            throw ImportError(file: fileName, line: openLine, column: fieldColumn, problem: .unclosedQuote)
        case .unquoted, .quotedQuote, .closedThenCR, .unquotedCR:
            // A closing quote or a carriage return at the very end ends the field, as a line end would.
            break
        }
        mode = .unquoted
        if fieldStarted || !fields.isEmpty {
            finishField()
            finishRecord()
        }
        fieldStarted = false
    }

    private mutating func releaseHead() throws(ImportError) {
        headChecked = true
        let bytes = head == Self.byteOrderMark ? [] : head
        head = []
        for byte in bytes {
            if detector.isDecided { try step(byte) } else { try hold(byte) }
        }
    }

    private mutating func hold(_ byte: UInt8) throws(ImportError) {
        undecided.append(byte)
        if detector.consume(byte) { try decide() }
    }

    private mutating func decide() throws(ImportError) {
        separator = detector.separator
        let held = undecided
        undecided = []
        for byte in held { try step(byte) }
    }

    private mutating func step(_ byte: UInt8) throws(ImportError) {
        switch mode {
        case .unquoted:
            try stepUnquoted(byte)
        case .quoted:
            if byte == Self.quote {
                mode = .quotedQuote
            } else {
                value.append(byte)
                if byte == Self.lf { line += 1 }
            }
        case .quotedQuote:
            if byte == Self.quote {
                value.append(byte)
                mode = .quoted
            } else if byte == separator || byte == Self.lf {
                // After the closing quote only a separator or the end of the record may follow.
                mode = .unquoted
                try stepUnquoted(byte)
            } else if byte == Self.cr {
                mode = .closedThenCR
            } else {
                throw unexpectedAfterQuote(byte)
            }
        case .closedThenCR:
            guard byte == Self.lf else { throw unexpectedAfterQuote(Self.cr) }
            mode = .unquoted
            try stepUnquoted(byte)
        case .unquotedCR:
            // A lone carriage return is text; before a line feed it is part of the line end.
            mode = .unquoted
            if byte != Self.lf { value.append(Self.cr) }
            try stepUnquoted(byte)
        }
    }

    private mutating func stepUnquoted(_ byte: UInt8) throws(ImportError) {
        if !fieldStarted {
            fieldStarted = true
            fieldLine = line
            fieldColumn = fields.count + 1
            if fields.isEmpty { recordLine = line }
        }
        if byte == Self.quote && value.isEmpty {
            openLine = line
            mode = .quoted
            return
        }
        switch byte {
        case separator:
            finishField()
            fieldStarted = false
        case Self.cr:
            mode = .unquotedCR
        case Self.lf:
            finishField()
            finishRecord()
            fieldStarted = false
            line += 1
        case Self.quote:
            throw ImportError(file: fileName, line: line, column: fieldColumn, problem: .quoteInUnquotedField)
        default:
            value.append(byte)
        }
    }

    private mutating func finishField() {
        fields.append(CSVField(value: String(decoding: value, as: UTF8.self), line: fieldLine, column: fieldColumn))
        value.removeAll(keepingCapacity: true)
    }

    private mutating func finishRecord() {
        // An empty line is no record.
        if !(fields.count == 1 && fields[0].value.isEmpty) {
            records.append(CSVRecord(fields: fields, line: recordLine))
        }
        fields.removeAll(keepingCapacity: true)
    }

    private func unexpectedAfterQuote(_ byte: UInt8) -> ImportError {
        ImportError(file: fileName, line: line, column: fieldColumn, problem: .unexpectedAfterQuote(Self.printable(byte)))
    }

    private static func printable(_ byte: UInt8) -> String {
        (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }
}
