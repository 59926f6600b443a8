import AppCore
import Foundation
import GarageRules
import WidgetContract

/// `glovebox report`'s page: one self-contained HTML document (inline CSS and SVG, no script, no
/// file or request beside it) with the period's spending, each vehicle's economy, the cost per
/// distance and the calendar of deadlines and maintenance, each chart followed by a table of its
/// numbers (what a screen reader, a text browser or a copy-paste reads).
///
/// The app lock decides what appears, as it does for the widgets (no money amount and no odometer
/// value leaves the app): spending is drawn only as proportions, as the spend widget's bars are,
/// with shares instead of amounts in its tables; economy and cost per distance — figures made of
/// distances and prices, which the widgets hide too — are left out; the calendar keeps its days and
/// states but no distance. The licence plate is never read.
struct ReportPage {
    let report: LogbookReport
    let words: ReportWords

    init(report: LogbookReport) {
        self.report = report
        self.words = ReportWords(locale: report.locale)
    }

    var isLocked: Bool { report.isLocked }

    /// The whole document.
    var html: String {
        let subject = report.spend.vehicle?.name ?? words.text(.allVehicles)
        let title = "\(words.text(.pageTitle)) — \(subject)"
        var body = "<header>\n<h1>\(HTML.escape(title))</h1>\n"
        body += "<p class=\"meta\">\(HTML.escape(periodText)) · \(HTML.escape(words.text(.madeOn, ["day": words.day(report.today)])))</p>\n"
        if isLocked { body += "<p class=\"note\" id=\"locked\">\(HTML.escape(words.text(.lockedNote)))</p>\n" }
        body += "</header>\n"
        body += spendSections + economySection + costSection + calendarSection
        return """
            <!DOCTYPE html>
            <html lang="\(HTML.escape(words.language.tag))">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTML.escape(title))</title>
            <style>
            \(ReportStyle.css)
            </style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    /// The period as days: "1 Jan 2026 – 31 Dec 2026".
    var periodText: String {
        let period = report.period
        return words.text(.period, ["first": period.first.map(words.day) ?? "…", "last": words.day(period.last)])
    }

    /// A section with an id, a heading and its content.
    func section(_ id: String, _ heading: String, _ content: String) -> String {
        "<section id=\"\(id)\">\n<h2>\(HTML.escape(heading))</h2>\n\(content)</section>\n"
    }

    /// A paragraph of plain text.
    func paragraph(_ text: String, className: String? = nil) -> String {
        "<p\(className.map { " class=\"\($0)\"" } ?? "")>\(HTML.escape(text))</p>\n"
    }

    /// A chart and the table of its numbers.
    func figure(_ svg: String, table: String) -> String {
        "<figure>\n\(svg)\n</figure>\n\(table)"
    }

    /// The name of a vehicle reported on, by id.
    func vehicleName(_ id: GarageID) -> String {
        report.spend.vehicles.first { $0.id == id }?.name ?? id.rawValue
    }

    /// `value` as a coordinate. Rounded first and read back from its text: on Linux,
    /// `NSDecimalNumber.doubleValue` of an exact quotient (38 digits) can lose its leading digits.
    static func double(_ value: Decimal) -> Double {
        var exact = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, 6, .plain)
        return Double(rounded.description) ?? 0
    }
}
