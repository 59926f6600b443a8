/// A snapshot whose header (its kind and version) is read before its fields, in the same decode:
/// a future version's new shape is reported as an unsupported version, not as a pile of missing
/// fields, and JSONDecoder parses the document once instead of twice.
struct HeaderFirst<Snapshot: VersionedSnapshot>: Decodable {
    /// The two fields read before anything else.
    struct Header: Decodable {
        let kind: String
        let version: Int
    }

    /// A header that names another kind or version: the decode stops there.
    enum Mismatch: Error {
        case kind(String)
        case version(Int)
    }

    let snapshot: Snapshot

    init(from decoder: any Decoder) throws {
        let header = try Header(from: decoder)
        guard header.kind == Snapshot.kind else { throw Mismatch.kind(header.kind) }
        guard header.version == Snapshot.currentVersion else { throw Mismatch.version(header.version) }
        snapshot = try Snapshot(from: decoder)
    }
}
