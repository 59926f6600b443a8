/// A value of a notification's hints dictionary (`a{sv}`): the kinds Glovebox sends.
public enum DBusHint: Hashable, Sendable {
    /// A byte (`y`), as `urgency` is.
    case byte(UInt8)
    /// A string (`s`), as `category` and `desktop-entry` are.
    case string(String)
}
