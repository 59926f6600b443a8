import GarageStorage

/// Sets one preference from the text the user typed (see `Preferences.set(_:to:)`).
public struct SetPreference: LogbookChange {
    /// The preference.
    public var key: Preferences.Key
    /// Its new value, as typed.
    public var text: String

    /// A preference change.
    public init(_ key: Preferences.Key, to text: String) {
        self.key = key
        self.text = text
    }

    public var label: String { "prefs set \(key.rawValue)" }
    public var effect: ChangeEffect { .preferences }

    /// Writes the preference's row alone, so that a damaged stored value (of this preference or
    /// another) never stands in the way; returns the value as stored.
    public func apply(in context: ChangeContext) throws -> String {
        try context.store.preferences.set(key, to: text)
    }
}
