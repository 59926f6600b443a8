@testable import GarageStorage

/// The CSV reader as it was before it streamed (the whole text split at once, by index), kept
/// verbatim as the oracle the streaming reader must agree with, records and errors alike: the
/// definition of "the same semantics", written apart from the state machine it checks.
struct CSVOracle {
    let fileName: String

    /// Splits `text` into records of fields. Empty lines between records are skipped.
    func records(in text: String) throws(ImportError) -> [CSVRecord] {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let separator = Self.separator(in: bytes)
        var records: [CSVRecord] = []
        var fields: [CSVField] = []
        var value: [UInt8] = []
        var index = 0
        var line = 1
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

        let quote = UInt8(ascii: "\""), cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        while index < bytes.count {
            if !fieldStarted {
                fieldStarted = true
                fieldLine = line
                fieldColumn = fields.count + 1
                if fields.isEmpty { recordLine = line }
            }
            let byte = bytes[index]
            if byte == quote && value.isEmpty {
                // A quoted field: read to the closing quote, keeping doubled quotes as one.
                let openLine = line
                index += 1
                var closed = false
                while index < bytes.count {
                    let inner = bytes[index]
                    if inner == quote {
                        if index + 1 < bytes.count && bytes[index + 1] == quote {
                            value.append(quote)
                            index += 2
                            continue
                        }
                        index += 1
                        closed = true
                        break
                    }
                    value.append(inner)
                    index += 1
                    if inner == lf { line += 1 }
                }
                guard closed else {
                    throw ImportError(file: fileName, line: openLine, column: fieldColumn,
                                      reason: "quoted field is never closed")
                }
                // After the closing quote only a separator or the end of the record may follow.
                if index < bytes.count {
                    let next = bytes[index]
                    let endsLine = next == lf || (next == cr && index + 1 < bytes.count && bytes[index + 1] == lf)
                    guard next == separator || endsLine || (next == cr && index + 1 == bytes.count) else {
                        throw ImportError(file: fileName, line: line, column: fieldColumn,
                                          reason: "unexpected '\(Self.printable(next))' after a closing quote")
                    }
                }
                continue
            }
            switch byte {
            case separator:
                finishField()
                fieldStarted = false
                index += 1
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
            case quote:
                throw ImportError(file: fileName, line: line, column: fieldColumn,
                                  reason: "quote inside an unquoted field")
            default:
                value.append(byte)
                index += 1
            }
        }
        if fieldStarted || !fields.isEmpty {
            finishField()
            finishRecord()
        }
        return records
    }

    /// The file's separator: of comma, semicolon and tab, the one the first line that has any of
    /// them (outside quotes) has most of; a comma when there is none, or on a tie with it. The first
    /// such line is the header in every format read here (a section's title, such as Fuelio's
    /// `"## Vehicle"`, has none).
    private static func separator(in bytes: [UInt8]) -> UInt8 {
        let comma = UInt8(ascii: ","), semicolon = UInt8(ascii: ";"), tab = UInt8(ascii: "\t")
        var counts: [UInt8: Int] = [comma: 0, semicolon: 0, tab: 0]
        var quoted = false
        for byte in bytes {
            if byte == UInt8(ascii: "\"") {
                quoted.toggle()
            } else if !quoted, byte == UInt8(ascii: "\n") {
                if counts.values.contains(where: { $0 > 0 }) { break }
            } else if !quoted, counts[byte] != nil {
                counts[byte, default: 0] += 1
            }
        }
        let most = counts.values.max() ?? 0
        guard most > 0, counts[comma] != most else { return comma }
        return counts[semicolon] == most ? semicolon : tab
    }

    private static func printable(_ byte: UInt8) -> String {
        (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }
}
