import WidgetContract

/// Makes a deterministic LubeLogger `gasrecords.csv` of many fill-ups for the command benchmark's
/// import: the same count and last day always give the same bytes.
///
/// The file has LubeLogger's export header (`Date,Odometer,FuelConsumed,Cost,FuelEconomy,
/// IsFillToFull,MissedFuelUp,Notes,Tags`), dates as `M/D/YYYY` spread evenly over `years` ending on
/// `lastDay`, an odometer that rises with every row, quantities with three decimals and costs in
/// dollars with two (the quantity times a slowly wandering price per gallon). One fill-up in twenty
/// is not to full, one in a hundred follows a missed one, and one in fifty has a note, some of them
/// quoted because they hold a comma.
///
/// ```swift
/// let text = GasRecordsGenerator(rows: 100_000, lastDay: today.adding(days: -1)).csv()
/// ```
public struct GasRecordsGenerator: Sendable {
    /// Bumped whenever the generated file changes.
    public static let version = 1
    /// The rows the command benchmark imports.
    public static let benchmarkRows = 100_000
    /// LubeLogger's header for fuel records, as its CSV export writes it.
    public static let header = "Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes,Tags"
    /// The file name LubeLogger gives its fuel records.
    public static let fileName = "gasrecords.csv"

    /// The number of fill-ups.
    public let rows: Int
    /// The day of the last fill-up.
    public let lastDay: CalendarDay
    /// The years the fill-ups are spread over.
    public let years: Int

    /// A file of `rows` fill-ups over `years` years ending on `lastDay`.
    public init(rows: Int = Self.benchmarkRows, lastDay: CalendarDay, years: Int = 10) {
        self.rows = rows
        self.lastDay = lastDay
        self.years = years
    }

    /// The file's text: the header and one line per fill-up, each ending in a line feed.
    public func csv() -> String {
        var random = SeededRandom(seed: 0x6761_7372_6563_6F72 &+ UInt64(rows))
        let days = DayTable(count: years * 365, endingOn: lastDay)
        var text = Self.header + "\n"
        text.reserveCapacity(rows * 48)
        var odometer = random.int(in: 1_000...50_000)
        // Dollars per gallon, in tenths of a cent: a random walk between $2.500 and $4.999.
        var price = 3_200
        for row in 0..<rows {
            let day = days.days[row * days.days.count / rows]
            odometer += random.int(in: 8...60)
            price = min(4_999, max(2_500, price + random.int(in: -15...15)))
            let milligallons = random.int(in: 5_000...18_000)  // thousandths of a gallon
            let cents = (milligallons * price + 5_000) / 10_000
            let isFillToFull = !random.chance(5)
            let missedFuelUp = random.chance(1)
            text += "\(day.month)/\(day.day)/\(day.year),\(odometer),\(Self.decimal(milligallons, places: 3)),"
            text += "$\(Self.decimal(cents, places: 2)),,\(isFillToFull ? "True" : "False"),"
            text += "\(missedFuelUp ? "True" : "False"),\(Self.note(row: row, random: &random)),\n"
        }
        return text
    }

    /// A whole number of hundredths or thousandths written with its decimals, such as `12.050`.
    static func decimal(_ value: Int, places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let fraction = String(value % scale)
        return "\(value / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// The note of a row: empty for most, sometimes a station, quoted when it holds a comma.
    static func note(row: Int, random: inout SeededRandom) -> String {
        guard random.chance(2) else { return "" }
        return row % 2 == 0 ? "Station \(row % 97)" : "\"Costco, exit \(row % 31)\""
    }
}
