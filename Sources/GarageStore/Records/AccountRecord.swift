/// The signed-in account as stored: its name and plan.
public struct AccountRecord: Equatable, Sendable, Codable {
    /// The account name given at sign-in.
    public var name: String
    /// The plan, `free` or `plus`.
    public var plan: String
    /// When the session began, ISO 8601.
    public var signedInAt: String

    /// Creates a record.
    public init(name: String, plan: String, signedInAt: String) {
        self.name = name
        self.plan = plan
        self.signedInAt = signedInAt
    }
}

/// The user's preferences as stored; `nil` means "not set, use the default".
public struct PreferencesRecord: Equatable, Sendable, Codable {
    /// A BCP 47 locale identifier such as `pt-PT`.
    public var locale: String?
    /// The home currency, ISO 4217.
    public var currency: String?
    /// Whether the biometric lock is on (`on`/`off`).
    public var lock: String?
    /// An IANA time zone name.
    public var timeZone: String?

    /// Creates a record.
    public init(locale: String? = nil, currency: String? = nil, lock: String? = nil, timeZone: String? = nil) {
        self.locale = locale
        self.currency = currency
        self.lock = lock
        self.timeZone = timeZone
    }

    /// The stored keys, as the `preference` table and `glovebox prefs` name them.
    public static let keys = ["locale", "currency", "lock", "timezone"]

    /// The value for a key, by its stored name.
    public subscript(key: String) -> String? {
        get {
            switch key {
            case "locale": locale
            case "currency": currency
            case "lock": lock
            case "timezone": timeZone
            default: nil
            }
        }
        set {
            switch key {
            case "locale": locale = newValue
            case "currency": currency = newValue
            case "lock": lock = newValue
            case "timezone": timeZone = newValue
            default: break
            }
        }
    }
}
