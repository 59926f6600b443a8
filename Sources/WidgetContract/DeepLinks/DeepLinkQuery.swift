/// The query of a link, read strictly: every parameter once, and every one of them understood.
struct DeepLinkQuery {
    private var values: [String: String] = [:]

    init() {}

    /// Reads the bytes after a link's `?`, which are printable ASCII (see `DeepLink(parsing:)`).
    init(parsing text: ArraySlice<UInt8>) throws(DeepLinkError) {
        guard !text.isEmpty else { throw .malformed(.emptyQuery) }
        for pair in text.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false) {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw .malformed(.itemNotNameValue(DeepLink.asciiText(pair)))
            }
            guard let name = DeepLinkEncoding.decode(DeepLink.asciiText(parts[0])),
                  let value = DeepLinkEncoding.decode(DeepLink.asciiText(parts[1]))
            else { throw .malformed(.itemBadPercentEncoding(DeepLink.asciiText(pair))) }
            try add(value, named: name)
        }
    }

    /// Adds a decoded parameter; a name given twice is refused.
    mutating func add(_ value: String, named name: String) throws(DeepLinkError) {
        guard values.updateValue(value, forKey: name) == nil else { throw .repeatedParameter(name) }
    }

    /// Removes and returns a parameter's decoded value.
    mutating func take(_ name: String) -> String? {
        values.removeValue(forKey: name)
    }

    /// Refuses parameters that no destination read.
    func requireAllRead() throws(DeepLinkError) {
        if let name = values.keys.sorted().first { throw .unknownParameter(name) }
    }
}
