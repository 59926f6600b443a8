import GarageRules

/// The one place where the app's stamps meet the server's encoding.
///
/// The app keeps a ``HybridTimestamp`` as 48 hex digits (12 of milliseconds, 4 of counter, 32 of
/// device id); the server keeps `hlc bigint` = `(milliseconds << 16) | counter` and `device_id
/// text`, and orders versions by `(hlc, device_id)`: the same order, since the device id is the
/// tie-break on both sides and 32 lowercase hex digits sort alike in every collation.
public struct ServerStamp: Hashable, Sendable {
    /// `(milliseconds << 16) | counter`.
    public let hlc: Int64
    /// The device id, 32 lowercase hex digits.
    public let deviceID: String

    /// The server's form of `stamp`.
    public init(_ stamp: HybridTimestamp) {
        hlc = stamp.milliseconds << 16 | Int64(stamp.counter)
        deviceID = stamp.device.rawValue
    }

    /// The server's columns as read back, `nil` when they are not a stamp this app issued.
    public init?(hlc: Int64, deviceID: String) {
        guard hlc > 0, DeviceID(rawValue: deviceID) != nil else { return nil }
        self.hlc = hlc
        self.deviceID = deviceID
    }

    /// The app's form.
    public var timestamp: HybridTimestamp? {
        DeviceID(rawValue: deviceID).flatMap {
            HybridTimestamp(milliseconds: hlc >> 16, counter: Int(hlc & 0xFFFF), device: $0)
        }
    }
}
