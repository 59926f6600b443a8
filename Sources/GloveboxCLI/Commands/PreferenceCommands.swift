import Foundation
import GarageRules

/// `prefs get` and `prefs set`.
enum PreferenceCommands {
    static let all = [get, set]
    static let keys = ["locale", "currency", "lock", "timezone"]

    static let get = Command(
        ["prefs", "get"], summary: "show preferences (locale, currency, lock, timezone)",
        positionals: [.optional("KEY", "one of: \(keys.joined(separator: ", "))")], isRead: true
    ) { invocation in
        let session = invocation.session
        let store = try session.store()
        var values = try store.preferences()
        // Show what applies, not only what was set.
        values["currency"] = values["currency"] ?? "EUR"
        values["lock"] = values["lock"] ?? "off"
        values["timezone"] = values["timezone"] ?? session.environment.defaultTimeZone.identifier
        values["locale"] = values["locale"] ?? "en-US"
        var shown = keys
        if let key = invocation.arguments.positional(0) {
            guard keys.contains(key) else { throw CLIError.validation("unknown preference '\(key)' (expected one of: \(keys.joined(separator: ", ")))") }
            shown = [key]
        }
        if invocation.wantsJSON {
            session.console.line(try Format.json(Dictionary(uniqueKeysWithValues: shown.map { ($0, values[$0] ?? "") })))
        } else {
            session.console.line(shown.map { "\($0): \(values[$0] ?? "")" }.joined(separator: "\n"))
        }
    }

    static let set = Command(
        ["prefs", "set"], summary: "set a preference",
        positionals: [.required("KEY", "one of: \(keys.joined(separator: ", "))"), .required("VALUE", "the new value")],
        discussion: """
            values: locale — a language tag such as pt-PT; currency — the ISO 4217 home currency;
            lock — on or off (with the lock on, widgets show no odometer or money); timezone — an IANA name.
            """
    ) { invocation in
        let key = invocation.arguments.positionals[0]
        let value = try validated(key: key, value: invocation.arguments.positionals[1])
        try invocation.session.perform(Change("prefs set \(key)", effect: .preferences) { garage, context in
            if key == "currency" {
                garage.homeCurrency = try CurrencyCode(value)
            } else {
                try context.store.setPreference(key, value)
            }
        })
        invocation.session.console.line("\(key): \(value)")
    }

    /// The value in its stored form, or a validation error naming it.
    static func validated(key: String, value: String) throws -> String {
        switch key {
        case "locale":
            let allowed = value.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" }
            guard !value.isEmpty, value.count <= 35, allowed, value.first?.isLetter == true else {
                throw CLIError.validation("locale '\(value)' is not a language tag such as pt-PT")
            }
            return value.replacingOccurrences(of: "_", with: "-")
        case "currency":
            return try CurrencyCode(value).code
        case "lock":
            switch value.lowercased() {
            case "on", "off": return value.lowercased()
            default: throw CLIError.validation("lock '\(value)' must be on or off")
            }
        case "timezone":
            guard TimeZone(identifier: value) != nil else {
                throw CLIError.validation("time zone '\(value)' is not an IANA time zone name such as Europe/Lisbon")
            }
            return value
        default:
            throw CLIError.validation("unknown preference '\(key)' (expected one of: \(keys.joined(separator: ", ")))")
        }
    }
}
