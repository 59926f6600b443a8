/// The header names the parsers look for, LubeLogger's importer's aliases among them.
///
/// LubeLogger's CSV import accepts `date|fuelup_date`, `odometer|odo`,
/// `gallons|liters|litres|quantity|fuelconsumed`, `cost|total cost|total price`,
/// `partial_fuelup|partial tank`, `isfilltofull|filled up` and `missed_fuelup`; every parser accepts
/// them besides its app's own names, matched as `FuelAppColumns` matches (case and spaces aside).
enum FuelAppHeaders {
    static let date = ["date", "fuelup_date"]
    static let odometer = ["odometer", "odo", "odometer reading"]
    static let quantity = ["gallons", "liters", "litres", "quantity", "fuelconsumed", "qty", "volume"]
    static let cost = ["cost", "total cost", "totalcost", "total price", "total"]
    static let pricePerUnit = ["price", "price per unit", "price per gallon", "price per litre", "price per liter", "volumeprice"]
    static let partial = ["partial_fuelup", "partial tank", "partial fill-up", "partial"]
    static let full = ["isfilltofull", "filled up", "full"]
    static let missed = ["missed_fuelup", "missedfuelup", "missed fill up", "previously missed fill-ups", "missed"]
    static let notes = ["notes", "note"]
    static let vehicle = ["car_name", "vehicle", "car"]
    static let model = ["model"]
    static let brand = ["brand"]
    /// Fuelly's newer export: the fuel a row bought (`Regular`, `Premium`, `Diesel`…).
    static let fuelType = ["type", "fuel type", "fuel_type"]
    /// Fuelly's trip-distance columns, which say the distance unit.
    static let tripMiles = ["miles"]
    static let tripKilometres = ["km", "kilometers", "kilometres"]
    /// Columns that only Fuelly's export has.
    static let fuellyOnly = ["car_name", "fuelup_date", "city_percentage", "date_added"]
}
