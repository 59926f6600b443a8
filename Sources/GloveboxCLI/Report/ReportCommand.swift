import AppCore
import ArgumentParsing
import Foundation
import GarageRules
import SharedContainer

/// `report`: writes the HTML report of a year (or of the last 12 months) into a directory.
enum ReportCommand {
    static let all = [report]

    static let out = Option("--out", value: "DIR", help: "the directory to write index.html into (required; made if missing)")
    static let year = Option(
        "--year", value: "Y", help: "one calendar year (default: the last 12 months)", parse: PeriodOptions.years)
    /// The months a report covers without `--year`: a whole year, ending with this month.
    static let defaultMonths = 12

    static let report = GloveboxCommand(
        ["report"], summary: "write an HTML page of charts: spend, economy, cost per distance, what is due",
        options: [year, CommonOptions.onlyVehicle, out],
        discussion: """
            The page (DIR/index.html) is one file: its style and SVG charts are inline, it runs no
            script and prints as it shows. It covers --year Y, or the last 12 months. With the app lock
            on (glovebox prefs set lock on) it shows no amount, distance or odometer value: spending
            as proportions only, and no economy or cost per distance. The licence plate never appears.
            """
    ) { invocation in
        let arguments = invocation.arguments
        guard let directory = arguments[out] else {
            throw invocation.usageError(.usageReportNeedsOut, ["option": out.optionEntry.synopsis])
        }
        let words = invocation.words
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw CLIError.validation(words.text(.fileNotADirectory, ["path": directory]))
        }
        let period = try arguments[year].map { SpendPeriod.year($0) }
            ?? SpendPeriod.lastMonths(defaultMonths, endingWith: try invocation.app.today().calendarMonth)
        let facts = try invocation.app.report(period: period, vehicle: arguments[CommonOptions.onlyVehicle])
        let page = ReportPage(report: facts).html
        let path = URL(fileURLWithPath: directory).appendingPathComponent("index.html").path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            // The system's name for the error, as every refused write says it.
            let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.code ?? Int(EIO)
            throw CLIError.runtime(words.text(.fileWriteFailed, [
                "path": path, "step": words.text(.stepCreateDirectory), "reason": FileSystemError.describe(Int32(code)),
            ]))
        }
        // A refused write says which step failed, in the person's words (`CLIWords.failure`).
        try DurableFiles.replace(path, with: Data(page.utf8))
        invocation.console.line(words.text(.reportWritten, ["path": path, "period": words.period(period)]))
    }
}
