extension DeepLink {
    /// The link as a URL string; ids are percent-encoded.
    public var urlString: String {
        let encode = DeepLinkEncoding.encode
        switch self {
        case .vehicle(let id):
            return "\(Self.scheme)://vehicle/\(encode(id))"
        case .deadline(let id):
            return "\(Self.scheme)://deadline/\(encode(id))"
        case .maintenance(let vehicleId, let itemId):
            return "\(Self.scheme)://maintenance/\(encode(vehicleId))/\(encode(itemId))"
        case .spend(let vehicleId, let month):
            let base = "\(Self.scheme)://spend/\(vehicleId.map(encode) ?? Self.allVehicles)"
            return month.map { "\(base)?month=\($0.isoString)" } ?? base
        case .newOdometerReading(let vehicleId, let value):
            return Self.withQuery("\(Self.scheme)://odometer/new", [
                ("vehicle", encode(vehicleId)), ("value", value.map(String.init)),
            ])
        case .newExpense(let vehicleId, let amount, let currencyCode):
            return Self.withQuery("\(Self.scheme)://expense/new", [
                ("vehicle", encode(vehicleId)), ("amount", amount.map(encode)),
                ("currency", currencyCode.map(encode)),
            ])
        }
    }

    /// Whether a link carries `text` as it is: every byte an RFC 3986 unreserved character.
    public static func carriesUnescaped(_ text: String) -> Bool {
        text.utf8.allSatisfy(DeepLinkEncoding.isUnreserved)
    }

    private static func withQuery(_ base: String, _ items: [(String, String?)]) -> String {
        let query = items.compactMap { name, value in value.map { "\(name)=\($0)" } }
        return query.isEmpty ? base : base + "?" + query.joined(separator: "&")
    }
}

/// Strict percent-encoding and decoding of link components.
enum DeepLinkEncoding {
    /// RFC 3986 unreserved characters stay as they are; every other byte is `%XX`.
    static func encode(_ text: String) -> String {
        // Ids are unreserved throughout: such a text is its own encoding, and a publish at fifty
        // vehicles builds a link for each of some thousand rows.
        if text.utf8.allSatisfy(isUnreserved) { return text }
        var result = ""
        for byte in text.utf8 {
            if isUnreserved(byte) {
                result.append(Character(Unicode.Scalar(byte)))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    /// Decodes `%XX` escapes; `nil` for a stray `%`, a bad hex digit or bytes that are not UTF-8.
    static func decode(_ text: String) -> String? {
        // A text without escapes decodes to itself (a `String` is valid UTF-8 already). Every id
        // the app writes is such a text, and the contract check reads the ids of some 600 links in
        // a snapshot of fifty vehicles: copied and validated byte by byte, each cost about 3,400
        // instructions.
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
