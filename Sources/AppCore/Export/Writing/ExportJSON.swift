/// The export's JSON text, byte by byte: keys sorted (by their UTF-8 bytes), `", "` and `": "`
/// between members, strings escaped as RFC 8259 requires and no more (UTF-8 is written as it is,
/// `/` is not escaped), so that the same record always gives the same bytes.
enum ExportJSON {
    /// Appends `{"key": value, …}` with the keys sorted.
    static func appendObject(_ fields: [ExportField], to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "{"))
        let sorted = fields.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        for (index, field) in sorted.enumerated() {
            if index > 0 { bytes.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")]) }
            appendString(field.key, to: &bytes)
            bytes.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
            append(field.value, to: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// Appends one value.
    static func append(_ value: ExportValue, to bytes: inout [UInt8]) {
        switch value {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .integer(let number): bytes.append(contentsOf: String(number).utf8)
        case .string(let text): appendString(text, to: &bytes)
        case .object(let fields): appendObject(fields, to: &bytes)
        }
    }

    /// Appends a JSON string: `"` and `\` escaped, control characters as `\n`, `\t`, … or `\u00XX`.
    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                          hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The JSON text of one value (a damaged row's columns in a CSV cell).
    static func text(_ value: ExportValue) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
