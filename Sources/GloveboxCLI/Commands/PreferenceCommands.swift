import AppCore
import ArgumentParsing
import Foundation
import GarageStorage
import WidgetContract

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
        // What applies, not only what was set: an unset time zone or locale prints the system's, as
        // the text and `--json` have always printed an unset time zone, so that a script reading
        // `locale` gets the language the app speaks.
        let platform = invocation.app.platform
        let values = keys.map {
            ($0.rawValue, preferences.text(for: $0, systemTimeZone: platform.defaultTimeZone, systemLocale: platform.systemLocale))
        }
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
            values: locale — a BCP 47 language tag such as pt-PT (texts in English, Portuguese (Portugal),
            Spanish, French or German; any other Portuguese gets Portugal's, any other language English);
            currency — the ISO 4217 home currency;
            lock — on or off (with the lock on, widgets show no odometer or money); timezone — an IANA name;
            economy — auto (mpg-us for a vehicle in miles, l/100km in km) or l/100km, km/l, mpg-us, mpg-uk,
            kwh/100km, mi/kwh. locale and timezone also take system: the system's, as before they were set.
            """
    ) { invocation in
        let key = invocation.arguments[changedKey]
        // Said in the language of the one who typed it, as the refusals are: the language it had
        // before a new locale takes over the next command.
        let words = invocation.words
        let value = try invocation.app.perform(SetPreference(key, to: invocation.arguments[newValue]))
        let note: String?
        if value == Preferences.systemValue {
            // What the system's is now, so that the person sees what they went back to.
            let applied = key == .locale ? try invocation.app.localeTag() : try invocation.app.timeZone().identifier
            note = words.text(.prefsFollowsSystem, ["value": applied])
        } else {
            note = key == .locale ? (try? LanguageTag(parsing: value)).flatMap(words.languageNote) : nil
        }
        invocation.console.line("\(key.rawValue): \(value)" + (note.map { " (\($0))" } ?? ""))
    }
}
