import AppCore
import AppLifecycle
import ArgumentParsing
import Foundation

/// `calendar export`: the calendar file every publish writes beside the widgets snapshot, on demand.
enum CalendarCommands {
    static let all = [export]

    static let out = Option("--out", value: "FILE", help: "write the calendar to FILE (default standard output)")

    static let export = GloveboxCommand(
        ["calendar", "export"], summary: "write the deadlines and maintenance as an iCalendar file (RFC 5545)",
        options: [out],
        discussion: """
            Writes what every publish keeps in \(CalendarPublisher.fileName) beside the widgets snapshot: an
            all-day event for each open deadline and each maintenance item due on a day, and for each item
            due at a distance the day the odometer forecast expects it (a tentative event marked as a
            forecast) or its due date when that comes first, each with an alarm at 09:00 on its first
            warning day. Texts are in the app's language; the licence plate is never written, and with the
            lock on no odometer value either. Event ids come from the records' ids, so a calendar subscribed
            to the file updates its events instead of adding new ones. FILE is replaced whole (mode 0600).
            """
    ) { invocation in
        let app = invocation.app
        if let path = invocation.arguments[out] {
            let size = try app.exportCalendar(to: path)
            let words = invocation.words
            invocation.console.line(words.text(.calendarWritten, ["path": path, "bytes": words.number(size)]))
        } else {
            invocation.console.write(String(decoding: try app.calendarFile(), as: UTF8.self))
        }
    }
}
