import Foundation
import WidgetContract

/// The calendar file written beside the widgets snapshot: an RFC 5545 iCalendar object of all-day
/// events, each with an alarm on its warning day.
///
/// What it writes, in this order: `VERSION:2.0`, `PRODID`, `CALSCALE`, `METHOD:PUBLISH`, the
/// calendar's name; then one `VEVENT` per event with `UID`, `DTSTAMP`, `DTSTART;VALUE=DATE` and the
/// next day as `DTEND` (an all-day event), `SUMMARY` in the feed's language, `DESCRIPTION` when there
/// is one, `CATEGORIES`, `URL` (the deep link), `STATUS` (`TENTATIVE` for a forecast), `TRANSP`, and
/// a `VALARM` that displays at 09:00 on the alarm day. Lines end with CRLF and are folded at 75
/// octets; TEXT values are escaped.
///
/// ```swift
/// let feed = CalendarBuilder.build(facts: facts, context: context)
/// let bytes = feed.data(stampedAt: context.generatedAt)
/// ```
public struct CalendarFeed: Hashable, Sendable {
    /// The `PRODID`: who wrote the file.
    public static let productIdentifier = "-//Glovebox//Glovebox Calendar 1//EN"
    /// The hour of the warning day at which an alarm goes off (local, floating, as the day is).
    public static let alarmHour = 9

    /// The calendar's name as a subscribing app shows it.
    public var name: String
    /// The BCP 47 tag of the language the texts are in.
    public var language: String
    /// The events, by day and then UID.
    public var events: [CalendarEvent]

    /// Creates a feed; events are put in order of day, then UID.
    public init(name: String, language: String, events: [CalendarEvent]) {
        self.name = name
        self.language = language
        self.events = events.sorted { ($0.day, $0.uid) < ($1.day, $1.uid) }
    }

    /// The file's text, every event stamped (`DTSTAMP`) with `stamp`.
    public func text(stampedAt stamp: Date) -> String {
        String(decoding: rendered(stampedAt: stamp).file, as: UTF8.self)
    }

    /// The file's bytes (UTF-8), stamped with `stamp`.
    public func data(stampedAt stamp: Date) -> Data {
        rendered(stampedAt: stamp).file
    }

    /// The bytes that say what the file says, whenever it was written: its lines without the
    /// `DTSTAMP` ones, so that two builds of the same events give the same bytes here.
    public var unstampedData: Data {
        rendered(stampedAt: Date(timeIntervalSince1970: 0)).unstamped
    }

    /// The file's bytes stamped with `stamp`, and its unstamped bytes (``unstampedData``), from
    /// one rendering: what a publish needs to write the file and to tell whether it changed.
    ///
    /// Both are written in one pass, each logical line folded and appended as bytes: collecting
    /// the folded lines as strings and joining them was most of a large garage's calendar (50
    /// vehicles, 254 KB: 82 million instructions a rendering, `valgrind --tool=callgrind` of
    /// `glovebox-bench snapshot --sizes L`, against 32 million this way).
    public func rendered(stampedAt stamp: Date) -> (file: Data, unstamped: Data) {
        var file: [UInt8] = []
        var unstamped: [UInt8] = []
        func write(_ physical: String, isStamp: Bool) {
            file += physical.utf8
            file += Self.lineEnd
            guard !isStamp else { return }
            unstamped += physical.utf8
            unstamped += Self.lineEnd
        }
        func append(_ line: String) {
            // A DTSTAMP line is 24 octets: never folded, never the continuation of another.
            let isStamp = line.hasPrefix("DTSTAMP:")
            // Most lines fit on one physical line, and need no array of pieces.
            guard line.utf8.count > ICalendarText.maximumLineOctets else { return write(line, isStamp: isStamp) }
            for physical in ICalendarText.folded(line) { write(physical, isStamp: isStamp) }
        }
        for line in [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + ICalendarText.escaped(Self.productIdentifier),
            "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            // NAME is RFC 7986's; X-WR-CALNAME is the older name most calendar apps read.
            "NAME:" + ICalendarText.escaped(name), "X-WR-CALNAME:" + ICalendarText.escaped(name),
        ] {
            append(line)
        }
        let stampText = ICalendarText.utcDateTime(stamp)
        for event in events {
            for line in lines(of: event, stamp: stampText) { append(line) }
        }
        append("END:VCALENDAR")
        return (Data(file), Data(unstamped))
    }

    /// What ends every physical line (RFC 5545, 3.1).
    private static let lineEnd: [UInt8] = [0x0D, 0x0A]

    /// The logical lines of one event, unfolded.
    private func lines(of event: CalendarEvent, stamp: String) -> [String] {
        let language = ";LANGUAGE=" + self.language
        var lines = [
            "BEGIN:VEVENT",
            "UID:" + ICalendarText.escaped(event.uid),
            "DTSTAMP:" + stamp,
            "DTSTART;VALUE=DATE:" + ICalendarText.date(event.day),
            "DTEND;VALUE=DATE:" + ICalendarText.date(event.day.adding(days: 1)),
            "SUMMARY\(language):" + ICalendarText.escaped(event.summary),
        ]
        if let description = event.description {
            lines.append("DESCRIPTION\(language):" + ICalendarText.escaped(description))
        }
        lines += [
            "CATEGORIES\(language):" + ICalendarText.escaped(event.category),
            // A URI value, not TEXT: deep links are percent-encoded already and are written as they are.
            "URL:" + event.url,
            "STATUS:" + (event.isForecast ? "TENTATIVE" : "CONFIRMED"),
            "TRANSP:TRANSPARENT",
            "BEGIN:VALARM",
            "ACTION:DISPLAY",
            "DESCRIPTION\(language):" + ICalendarText.escaped(event.alarmText),
            "TRIGGER:" + Self.trigger(daysBefore: event.alarmDay.days(to: event.day)),
            "END:VALARM",
            "END:VEVENT",
        ]
        return lines
    }

    /// The alarm's offset from the start of the event's day (its local midnight) to `alarmHour` on
    /// the day `days` before it: `PT9H` on the day itself, `-PT15H` the day before, `-P29DT15H`
    /// thirty days before.
    static func trigger(daysBefore days: Int) -> String {
        guard days > 0 else { return "PT\(alarmHour)H" }
        let hoursBack = 24 - alarmHour
        return days == 1 ? "-PT\(hoursBack)H" : "-P\(days - 1)DT\(hoursBack)H"
    }
}
