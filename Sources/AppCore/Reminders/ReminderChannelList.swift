import Foundation

/// The configured channels, kept in the app-private file `reminders.json` (mode 0600: it holds
/// Gotify tokens), written whole through ``DurableFile``.
public struct ReminderChannelList: Codable, Hashable, Sendable {
    /// The private file's name.
    public static let fileName = "reminders.json"
    /// The file's format version; a reader refuses another.
    public static let version = 1

    /// The format version it was read with.
    public var version: Int = Self.version
    /// The number the next channel's id takes (ids are never reused).
    public var nextNumber: Int = 1
    /// The channels, in the order they were added.
    public var channels: [ReminderChannel] = []

    /// An empty list.
    public init() {}

    /// Adds a channel of `kind` and returns it.
    public mutating func add(_ kind: ReminderChannel.Kind) -> ReminderChannel {
        let channel = ReminderChannel(id: "\(kind.word)-\(nextNumber)", kind: kind)
        nextNumber += 1
        channels.append(channel)
        return channel
    }

    /// Removes the channel whose id is `id` and returns it; `nil` when there is none.
    public mutating func remove(id: String) -> ReminderChannel? {
        guard let index = channels.firstIndex(where: { $0.id == id }) else { return nil }
        return channels.remove(at: index)
    }

    /// The list the bytes of the file hold.
    public static func decode(_ data: Data) throws(ReminderError) -> ReminderChannelList {
        let list: ReminderChannelList
        do {
            list = try JSONDecoder().decode(ReminderChannelList.self, from: data)
        } catch {
            throw .unreadableChannels("\(error)")
        }
        guard list.version == version else { throw .unreadableChannels("format version \(list.version) is not \(version)") }
        return list
    }

    /// The file's bytes.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // A list of strings and numbers always encodes.
        return (try? encoder.encode(self)) ?? Data()
    }
}
