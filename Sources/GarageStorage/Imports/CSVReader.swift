/// An RFC 4180 CSV reader that remembers where each field starts, for errors that point at it.
///
/// Quoted fields may hold commas, doubled quotes (`""`) and line breaks; records end at LF or
/// CRLF; a UTF-8 byte-order mark is skipped. A stray quote inside an unquoted field, text after a
/// closing quote, or a quote left open at the end of the file is refused with its line and column.
public struct CSVReader: Sendable {
    /// The file name used in errors.
    public let fileName: String

    /// Creates a reader whose errors name `fileName`.
    public init(fileName: String) {
        self.fileName = fileName
    }

    /// Splits `text` into records of fields. Empty lines between records are skipped.
    public func records(in text: String) throws(ImportError) -> [CSVRecord] {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var records: [CSVRecord] = []
        var fields: [CSVField] = []
        var value: [UInt8] = []
        var index = 0
        var line = 1
        var column = 1
        var fieldLine = 1
        var fieldColumn = 1
        var recordLine = 1
        var fieldStarted = false

        func finishField() {
            fields.append(CSVField(value: String(decoding: value, as: UTF8.self), line: fieldLine, column: fieldColumn))
            value.removeAll(keepingCapacity: true)
        }
        func finishRecord() {
            if !(fields.count == 1 && fields[0].value.isEmpty) {
                records.append(CSVRecord(fields: fields, line: recordLine))
            }
            fields.removeAll(keepingCapacity: true)
        }

        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        while index < bytes.count {
            if !fieldStarted {
                fieldStarted = true
                fieldLine = line
                fieldColumn = column
                if fields.isEmpty { recordLine = line }
            }
            let byte = bytes[index]
            if byte == quote && value.isEmpty {
                // A quoted field: read to the closing quote, keeping doubled quotes as one.
                let openLine = line, openColumn = column
                index += 1
                column += 1
                var closed = false
                while index < bytes.count {
                    let inner = bytes[index]
                    if inner == quote {
                        if index + 1 < bytes.count && bytes[index + 1] == quote {
                            value.append(quote)
                            index += 2
                            column += 2
                            continue
                        }
                        index += 1
                        column += 1
                        closed = true
                        break
                    }
                    value.append(inner)
                    index += 1
                    if inner == lf {
                        line += 1
                        column = 1
                    } else {
                        column += 1
                    }
                }
                guard closed else {
                    throw ImportError(file: fileName, line: openLine, column: openColumn,
                                      reason: "quoted field is never closed")
                }
                // After the closing quote only a separator or the end of the record may follow.
                if index < bytes.count {
                    let next = bytes[index]
                    let endsLine = next == lf || (next == cr && index + 1 < bytes.count && bytes[index + 1] == lf)
                    guard next == comma || endsLine || (next == cr && index + 1 == bytes.count) else {
                        throw ImportError(file: fileName, line: line, column: column,
                                          reason: "unexpected '\(Self.printable(next))' after a closing quote")
                    }
                }
                continue
            }
            switch byte {
            case comma:
                finishField()
                fieldStarted = false
                index += 1
                column += 1
            case cr where index + 1 < bytes.count && bytes[index + 1] == lf:
                index += 1
            case cr where index + 1 == bytes.count:
                index += 1
            case lf:
                finishField()
                finishRecord()
                fieldStarted = false
                index += 1
                line += 1
                column = 1
            case quote:
                throw ImportError(file: fileName, line: line, column: column,
                                  reason: "quote inside an unquoted field")
            default:
                value.append(byte)
                index += 1
                column += 1
            }
        }
        if fieldStarted || !fields.isEmpty {
            finishField()
            finishRecord()
        }
        return records
    }

    private static func printable(_ byte: UInt8) -> String {
        (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }
}
