/// How a link misses the shape of every Glovebox link (``DeepLinkError/malformed(_:)``), with what
/// the app needs to say so in the person's language.
public enum DeepLinkMalformation: Hashable, Sendable, CustomStringConvertible {
    /// Spaces, control or non-ASCII characters.
    case unsafeCharacters
    /// No `scheme://`.
    case noScheme
    /// A `#fragment`.
    case fragment
    /// Nothing after `glovebox://`.
    case noDestination
    /// Not as many ids after the destination as it takes.
    case idCount(expected: Int, found: Int)
    /// A form link that does not end in `/new`.
    case formNotNew
    /// A `?` with nothing after it.
    case emptyQuery
    /// A query item (as written in the link) that is not `name=value`.
    case itemNotNameValue(String)
    /// A query item (as written in the link) whose percent-encoding does not decode.
    case itemBadPercentEncoding(String)

    /// The English words, lowercase; a query item is quoted by `SafeText`.
    public var description: String {
        switch self {
        case .unsafeCharacters: "the link contains spaces, control or non-ASCII characters"
        case .noScheme: "the link has no scheme"
        case .fragment: "the link has a fragment"
        case .noDestination: "the link names no destination"
        case .idCount(let expected, let found): "expected \(expected) id\(expected == 1 ? "" : "s") after the destination, found \(found)"
        case .formNotNew: "a form link must end in /new"
        case .emptyQuery: "the link has an empty query"
        case .itemNotNameValue(let item): "query item '\(SafeText.quoted(item))' is not name=value"
        case .itemBadPercentEncoding(let item): "query item '\(SafeText.quoted(item))' has bad percent-encoding"
        }
    }
}
