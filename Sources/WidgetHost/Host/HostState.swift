#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SharedContainer

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
    /// The highest widget number given out (`w1`, `w2`…), so that no id is ever given twice.
    public var lastWidgetNumber: Int

    /// A fresh state.
    public init() {
        version = Self.version
        logOffset = 0
        skippedLines = 0
        records = []
        budget = ReloadBudget()
        lastWidgetNumber = 0
    }

    /// Decodes a state; one written before widget numbers were counted starts from the highest
    /// id its records and budget name.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        logOffset = try container.decode(Int.self, forKey: .logOffset)
        skippedLines = try container.decode(Int.self, forKey: .skippedLines)
        records = try container.decode([ReloadRecord].self, forKey: .records)
        budget = try container.decode(ReloadBudget.self, forKey: .budget)
        lastWidgetNumber = try container.decodeIfPresent(Int.self, forKey: .lastWidgetNumber) ?? 0
        let recorded = records.flatMap(\.outcomes.keys) + budget.spent.keys
        lastWidgetNumber = max(lastWidgetNumber, recorded.compactMap(Self.widgetNumber).max() ?? 0)
    }

    /// A new widget id, higher than any given out before or installed now; never one used before.
    public mutating func allocateWidgetId(installed: [InstalledWidget]) -> String {
        noteInstalled(installed)
        lastWidgetNumber += 1
        return "w\(lastWidgetNumber)"
    }

    /// Raises the counter to the highest id among `installed`, which another process may have added.
    public mutating func noteInstalled(_ installed: [InstalledWidget]) {
        lastWidgetNumber = max(lastWidgetNumber, installed.compactMap { Self.widgetNumber(of: $0.id) }.max() ?? 0)
    }

    /// The number in an id of the form `wN`, if it has that form.
    static func widgetNumber(of id: String) -> Int? {
        guard id.hasPrefix("w"), let number = Int(id.dropFirst()), number > 0 else { return nil }
        return number
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
            throw CommandError.runtime(.message(.unsupportedHostStateVersion, ["version": "\(state.version)"]))
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
