import GarageRules

/// A reading probe of all three reading tables in one statement: each table's own probe (its
/// reading-order index, `LIMIT 1`) is one arm of a `UNION ALL`, its rows tagged with the table's
/// place in `ReadingTable.all`, so a probe is one statement rather than three. The caller still picks
/// the best of the (at most three) rows by the rules' reading order, and decodes each row on its own,
/// so a damaged row hides only its own table's candidate, as with three statements.
///
/// A publish at fifty vehicles ran about 750 probe statements (five probes of each vehicle's
/// forecast and latest reading, three tables each): two thirds of the per-vehicle statements.
///
/// Parameters are numbered so that every arm binds the same values: the vehicle is `?1`, the day
/// term's value `?2`, the excluded record's id the next.
enum ReadingProbeUnion {
    /// The first column of every row: the table's place in `ReadingTable.all`.
    static let tableColumn: Int32 = 0
    /// Where the table's reading columns start.
    static let readingOffset: Int32 = 1

    /// What a probe statement is made of.
    private struct Shape: Hashable {
        let dayTerm: String
        let descending: Bool
        let excluding: OdometerReading.Source?
    }

    /// The day terms whose statements are made in advance (any other is made when asked for), each
    /// with one `?` for its day.
    private static let knownDayTerms = ["", "day <= ?", "day > ?", "day >= ?"]

    /// The statements of the known day terms, made once.
    private static let made: [Shape: String] = {
        var made: [Shape: String] = [:]
        for dayTerm in knownDayTerms {
            for descending in [false, true] {
                for excluding in [nil] + ReadingTable.all.map(\.source) {
                    let shape = Shape(dayTerm: dayTerm, descending: descending, excluding: excluding)
                    made[shape] = text(of: shape)
                }
            }
        }
        return made
    }()

    /// The probe of every table for the first (or last, `descending`) reading whose day meets
    /// `dayTerm` (empty for every day, else a term with one `?`), leaving out the row whose id is
    /// bound last in the table of `excluding`. Bound: the vehicle, the day term's value if any, the
    /// excluded id if any.
    static func sql(dayTerm: String, descending: Bool, excluding: OdometerReading.Source?) -> String {
        let shape = Shape(dayTerm: dayTerm, descending: descending, excluding: excluding)
        return made[shape] ?? text(of: shape)
    }

    /// The latest correction of every table dated on or before a day, in one statement. Bound: the
    /// vehicle, the day.
    static let latestCorrectionSQL = union(ReadingTable.all.map(\.latestCorrectionSQL))

    private static func text(of shape: Shape) -> String {
        precondition(shape.dayTerm.filter { $0 == "?" }.count == (shape.dayTerm.isEmpty ? 0 : 1), "a day term has one parameter")
        let dayTerm = shape.dayTerm.split(separator: "?", omittingEmptySubsequences: false).joined(separator: "?2")
        let excludedParameter = shape.dayTerm.isEmpty ? "?2" : "?3"
        return union(ReadingTable.all.map { table in
            table.probeSQL(
                dayTerm: dayTerm, descending: shape.descending,
                excludedParameter: shape.excluding == table.source ? excludedParameter : nil)
        })
    }

    /// The arms, each a whole `SELECT … LIMIT 1` in a subquery (so that its `ORDER BY` and `LIMIT`
    /// stay its own), tagged with their place.
    private static func union(_ arms: [String]) -> String {
        arms.enumerated().map { place, arm in "SELECT \(place), * FROM (\(arm))" }.joined(separator: " UNION ALL ")
    }
}
