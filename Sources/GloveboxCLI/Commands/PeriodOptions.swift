import ArgumentParsing
import GarageRules
import WidgetContract

/// The period options `spend` takes (`--from`, `--to`, `--months`, `--year`), read into one
/// ``SpendPeriodRequest``, and `--by`.
enum PeriodOptions {
    static let from = Option("--from", value: "DATE", help: "the first day (YYYY-MM-DD); alone, through the end of this month", parse: .day)
    static let to = Option("--to", value: "DATE", help: "the last day (YYYY-MM-DD); alone, from the oldest record", parse: .day)
    static let months = Option(
        "--months", value: "N", help: "N calendar months ending with this month (or from --from, or up to --to)",
        parse: .integer(in: 1...1_200))
    /// The years a period can name: any a logbook plausibly holds.
    static let years: ValueParser<Int> = .integer(in: 1900...2200)
    static let year = Option("--year", value: "Y", help: "one calendar year, alone", parse: years)
    static let by = Option(
        "--by", value: "G", help: "totals per month (default), category or vehicle", parse: .oneOf(SpendGrouping.self))

    /// The options of a command that takes every period option.
    static let all: [any OptionDeclaration] = [from, to, months, year]

    /// The period options as given.
    static func request(_ arguments: ParsedArguments) -> SpendPeriodRequest {
        SpendPeriodRequest(from: arguments[from], to: arguments[to], months: arguments[months], year: arguments[year])
    }

    /// The period `request` names on today, or `nil` without options; contradictory options are a
    /// usage error (exit 2) that says which.
    static func period(_ request: SpendPeriodRequest, in invocation: Invocation) throws -> SpendPeriod? {
        do {
            return try request.period(today: try invocation.app.today())
        } catch let error as SpendPeriodError {
            throw invocation.usageError(error)
        }
    }
}
