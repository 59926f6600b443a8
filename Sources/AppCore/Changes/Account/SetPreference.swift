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

    public func apply(in context: ChangeContext) throws -> Preferences {
        var preferences = try context.store.preferences()
        try preferences.set(key, to: text)
        try context.store.save(preferences)
        return preferences
    }
}
