/// Translated phrases for due days, indexed by the number of calendar days until the due day.
///
/// The widget counts days from its own local day to a `dueDate` and looks the phrase up here,
/// so "In 3 days" becomes "In 2 days" at midnight without the app. Offsets before ``from`` use
/// ``overdueFallback``; offsets after the table's end use the item's own `dueDateLabel`.
public struct DayPhrases: Codable, Hashable, Sendable {
    /// The first offset of the table: 60 days overdue.
    public static let firstOffset = -60
    /// The last offset of the table: 120 days ahead.
    public static let lastOffset = 120
    /// The number of phrases the table holds, one per offset.
    public static let count = lastOffset - firstOffset + 1

    /// The offset of `phrases[0]`; always ``firstOffset`` (versions 1 and 2).
    public var from: Int
    /// One phrase per offset from ``from``: "Overdue by 60 days" … "Today", "Tomorrow", "In 2 days" ….
    public var phrases: [String]
    /// The phrase for items overdue by more than the table covers ("Overdue").
    public var overdueFallback: String

    /// The fields' keys, in the order they are written (both codings are written by hand).
    enum CodingKeys: String, CodingKey {
        case from, phrases, overdueFallback
    }

    /// Creates a phrase table.
    public init(from: Int = DayPhrases.firstOffset, phrases: [String], overdueFallback: String) {
        self.from = from
        self.phrases = phrases
        self.overdueFallback = overdueFallback
    }

    /// Decodes the fields in their order, as the synthesized decoding did, but the phrases one
    /// by one as strings: `[String]`'s own decoding goes through the JSON decoder's generic path
    /// for each element, about 3,400 instructions a phrase, and a table holds 181 of them (about
    /// 650,000 of the 4.7 million instructions of a cold maintenance widget; one by one, 200,000).
    /// `DayPhrasesDecodingTests` holds this decoding to the synthesized one, errors included.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        from = try container.decode(Int.self, forKey: .from)
        phrases = try Self.strings(in: container, forKey: .phrases)
        overdueFallback = try container.decode(String.self, forKey: .overdueFallback)
    }

    /// Encodes the fields in their order, as the synthesized encoding did, but the phrases one by
    /// one as strings into a nested container. Foundation's JSON encoder takes a whole `[String]`
    /// down a path of its own for arrays of simple values, which measured slower than these
    /// writes: 72 against 26 µs for the 181 phrases, with the snapshot's encoder options, `-O`.
    /// A publish at L encodes the table in the snapshot and in every part that carries it: about
    /// 730,000 instructions an encoding before, 66,000 after (callgrind, counting too the hashes'
    /// encodings of the time, which went through an `Encoder`). The JSON is the same bytes
    /// (`DayPhrasesEncodingTests`); the hashes' canonical bytes record the calls, so they changed
    /// once (the sample hashes were pinned again for it).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(from, forKey: .from)
        var elements = container.nestedUnkeyedContainer(forKey: .phrases)
        for phrase in phrases { try elements.encode(phrase) }
        try container.encode(overdueFallback, forKey: .overdueFallback)
    }

    /// The array of strings under `key`, each decoded through the concrete `decode(String.self)`.
    /// A missing key, a `null`, a value of another type and an element that is not a string are
    /// refused with the snapshot problem `decode([String].self)` gave (the same path and type).
    static func strings<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> [String] {
        var elements = try container.nestedUnkeyedContainer(forKey: key)
        var strings: [String] = []
        strings.reserveCapacity(elements.count ?? 0)
        while !elements.isAtEnd { strings.append(try elements.decode(String.self)) }
        return strings
    }

    /// The phrase for `offset` days from today to the due day, or `nil` beyond the table's end
    /// (where the caller shows the due date itself).
    public func phrase(forOffset offset: Int) -> String? {
        let index = offset - from
        if index < 0 { return overdueFallback }
        guard index < phrases.count else { return nil }
        return phrases[index]
    }
}
