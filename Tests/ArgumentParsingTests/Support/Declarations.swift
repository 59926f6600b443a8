import ArgumentParsing

/// A day as `glovebox` options take it, for tests of a program's own parser.
struct Day: Sendable, Hashable {
    var year: Int
    var month: Int
    var day: Int
}

extension ValueParser where Value == Day {
    /// `YYYY-MM-DD`, refused with the shape of the text expected.
    static var day: ValueParser<Day> {
        ValueParser { text in
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 3, parts.map(\.count) == [4, 2, 2],
                  let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
            else { throw ValueError("is not a date of the form YYYY-MM-DD") }
            return Day(year: year, month: month, day: day)
        }
    }
}

/// An amount and a currency, the two words of `--cost A CUR`.
struct Cost: Sendable, Hashable {
    var cents: Int
    var currency: String
}

enum Category: String, CaseIterable, Sendable {
    case fuel, service, repair, other
}

enum GarageSize: String, CaseIterable, Sendable {
    case small = "S", medium = "M", large = "L"
}

enum BenchMode: String, CaseIterable, Sendable {
    case snapshot, widget, generate, command
}

/// An error of another module, whose description names the value itself.
struct CurrencyError: Error, CustomStringConvertible {
    var text: String
    var description: String { "'\(text)' is not an ISO 4217 currency code" }
}

/// Declarations shaped like `glovebox` commands, each made once and read back by value.
enum Garage {
    static let vehicle = Argument("VEHICLE", help: "id or name")
    static let name = Argument("NAME", help: "what you call it")
    static let value = Argument("VALUE", help: "the odometer, in the vehicle's unit", parse: .integer(in: 0...99_999_999))
    static let amount = Argument("AMOUNT", help: "such as 45.90")
    static let currency = Argument("CURRENCY", help: "ISO 4217 code such as EUR")
    static let item = Argument("ITEM", help: "the maintenance item")
    static let month = OptionalArgument("MONTH", help: "YYYY-MM (default this month)")

    static let make = Option("--make", value: "M", help: "the manufacturer")
    static let year = Option("--year", value: "Y", help: "the model year", parse: .integer(in: 1886...2100))
    static let date = Option("--date", value: "YYYY-MM-DD", help: "the day paid (default today)", parse: .day)
    static let category = Option("--category", value: "C", help: "what it was for", parse: .oneOf(Category.self))
    static let note = Option("--note", value: "N", help: "a note")
    static let odometer = Option("--odometer", value: "N", help: "the odometer when paid", parse: .integer(in: 0...99_999_999))
    static let correct = Flag("--correct", help: "the odometer corrects earlier readings")
    static let json = Flag("--json", help: "print JSON")
    static let verbose = Flag("--verbose", short: "-v", help: "say more")
    static let cost = Option("--cost", values: ["A", "CUR"], help: "what it cost") { words in
        let cents = try ValueParser.integer(in: 0...1_000_000).parse(words[0])
        guard words[1].count == 3, words[1].allSatisfy(\.isUppercase) else { throw CurrencyError(text: words[1]) }
        return Cost(cents: cents, currency: words[1])
    }

    static let addVehicle = CommandSpec(
        ["vehicle", "add"], summary: "add a vehicle",
        signature: CommandSignature(arguments: [name], options: [make, year]))
    static let listVehicles = CommandSpec(
        ["vehicle", "list"], summary: "list the vehicles", signature: CommandSignature(options: [json]))
    static let logOdometer = CommandSpec(
        ["odometer", "log"], summary: "log an odometer reading",
        signature: CommandSignature(arguments: [vehicle, value], options: [date, correct, note]))
    static let addExpense = CommandSpec(
        ["expense", "add"], summary: "add an expense",
        discussion: "The amount is converted at the ECB rate of the day unless --rate is given.",
        signature: CommandSignature(
            arguments: [vehicle, amount, currency], options: [date, category, note, odometer, correct]))
    static let maintenanceDone = CommandSpec(
        ["maintenance", "done"], summary: "record a maintenance item as done",
        signature: CommandSignature(arguments: [vehicle, item], options: [date, cost, note]))
    static let spend = CommandSpec(
        ["spend"], summary: "the month's spend",
        signature: CommandSignature(arguments: [month], options: [json, verbose]))

    static let catalog = CommandCatalog(
        program: "glovebox", overview: "A vehicle logbook.",
        specs: [addVehicle, listVehicles, logOdometer, addExpense, maintenanceDone, spend],
        discussion: "exit status: 0 success, 1 failure, 2 bad command line")
}

/// Declarations shaped like `glovebox-bench`: one command with a mode word.
enum Bench {
    static let mode = Argument("MODE", help: "snapshot, widget, generate or command", parse: .oneOf(BenchMode.self))
    static let sizes = Option("--sizes", value: "S,M,L", help: "garage sizes (default all)", parse: .list(of: .oneOf(GarageSize.self)))
    static let runs = Option("--runs", value: "N", help: "measured runs per size (default 10)", parse: .integer(in: 1...1000))
    static let json = Flag("--json", help: "print JSON")
    static let directory = Option("--dir", value: "PATH", help: "where databases are cached")
    static let timeout = Option("--timeout", value: "SECONDS", help: "give up after SECONDS", parse: .positiveNumber)

    static let command = CommandSpec(
        [], summary: "measure the snapshot and widget paths",
        signature: CommandSignature(arguments: [mode], options: [sizes, runs, json, directory, timeout]))
    static let catalog = CommandCatalog(program: "glovebox-bench", specs: [command])
}
