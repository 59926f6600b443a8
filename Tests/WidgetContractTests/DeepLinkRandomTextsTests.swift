import GloveboxTestSupport
import Testing
import WidgetContract

/// `DeepLink(parsing:)` on seeded random texts made of the pieces links are made of: whatever it
/// accepts builds back to a link it reads as the same, and what cannot be a link is refused for
/// the reason that says so. A text that breaks a property is shrunk to the fewest pieces that still
/// break it.
@Suite struct DeepLinkRandomTextsTests {
    static let pieces = [
        "glovebox", "GloveBox", "://", "://", ":/", "/", "/", "vehicle", "deadline", "maintenance", "spend", "expense",
        "odometer", "new", "clio", "all", "?", "?", "&", "=", "month", "2026-11", "value", "84210", "amount", "12.50",
        "currency", "EUR", "#", "%20", "%69", "..", ".", " ", "x", "é",
    ]

    /// What is wrong with how `text` was read, if anything.
    static func problem(_ text: String) -> String? {
        let link: DeepLink
        do {
            link = try DeepLink(parsing: text)
        } catch {
            guard text.utf8.count <= DeepLink.maximumLength, text.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
                return nil
            }
            guard let schemeEnd = text.range(of: "://") else {
                return error == .malformed(.noScheme) ? nil : "no '://', refused as \(error)"
            }
            let scheme = text[..<schemeEnd.lowerBound]
            if scheme.lowercased() != DeepLink.scheme { return error == .otherScheme(String(scheme)) ? nil : "scheme '\(scheme)', refused as \(error)" }
            if text[schemeEnd.upperBound...].contains("#") { return error == .malformed(.fragment) ? nil : "a fragment, refused as \(error)" }
            return nil
        }
        if text.contains("#") { return "a link with a fragment was read as \(link)" }
        guard let again = try? DeepLink(parsing: link.urlString) else { return "\(link) built '\(link.urlString)', which is refused" }
        return again == link ? nil : "\(link) built '\(link.urlString)', read back as \(again)"
    }

    /// One to nine pieces, any order: almost all refused.
    static func anyPieces(using random: inout SplitMix) -> [String] {
        (0..<Int.random(in: 1...9, using: &random)).map { _ in pieces.randomElement(using: &random)! }
    }

    /// A link's shape — scheme, destination, ids, a query — with a stray piece now and then.
    static func linkLike(using random: inout SplitMix) -> [String] {
        let destinations = ["vehicle", "deadline", "maintenance", "spend", "expense", "odometer", "SPEND", "car"]
        let segments = ["/clio", "/new", "/all", "/cherokee", "/..", "/cl%69o", "/", "/a.b_c~d"]
        let pairs = ["month=2026-11", "value=84210", "vehicle=clio", "amount=12.50", "currency=EUR", "x=1", "month=13", "value="]
        var link = [Bool.random(using: &random) ? "glovebox" : "GloveBox", "://", destinations.randomElement(using: &random)!]
        link += (0..<Int.random(in: 0...2, using: &random)).map { _ in segments.randomElement(using: &random)! }
        if Bool.random(using: &random) {
            link += ["?"] + (0..<Int.random(in: 1...3, using: &random)).flatMap { index in
                (index > 0 ? ["&"] : []) + [pairs.randomElement(using: &random)!]
            }
        }
        if Int.random(in: 0..<3, using: &random) == 0 {
            link.insert(pieces.randomElement(using: &random)!, at: Int.random(in: 0...link.count, using: &random))
        }
        return link
    }

    @Test func whatIsReadBuildsBackAndWhatCannotBeALinkIsRefusedForItsReason() throws {
        var random = SplitMix(seed: 2048)
        var problems: [String] = []
        var read = 0
        for _ in 0..<20_000 {
            let texts = Bool.random(using: &random) ? Self.linkLike(using: &random) : Self.anyPieces(using: &random)
            if (try? DeepLink(parsing: texts.joined())) != nil { read += 1 }
            guard Self.problem(texts.joined()) != nil else { continue }
            let smallest = ListShrinker.smallest(texts) { Self.problem($0.joined()) != nil }.joined()
            problems.append("'\(smallest)': \(Self.problem(smallest) ?? "")")
        }
        #expect(problems.isEmpty, "\(Set(problems).sorted().prefix(10))")
        #expect(read > 300, "only \(read) texts were links: the pieces no longer make any")
    }

    /// Every link the app can build reads back as itself: the other half, which a parser that
    /// refused too much would fail.
    @Test func everyBuiltLinkReadsBackAsItself() throws {
        var random = SplitMix(seed: 4096)
        // What an id may hold (`DeepLink.carriesUnescaped`); the reading refuses anything else.
        let letters = Array("abcxyzABC019-._~")
        func id() -> String {
            String((0..<Int.random(in: 1...12, using: &random)).map { _ in letters.randomElement(using: &random)! })
        }
        var links: [DeepLink] = []
        for _ in 0..<3_000 {
            let month = CalendarMonth(year: Int.random(in: 2000...2099, using: &random), month: Int.random(in: 1...12, using: &random))
            let amount = "\(Int.random(in: 0...999_999_999, using: &random))" + (Bool.random(using: &random) ? ".\(Int.random(in: 0...99, using: &random))" : "")
            links += [
                .vehicle(id: id()), .deadline(id: id()), .maintenance(vehicleId: id(), itemId: id()),
                .spend(vehicleId: Bool.random(using: &random) ? nil : id(), month: Bool.random(using: &random) ? nil : month),
                .newOdometerReading(vehicleId: id(), value: Bool.random(using: &random) ? nil : Int.random(in: 0...DeepLink.maximumOdometer, using: &random)),
                .newExpense(vehicleId: id(), amount: Bool.random(using: &random) ? nil : amount, currencyCode: Bool.random(using: &random) ? nil : "EUR"),
            ]
        }
        // An id of dots alone is refused by the rules, not by the cutting: such links are left out.
        let failures = links.filter { link in
            !"\(link)".contains("\".\"") && !"\(link)".contains("\"..\"") && (try? DeepLink(parsing: link.urlString)) != link
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).map { "\($0) as '\($0.urlString)'" })")
    }
}
