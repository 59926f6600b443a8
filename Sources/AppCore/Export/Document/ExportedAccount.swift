import GarageRules
import GarageStorage

/// The account of an export: its name and plan.
struct ExportedAccount: Equatable {
    enum CodingKeys: String, CodingKey { case name, plan }

    var name: String
    var plan: String

    init(_ account: Account) {
        name = account.name
        plan = account.plan.rawValue
    }

    var fields: [ExportField] { [.init(CodingKeys.name, .string(name)), .init(CodingKeys.plan, .string(plan))] }
}

/// The account's preferences, each as `prefs set` takes it (`null`: the system's time zone, or the
/// system's locale).
struct ExportedPreferences: Equatable {
    enum CodingKeys: String, CodingKey { case currency, locale, lock, timezone, economy }

    var currency: String?
    /// The locale the person chose, `null` when they chose none, so that a restore on another machine
    /// follows that machine's language, as an unset time zone follows its zone. Exports written before
    /// an unset locale meant the system's wrote `en-US` for it: they restore `en-US`, the English they
    /// always restored, since nothing in them tells a choice of English from no choice.
    var locale: String?
    var lock: String?
    var timezone: String?
    /// The economy unit; absent in exports written before it, which restore it as `auto`.
    var economy: String?

    init(_ preferences: Preferences) {
        currency = preferences.homeCurrency.code
        locale = preferences.locale
        lock = preferences.isLocked ? "on" : "off"
        timezone = preferences.timeZone?.identifier
        economy = preferences.economyUnit?.rawValue ?? "auto"
    }

    var fields: [ExportField] {
        [.init(CodingKeys.currency, .text(currency)), .init(CodingKeys.locale, .text(locale)),
         .init(CodingKeys.lock, .text(lock)), .init(CodingKeys.timezone, .text(timezone)),
         .init(CodingKeys.economy, .text(economy))]
    }

    /// Each preference as its key and stored text, in key order.
    var entries: [(key: Preferences.Key, text: String?)] {
        [(.currency, currency), (.locale, locale), (.lock, lock), (.timezone, timezone), (.economy, economy)]
    }
}
