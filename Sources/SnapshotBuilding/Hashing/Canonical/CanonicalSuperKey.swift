/// The key a keyed container's `superEncoder()` writes under, as Codable's own coders name it.
struct CanonicalSuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }

    init() {}

    init?(stringValue: String) {
        guard stringValue == "super" else { return nil }
    }

    init?(intValue: Int) {
        nil
    }
}
