import Foundation

/// What the host keeps between runs: how far it read the request log, what it did, what it spent.
public struct HostState: Codable, Hashable, Sendable {
    /// The state file's version.
    public static let version = 1
    /// How many records are kept; older ones are dropped.
    public static let recordLimit = 500

    /// The file's version.
    public var version: Int
    /// The byte offset in the reload request log where the next read starts.
    public var logOffset: Int
    /// Lines of the log that did not decode, in all.
    public var skippedLines: Int
    /// The latest reload triggers and their outcomes, oldest first.
    public var records: [ReloadRecord]
    /// The background reloads spent.
    public var budget: ReloadBudget

    /// A fresh state.
    public init() {
        version = Self.version
        logOffset = 0
        skippedLines = 0
        records = []
        budget = ReloadBudget()
    }

    /// Appends a record, dropping the oldest beyond the limit.
    public mutating func append(_ record: ReloadRecord) {
        records.append(record)
        if records.count > Self.recordLimit { records.removeFirst(records.count - Self.recordLimit) }
    }

    static func decode(_ data: Data) throws -> HostState {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let state = try decoder.decode(HostState.self, from: data)
        guard state.version == version else {
            throw CommandError.runtime("unsupported host state version \(state.version)")
        }
        return state
    }

    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        encoder.dateEncodingStrategy = .iso8601
        // Strings, numbers, dates and dictionaries of them always encode.
        return try! encoder.encode(self)
    }
}
