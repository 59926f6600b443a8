import AppCore
import ArgumentParsing
import Foundation
import GarageStorage

/// `prefs get` and `prefs set`: the keys, their values and their defaults are the store's
/// (`Preferences`); this only reads and prints.
enum PreferenceCommands {
    static let all = [get, set]
    static let keyList = Preferences.Key.allCases.map(\.rawValue).joined(separator: ", ")

    static let shownKey = OptionalArgument("KEY", help: "one of: \(keyList)", parse: .preferenceKey)

    static let get = GloveboxCommand(
        ["prefs", "get"], summary: "show preferences (\(keyList))", arguments: [shownKey], reads: true
    ) { invocation in
        let preferences = try invocation.app.accountPreferences()
        let keys = invocation.arguments[shownKey].map { [$0] } ?? Preferences.Key.allCases
        // What applies, not only what was set.
        let zone = invocation.app.environment.defaultTimeZone
        let values = keys.map { ($0.rawValue, preferences.text(for: $0, systemTimeZone: zone)) }
        if invocation.wantsJSON {
            invocation.console.line(try Format.json(Dictionary(uniqueKeysWithValues: values)))
        } else {
            invocation.console.line(values.map { "\($0): \($1)" }.joined(separator: "\n"))
        }
    }

    static let changedKey = Argument("KEY", help: "one of: \(keyList)", parse: .preferenceKey)
    // Text: what a value may be depends on the key, and the store's preferences check it.
    static let newValue = Argument("VALUE", help: "the new value")

    static let set = GloveboxCommand(
        ["prefs", "set"], summary: "set a preference", arguments: [changedKey, newValue],
        discussion: """
            values: locale — a language tag such as pt-PT; currency — the ISO 4217 home currency;
            lock — on or off (with the lock on, widgets show no odometer or money); timezone — an IANA name.
            """
    ) { invocation in
        let key = invocation.arguments[changedKey]
        let value = try invocation.app.perform(SetPreference(key, to: invocation.arguments[newValue]))
        invocation.console.line("\(key.rawValue): \(value)")
    }
}
