/// Random LubeLogger export directories, drawn from a seed: the four record files (each present or
/// not), rows that repeat, share days or go backwards, notes with tabs and line breaks, and now and
/// then a fault of the CSV, of the table, of a cell or of the currency.
public struct LubeLoggerExportGenerator {
    private var random: SplitMix

    /// A generator drawing from `seed`.
    public init(seed: UInt64) {
        random = SplitMix(seed: seed)
    }

    private mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    private mutating func pick(_ values: [String]) -> String {
        values[Int.random(in: 0..<values.count, using: &random)]
    }

    private mutating func day() -> String {
        // Few days, so that rows share them and readings of one day are compared.
        if chance(1) { return pick(["13/40/2020", "2020-05-08", ""]) }
        return "\(Int.random(in: 5...6, using: &random))/\(Int.random(in: 1...4, using: &random))/2020"
    }

    private mutating func odometer() -> String {
        if chance(1) { return pick(["x", "-5", "1.5", "9999999999"]) }
        return pick(["204836", "205056", "\"205,300\"", "204700", "205056"])
    }

    private mutating func cost() -> String {
        if chance(1) { return pick(["€3.00", "abc", "", "16.24", "-$3.00"]) }
        return pick(["$16.24", "$0.00", "\"$1,234.56\"", "$25.7"])
    }

    private mutating func note() -> String {
        pick(["", "", "Note", "\"a,\tb\"", "\"two\r\nlines\"", "  spaced  ", "\"say \"\"hi\"\"\""])
    }

    /// A file's text: `header`, then rows made by `row`, some of them repeats of an earlier one.
    private mutating func file(_ header: String, _ row: (inout LubeLoggerExportGenerator) -> String) -> String {
        var rows: [String] = []
        for _ in 0..<Int.random(in: 0...9, using: &random) {
            if !rows.isEmpty && chance(20) {
                rows.append(rows[Int.random(in: 0..<rows.count, using: &random)])
            } else {
                rows.append(row(&self))
            }
        }
        if chance(1) { rows.append("5/1/2020,\"open") }
        if chance(1) { rows.insert("5/1/2020", at: Int.random(in: 0...rows.count, using: &random)) }
        return ([header] + rows).joined(separator: chance(20) ? "\r\n" : "\n") + "\n"
    }

    /// The files of one export, by name (at least one record file).
    public mutating func files() -> [String: String] {
        var files: [String: String] = [:]
        while files.isEmpty {
            if chance(80) {
                files["gasrecords.csv"] = file("Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes,Tags") {
                    "\($0.day()),\($0.chance(10) ? "" : $0.odometer()),\($0.pick(["8.331", "0", "", "12", "\"1,000.5\""])),"
                        + "\($0.cost()),,\($0.pick(["True", "False", "", "true"])),\($0.pick(["False", "True", ""])),\($0.note()),"
                }
            }
            if chance(60) {
                files["servicerecords.csv"] = file("Date,Description,Cost,Notes,Odometer,Tags") {
                    "\($0.day()),\($0.pick(["Oil Change", "Tyres", "Oil Change"])),\($0.cost()),\($0.note()),\($0.odometer()),"
                }
            }
            if chance(60) {
                files["odometerrecords.csv"] = file("Date,InitialOdometer,Odometer,Notes,Tags") {
                    "\($0.day()),204603,\($0.odometer()),\($0.note()),"
                }
            }
            if chance(50) {
                files["taxrecords.csv"] = file("Date,Description,Cost,Notes,Tags") {
                    "\($0.day()),\($0.pick(["Registration", "Toll"])),\($0.cost()),\($0.note()),"
                }
            }
        }
        return files
    }
}
