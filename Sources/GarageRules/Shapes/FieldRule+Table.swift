import WidgetContract

/// The table of field rules: every bound a stored value keeps, named once. Each record kind's
/// descriptor points its fields at these; the household server's checks are made from them.
extension FieldRule {
    /// The largest odometer value (and distance) the logbook holds: the one deep links carry.
    public static let maximumOdometer = DeepLink.maximumOdometer
    /// The longest interval in months (a century).
    public static let maximumMonths = 1_200
    /// The longest lead in days (ten years).
    public static let maximumDays = 3_650
    /// The model years a vehicle may have (the first car, 1886, to 2100).
    public static let modelYears = 1886...2100

    /// A record's own id.
    public static let recordID = FieldRule(.identifier(), isRequired: true)
    /// A vehicle's id: also a path segment of deep links, so not one of their words.
    public static let vehicleID = FieldRule(.identifier(reserved: VehicleSlug.reserved), isRequired: true)
    /// The vehicle a record belongs to.
    public static let owningVehicle = FieldRule(.reference(.vehicle), isRequired: true)

    /// A vehicle's name, unique in the account.
    public static let vehicleName = FieldRule(.text(maximumLength: 100), isRequired: true, uniqueness: .perAccount)
    /// A vehicle's make or model.
    public static let makeOrModel = FieldRule(.text(maximumLength: 60))
    /// A licence plate.
    public static let plate = FieldRule(.text(maximumLength: 20))
    /// A maintenance item's name, unique in its vehicle.
    public static let itemName = FieldRule(.text(maximumLength: 100), isRequired: true, uniqueness: .perVehicle)
    /// A deadline's title.
    public static let deadlineTitle = FieldRule(.text(maximumLength: 100), isRequired: true)
    /// A note on a record.
    public static let note = FieldRule(.text(maximumLength: 1_000))
    /// An account's name (not a record's field: the account and the server's login role).
    public static let accountName = FieldRule(.text(maximumLength: 254), isRequired: true)

    /// A model year.
    public static let modelYear = FieldRule(.integer(modelYears))
    /// An odometer value or a distance on the odometer.
    public static let odometer = FieldRule(.integer(0...maximumOdometer))
    /// A distance interval (at least 1).
    public static let distanceInterval = FieldRule(.integer(1...maximumOdometer))
    /// A month interval (at least 1).
    public static let monthInterval = FieldRule(.integer(1...maximumMonths))
    /// A lead in days.
    public static let leadDays = FieldRule(.integer(0...maximumDays))
    /// A place in a list (1 first).
    public static let position = FieldRule(.integer(1...Int(Int32.max)))

    /// A flag.
    public static let flag = FieldRule(.boolean, isRequired: true)
    /// The day something happened (a reading, an expense, a service).
    public static let eventDay = FieldRule(.day(.event), isRequired: true)
    /// A day something is due or counted from.
    public static let scheduleDay = FieldRule(.day(.schedule))
    /// A fuel quantity or a rate.
    public static let positiveDecimal = FieldRule(.positiveDecimal)
    /// A currency.
    public static let currency = FieldRule(.currency)
}
