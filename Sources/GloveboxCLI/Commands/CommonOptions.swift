import ArgumentParsing
import GarageStorage

/// The declarations several `glovebox` commands share: the vehicle they are about, `--json`, a note.
enum CommonOptions {
    /// `--json`, which every read command takes (``GloveboxCommand`` adds it).
    static let json = Flag("--json", help: "print JSON instead of text")
    /// The vehicle a command changes or shows.
    static let vehicle = Argument("VEHICLE", help: "id or name")
    /// The vehicle a `list` command is about, or every vehicle.
    static let listedVehicle = OptionalArgument("VEHICLE", help: "id or name (default: every vehicle)")
    /// `--vehicle V`, narrowing a read to one vehicle.
    static let onlyVehicle = Option("--vehicle", value: "V", help: "only this vehicle (id or name)")
    /// A record's note.
    static let note = Option("--note", value: "N", help: "a note")
    /// `--correct` beside an `--odometer` given with another record.
    static let correctsOdometer = Flag("--correct", help: "the odometer corrects earlier readings")
    /// How many of the latest records a `list` command shows: a list is a page, never a whole
    /// history (`glovebox export` takes everything out).
    static let limit = Option(
        "--limit", value: "N", help: "how many of the latest to list (default \(defaultLimit), at most 10,000)",
        parse: .integer(in: 1...10_000))
    static let defaultLimit = 50

    /// Prints a page of a list: its rows as JSON, or as a table (`table` makes its lines, header
    /// first), or "no KIND"; when older records were left out, a note says how many there are (on
    /// standard error beside JSON, so that the JSON stays one document).
    static func printList<Row: Encodable, Record>(
        _ rows: [Row], page: RecordPage<Record>, kind: CLIMessage, in invocation: Invocation,
        table: (_ rows: [Row], _ words: CLIWords) -> [[String]]
    ) throws {
        // `--json`'s note on standard error stays English, as every message around JSON does.
        let words = invocation.wantsJSON ? CLIWords.english : invocation.words
        let note = page.isPartial
            ? words.text(.listPartial, [
                "shown": words.number(page.records.count), "total": words.number(page.total), "kind": words.text(kind),
            ])
            : nil
        if invocation.wantsJSON {
            invocation.console.line(try Format.json(rows))
            if let note { invocation.console.errorLine("\(GloveboxCommandLine.program): note: \(note)") }
        } else if rows.isEmpty {
            invocation.console.line(words.text(.listNone, ["kind": words.text(kind)]))
        } else {
            invocation.console.line(Format.table(table(rows, words)))
            if let note { invocation.console.line(note) }
        }
    }

    /// The id of the record a `show`, `edit` or `remove` command is about.
    static let recordID = Argument("ID", help: "the record's id, as its list prints it")

    /// What an edit does to an optional field: `set` gives a new value, `clear` removes it (a
    /// double optional: `nil` leaves it, `.some(nil)` clears it); both at once is a usage error.
    static func edit<Value>(_ set: Option<Value>, or clear: Flag, in invocation: Invocation) throws -> Value?? {
        let value = invocation.arguments[set]
        let clears = invocation.arguments[clear]
        if value != nil && clears { throw invocation.usageError(.usageNotBoth, ["first": set.optionEntry.name, "second": clear.name]) }
        if clears { return .some(nil) }
        return value.map { .some($0) }
    }
}
