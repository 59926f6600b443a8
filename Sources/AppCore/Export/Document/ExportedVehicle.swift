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

/// The account's preferences, each as `prefs set` takes it (`null`: the system's time zone).
struct ExportedPreferences: Equatable {
    enum CodingKeys: String, CodingKey { case currency, locale, lock, timezone, economy }

    var currency: String?
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

/// A vehicle, with every field the logbook holds, its licence plate included.
struct ExportedVehicle: ExportedRecord, Equatable {
    enum CodingKeys: String, CodingKey { case id, name, make, model, year, licencePlate, distanceUnit, role }

    var id: String
    var name: String
    var make: String?
    var model: String?
    var year: Int?
    var licencePlate: String?
    var distanceUnit: String
    var role: String

    init(_ vehicle: Vehicle) {
        id = vehicle.id.rawValue
        name = vehicle.name
        make = vehicle.make
        model = vehicle.model
        year = vehicle.year
        licencePlate = vehicle.licencePlate
        distanceUnit = vehicle.distanceUnit.rawValue
        role = vehicle.role.rawValue
    }

    static let columns = ["id", "name", "make", "model", "year", "licencePlate", "distanceUnit", "role"]

    var fields: [ExportField] {
        [.init(CodingKeys.id, .string(id)), .init(CodingKeys.name, .string(name)), .init(CodingKeys.make, .text(make)),
         .init(CodingKeys.model, .text(model)), .init(CodingKeys.year, .number(year)),
         .init(CodingKeys.licencePlate, .text(licencePlate)), .init(CodingKeys.distanceUnit, .string(distanceUnit)),
         .init(CodingKeys.role, .string(role))]
    }
}
