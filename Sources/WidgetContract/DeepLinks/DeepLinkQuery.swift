/// The query of a link, read strictly: every parameter once, and every one of them understood.
struct DeepLinkQuery {
    private var values: [String: String] = [:]

    init() {}

    init(parsing text: Substring) throws(DeepLinkError) {
        guard !text.isEmpty else { throw .malformed(.emptyQuery) }
        for pair in text.split(separator: "&", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw .malformed(.itemNotNameValue(String(pair)))
            }
            guard let name = DeepLinkEncoding.decode(String(parts[0])),
                  let value = DeepLinkEncoding.decode(String(parts[1]))
            else { throw .malformed(.itemBadPercentEncoding(String(pair))) }
            guard values.updateValue(value, forKey: name) == nil else { throw .repeatedParameter(name) }
        }
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
