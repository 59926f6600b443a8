extension DeepLink {
    /// Parses a link, refusing anything that is not exactly one of the known destinations.
    ///
    /// Refused: other schemes, unknown destinations, extra or empty path segments, fragments,
    /// bad percent-encoding, ids that are empty, `.`/`..` or contain anything but letters, digits
    /// and `-._~`, unknown, repeated or missing parameters, and numbers beyond sane bounds.
    public init(parsing text: String) throws(DeepLinkError) {
        guard text.utf8.count <= Self.maximumLength else { throw .tooLong(text.utf8.count) }
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw .malformed(.unsafeCharacters)
        }
        // Printable ASCII from here on, so one byte is one character: the link is cut by its bytes.
        // Cut by characters (`firstRange(of:)`, `contains`, `split` on `String`), a cold widget's
        // eight links took about 490,000 instructions to read; by bytes, 130,000.
        guard let schemeEnd = Self.firstSchemeSeparator(in: bytes) else { throw .malformed(.noScheme) }
        let scheme = Self.asciiText(bytes[..<schemeEnd])
        guard scheme.lowercased() == Self.scheme else { throw .otherScheme(scheme) }
        let rest = bytes[(schemeEnd + Self.schemeSeparator.count)...]
        guard !rest.contains(UInt8(ascii: "#")) else { throw .malformed(.fragment) }

        var pathPart = rest
        var query = DeepLinkQuery()
        if let mark = rest.firstIndex(of: UInt8(ascii: "?")) {
            pathPart = rest[..<mark]
            query = try DeepLinkQuery(parsing: rest[(mark + 1)...])
        }
        let segments = pathPart.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map(Self.asciiText)
        guard let destination = segments.first, !destination.isEmpty else {
            throw .malformed(.noDestination)
        }
        let ids = Array(segments.dropFirst())
        self = try Self.destination(destination.lowercased(), ids: ids, query: &query)
        try query.requireAllRead()
    }

    /// What separates a link's scheme from the rest.
    static let schemeSeparator = Array("://".utf8)

    /// Where the first `://` in `bytes` begins.
    private static func firstSchemeSeparator(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= schemeSeparator.count else { return nil }
        return (0...(bytes.count - schemeSeparator.count)).first { start in
            bytes[start..<(start + schemeSeparator.count)].elementsEqual(schemeSeparator)
        }
    }

    /// The text of some of a link's bytes, which are printable ASCII.
    static func asciiText(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    static func destination(
        _ name: String, ids: [String], query: inout DeepLinkQuery
    ) throws(DeepLinkError) -> DeepLink {
        switch name {
        case "vehicle":
            return .vehicle(id: try identifiers(ids, count: 1)[0])
        case "deadline":
            return .deadline(id: try identifiers(ids, count: 1)[0])
        case "maintenance":
            let parts = try identifiers(ids, count: 2)
            return .maintenance(vehicleId: parts[0], itemId: parts[1])
        case "spend":
            let id = try identifiers(ids, count: 1)[0]
            let month: CalendarMonth?
            if let text = query.take("month") {
                do { month = try CalendarMonth(parsing: text) } catch { throw .invalidParameter("month", text) }
            } else {
                month = nil
            }
            return .spend(vehicleId: id == allVehicles ? nil : id, month: month)
        case "odometer":
            try requireNewForm(ids)
            let vehicle = try requiredIdentifier(query.take("vehicle"), name: "vehicle")
            let value = try query.take("value").map { text throws(DeepLinkError) in try odometer(text) }
            return .newOdometerReading(vehicleId: vehicle, value: value)
        case "expense":
            try requireNewForm(ids)
            let vehicle = try requiredIdentifier(query.take("vehicle"), name: "vehicle")
            let amount = try query.take("amount").map { text throws(DeepLinkError) in try self.amount(text) }
            let currency = try query.take("currency").map { text throws(DeepLinkError) in try currencyCode(text) }
            return .newExpense(vehicleId: vehicle, amount: amount, currencyCode: currency)
        default:
            throw .unknownDestination(name)
        }
    }

    private static func identifiers(_ segments: [String], count: Int) throws(DeepLinkError) -> [String] {
        guard segments.count == count else {
            throw .malformed(.idCount(expected: count, found: segments.count))
        }
        var ids: [String] = []
        for segment in segments { ids.append(try identifier(segment)) }
        return ids
    }

    private static func requiredIdentifier(_ text: String?, name: String) throws(DeepLinkError) -> String {
        guard let text else { throw .missingParameter(name) }
        return try identifier(text)
    }

    /// Ids are short runs of unreserved characters; anything else could be a path or an injection.
    static func identifier(_ encoded: String) throws(DeepLinkError) -> String {
        guard let id = DeepLinkEncoding.decode(encoded) else { throw .invalidIdentifier(encoded) }
        guard (1...128).contains(id.utf8.count), id != ".", id != "..",
              carriesUnescaped(id)
        else { throw .invalidIdentifier(encoded) }
        return id
    }

    private static func requireNewForm(_ ids: [String]) throws(DeepLinkError) {
        guard ids == ["new"] else { throw .malformed(.formNotNew) }
    }

    private static func odometer(_ text: String) throws(DeepLinkError) -> Int {
        guard (1...8).contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
              let value = Int(text), value <= maximumOdometer
        else { throw .invalidParameter("value", text) }
        return value
    }

    /// An amount is kept as exact decimal text: up to nine digits, a point and up to four more.
    private static func amount(_ text: String) throws(DeepLinkError) -> String {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let isDigits = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy { (0x30...0x39).contains($0) } }
        guard parts.count <= 2, isDigits(parts[0]), parts[0].count <= 9,
              parts.count == 1 || (isDigits(parts[1]) && parts[1].count <= 4)
        else { throw .invalidParameter("amount", text) }
        return text
    }

    private static func currencyCode(_ text: String) throws(DeepLinkError) -> String {
        guard text.utf8.count == 3, text.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) else {
            throw .invalidParameter("currency", text)
        }
        return text
    }
}
