/// Why a text is not a valid BCP 47 language tag; each case names the part at fault.
public enum LanguageTagError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing was given.
    case empty
    /// Longer than ``LanguageTag/maximumLength`` bytes.
    case tooLong(Int)
    /// Two separators in a row, or one at an end.
    case emptySubtag
    /// A subtag of other characters than ASCII letters and digits, or longer than 8.
    case malformedSubtag(String)
    /// A tag that starts with a singleton (`x-mine`, `i-klingon`): it names no language.
    case noLanguage(String)
    /// A first subtag that is not an ISO 639 language code.
    case unknownLanguage(String)
    /// A region subtag that is not an ISO 3166 or UN M.49 code.
    case unknownRegion(String)
    /// A subtag where none of its shape may stand (`pt-BR-yue`).
    case misplacedSubtag(String)
    /// A variant or extension given twice.
    case repeated(String)
    /// An extension singleton with nothing after it.
    case emptyExtension(String)

    /// The reason, lowercase, naming the subtag at fault (made safe to print).
    public var description: String {
        let q = SafeText.quoted
        return switch self {
        case .empty: "it is empty"
        case .tooLong(let count): "it is \(count) bytes long (at most \(LanguageTag.maximumLength))"
        case .emptySubtag: "it has an empty subtag"
        case .malformedSubtag(let subtag): "'\(q(subtag))' is not a subtag (1 to 8 ASCII letters or digits)"
        case .noLanguage(let subtag): "it starts with '\(q(subtag))' instead of a language code"
        case .unknownLanguage(let subtag): "'\(q(subtag))' is not an ISO 639 language code"
        case .unknownRegion(let subtag): "'\(q(subtag))' is not a region code"
        case .misplacedSubtag(let subtag): "'\(q(subtag))' cannot stand where it is"
        case .repeated(let subtag): "'\(q(subtag))' is given twice"
        case .emptyExtension(let subtag): "extension '\(q(subtag))' has nothing after it"
        }
    }
}
