import AppCore
import Foundation
import GarageStorage

/// `prefs get` and `prefs set`: the keys, their values and their defaults are the store's
/// (`Preferences`); this only reads and prints.
enum PreferenceCommands {
    static let all = [get, set]
    static let keyList = Preferences.Key.allCases.map(\.rawValue).joined(separator: ", ")

    static let get = Command(
        ["prefs", "get"], summary: "show preferences (\(keyList))",
        positionals: [.optional("KEY", "one of: \(keyList)")], isRead: true
    ) { invocation in
        let preferences = try invocation.app.preferences()
        let keys = try invocation.arguments.positional(0).map { [try Preferences.Key(parsing: $0)] } ?? Preferences.Key.allCases
        // What applies, not only what was set.
        let zone = invocation.app.environment.defaultTimeZone
        let values = keys.map { ($0.rawValue, preferences.text(for: $0, systemTimeZone: zone)) }
        if invocation.wantsJSON {
            invocation.console.line(try Format.json(Dictionary(uniqueKeysWithValues: values)))
        } else {
            invocation.console.line(values.map { "\($0): \($1)" }.joined(separator: "\n"))
        }
    }

    static let set = Command(
        ["prefs", "set"], summary: "set a preference",
        positionals: [.required("KEY", "one of: \(keyList)"), .required("VALUE", "the new value")],
        discussion: """
            values: locale — a language tag such as pt-PT; currency — the ISO 4217 home currency;
            lock — on or off (with the lock on, widgets show no odometer or money); timezone — an IANA name.
            """
    ) { invocation in
        let key = try Preferences.Key(parsing: invocation.arguments.positionals[0])
        let preferences = try invocation.app.perform(SetPreference(key, to: invocation.arguments.positionals[1]))
        invocation.console.line("\(key.rawValue): \(preferences.text(for: key, systemTimeZone: invocation.app.environment.defaultTimeZone))")
    }
}
