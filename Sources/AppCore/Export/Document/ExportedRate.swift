import GarageStorage

/// A published exchange rate: units of `currency` per 1 EUR on `day`, as exact decimal text.
struct ExportedRate: ExportedTableRow, Equatable {
    enum CodingKeys: String, CodingKey { case currency, day, perEuro }

    var currency: String
    var day: String
    var perEuro: String

    init(_ rate: StoredRate) {
        currency = rate.currency.code
        day = rate.day.isoString
        perEuro = rate.perEuro
    }

    static let columns = ["currency", "day", "perEuro"]

    var fields: [ExportField] {
        [.init(CodingKeys.currency, .string(currency)), .init(CodingKeys.day, .string(day)),
         .init(CodingKeys.perEuro, .string(perEuro))]
    }
}
