import GloveboxTestSupport
import Testing
@testable import WidgetContract

/// `DeepLink(parsing:)` cuts a link by its bytes. These tests hold it to the reading it replaced,
/// which cut the text by characters (`firstRange(of:)`, `contains`, `split` on `String`), kept
/// here as the oracle: on seeded random texts both give the same link or the same error, and a
/// text where they differ is shrunk to the fewest pieces that still make them differ.
@Suite struct DeepLinkByteReadingTests {
    /// The character-level reading, as it was before the byte cutting; only the cutting is its
    /// own, the destinations and the ids are the production rules (`DeepLink.destination`).
    enum CharacterReading {
        static func link(_ text: String) throws(DeepLinkError) -> DeepLink {
            guard text.utf8.count <= DeepLink.maximumLength else { throw .tooLong(text.utf8.count) }
            guard text.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else { throw .malformed(.unsafeCharacters) }
            guard let schemeEnd = text.firstRange(of: "://") else { throw .malformed(.noScheme) }
            let scheme = String(text[..<schemeEnd.lowerBound])
            guard scheme.lowercased() == DeepLink.scheme else { throw .otherScheme(scheme) }
            let rest = text[schemeEnd.upperBound...]
            guard !rest.contains("#") else { throw .malformed(.fragment) }
            let pathPart: Substring
            var query = DeepLinkQuery()
            if let mark = rest.firstIndex(of: "?") {
                pathPart = rest[..<mark]
                query = try self.query(rest[rest.index(after: mark)...])
            } else {
                pathPart = rest
            }
            let segments = pathPart.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard let destination = segments.first, !destination.isEmpty else { throw .malformed(.noDestination) }
            let link = try DeepLink.destination(destination.lowercased(), ids: Array(segments.dropFirst()), query: &query)
            try query.requireAllRead()
            return link
        }

        static func query(_ text: Substring) throws(DeepLinkError) -> DeepLinkQuery {
            guard !text.isEmpty else { throw .malformed(.emptyQuery) }
            var query = DeepLinkQuery()
            for pair in text.split(separator: "&", omittingEmptySubsequences: false) {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                    throw .malformed(.itemNotNameValue(String(pair)))
                }
                guard let name = DeepLinkEncoding.decode(String(parts[0])),
                      let value = DeepLinkEncoding.decode(String(parts[1]))
                else { throw .malformed(.itemBadPercentEncoding(String(pair))) }
                try query.add(value, named: name)
            }
            return query
        }
    }

    /// Both readings of `text`, when they differ.
    static func difference(_ text: String) -> String? {
        let bytes = Result { () throws(DeepLinkError) in try DeepLink(parsing: text) }
        let characters = Result { () throws(DeepLinkError) in try CharacterReading.link(text) }
        return bytes == characters ? nil : "bytes read \(bytes), characters read \(characters)"
    }

    /// Pieces of links and of what is not one, among them the bytes the cutting looks for.
    static let pieces = DeepLinkRandomTextsTests.pieces + [":", "//", "?&", "&&", "==", "=", "%", "%4", "%GG", "%2F", "~", "\t", "\u{7F}", "ä", "🚗"]

    @Test func bytesAndCharactersReadEveryTextAlike() {
        var random = SplitMix(seed: 0x0B17E5)
        var differences: [String] = []
        var links = 0
        for _ in 0..<20_000 {
            let texts = switch Int.random(in: 0..<3, using: &random) {
            case 0: DeepLinkRandomTextsTests.linkLike(using: &random)
            case 1: DeepLinkRandomTextsTests.anyPieces(using: &random)
            default: (0..<Int.random(in: 1...14, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }
            }
            if (try? DeepLink(parsing: texts.joined())) != nil { links += 1 }
            guard Self.difference(texts.joined()) != nil else { continue }
            let smallest = ListShrinker.smallest(texts) { Self.difference($0.joined()) != nil }.joined()
            differences.append("'\(smallest)': \(Self.difference(smallest) ?? "")")
        }
        #expect(differences.isEmpty, "\(Set(differences).sorted().prefix(10))")
        #expect(links > 200, "only \(links) texts were links: the random texts no longer reach the destinations")
    }

    @Test func theLongestLinkAndOneByteMoreAreReadAlike() {
        let longest = "glovebox://vehicle/" + String(repeating: "a", count: DeepLink.maximumLength - 19)
        for text in [longest, longest + "a", "glovebox:/", "glovebox://", "://", "", "glovebox://vehicle/a?"] {
            #expect(Self.difference(text) == nil, "\(text.prefix(40))…: \(Self.difference(text) ?? "")")
        }
        #expect(throws: DeepLinkError.tooLong(DeepLink.maximumLength + 1)) { try DeepLink(parsing: longest + "a") }
    }
}
