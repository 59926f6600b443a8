import Foundation
import GarageRules
import GloveboxTestSupport
import SnapshotBuilding
import Testing
import WidgetContract

/// The calendar file's text form (RFC 5545: TEXT escaping, folding, dates, alarms) and what the
/// builder puts in it and leaves out. `GloveboxCLITests.CalendarCommandTests` reads the published file
/// with Python's icalendar.
@Suite struct CalendarFeedTests {
    @Test func textValuesEscapeBackslashSemicolonCommaAndLineBreaks() {
        #expect(ICalendarText.escaped(#"a\b;c,d"#) == #"a\\b\;c\,d"#)
        #expect(ICalendarText.escaped("one\ntwo\r\nthree\rfour") == #"one\ntwo\nthree\nfour"#)
        #expect(ICalendarText.escaped("Zoé: «ok»") == "Zoé: «ok»")
    }

    @Test(arguments: [
        String(repeating: "a", count: 200),
        "SUMMARY:" + String(repeating: "Çé ", count: 60),
        "SUMMARY:" + String(repeating: "🚗", count: 40),
        // A letter with more combining marks than a line holds: split between its scalars.
        "X:" + "e" + String(repeating: "\u{0301}", count: 60),
        "SUMMARY:" + String(repeating: "🇵🇹é\u{0301}x", count: 30),
    ])
    func foldingKeepsLinesWithin75OctetsAndNeverSplitsACharacter(_ line: String) {
        let lines = ICalendarText.folded(line)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.utf8.count <= ICalendarText.maximumLineOctets }, "\(lines.map(\.utf8.count))")
        // Octets, not characters: a space followed by a combining mark is one Swift character.
        #expect(lines.dropFirst().allSatisfy { $0.utf8.first == UInt8(ascii: " ") && $0.utf8.count > 1 })
        // Unfolding (removing each CRLF and the space after it) gives the line back.
        let pieces = [lines.first!] + lines.dropFirst().map { String(decoding: Array($0.utf8.dropFirst()), as: UTF8.self) }
        #expect(pieces.joined() == line)
        if !line.hasPrefix("X:") {
            // Every fold between two characters: the pieces are whole characters of the line.
            #expect(pieces.map(\.count).reduce(0, +) == line.count)
        }
    }

    @Test func aShortLineIsNotFolded() {
        let line = String(repeating: "é", count: 37) + "a"  // 75 octets
        #expect(ICalendarText.folded(line) == [line])
        #expect(ICalendarText.folded(line + "b").count == 2)
    }

    @Test func datesAndStampsAreInTheirRFC5545Forms() {
        #expect(ICalendarText.date(CalendarDay(year: 2027, month: 3, day: 9)!) == "20270309")
        #expect(ICalendarText.utcDateTime(Pinned.instant("2026-11-29T19:20:05Z")) == "20261129T192005Z")
    }

    /// The rendering writes each logical line once, folded, ending in CRLF; the unstamped bytes
    /// are the file's lines but the DTSTAMP ones. Both checked against a split of the file's own
    /// bytes, and the text against the file.
    @Test func theFileIsItsFoldedLinesAndTheUnstampedBytesLeaveOutOnlyTheStamps() {
        let due = CalendarDay(year: 2026, month: 12, day: 20)!
        let long = String(repeating: "Inspeção periódica; ", count: 8)
        let feed = CalendarFeed(name: "Glovebox, a casa", language: "pt-PT", events: [
            CalendarEvent(
                uid: "deadline-1@glovebox", day: due, alarmDay: due.adding(days: -3), summary: long, alarmText: "Amanhã",
                description: "Na oficina", category: "Prazos", url: "glovebox://deadline/1"),
            CalendarEvent(
                uid: "maintenance-2@glovebox", day: due.adding(days: 40), alarmDay: due, summary: "Óleo", alarmText: "Hoje",
                category: "Manutenção", url: "glovebox://maintenance/2", isForecast: true),
        ])
        let stamp = Pinned.instant("2026-11-29T12:00:00Z")
        let rendered = feed.rendered(stampedAt: stamp)
        let file = String(decoding: rendered.file, as: UTF8.self)
        #expect(file.hasSuffix("END:VCALENDAR\r\n"))
        var lines = file.components(separatedBy: "\r\n")
        #expect(lines.removeLast() == "")
        #expect(lines.allSatisfy { !$0.isEmpty && $0.utf8.count <= ICalendarText.maximumLineOctets && !$0.contains("\n") })
        // The long summary was folded, and unfolds to what was escaped.
        #expect(lines.contains { $0.hasPrefix(" ") })
        let unfolded = file.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("SUMMARY;LANGUAGE=pt-PT:" + ICalendarText.escaped(long) + "\r\n"))
        #expect(lines.filter { $0.hasPrefix("DTSTAMP:") } == ["DTSTAMP:20261129T120000Z", "DTSTAMP:20261129T120000Z"])
        let unstamped = lines.filter { !$0.hasPrefix("DTSTAMP:") }.map { $0 + "\r\n" }.joined()
        #expect(String(decoding: rendered.unstamped, as: UTF8.self) == unstamped)
        #expect(feed.text(stampedAt: stamp) == file)
        #expect(feed.data(stampedAt: stamp) == rendered.file)
        #expect(feed.unstampedData == rendered.unstamped)
    }

    @Test func eachAlarmGoesOffAtNineOnItsWarningDay() {
        let due = CalendarDay(year: 2026, month: 12, day: 20)!
        let feed = CalendarFeed(name: "Glovebox", language: "en", events: [0, 1, 30].map { days in
            CalendarEvent(
                uid: "deadline-\(days)@glovebox", day: due, alarmDay: due.adding(days: -days), summary: "S", alarmText: "A",
                category: "Deadlines", url: "glovebox://deadline/\(days)")
        })
        let text = feed.text(stampedAt: Pinned.instant("2026-11-29T12:00:00Z"))
        #expect(text.contains("UID:deadline-0@glovebox\r\n") && text.contains("TRIGGER:PT9H\r\n"))
        #expect(text.contains("TRIGGER:-PT15H\r\n"))
        #expect(text.contains("TRIGGER:-P29DT15H\r\n"))
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:"))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test(arguments: PinnedGarages.all)
    func aLockedCalendarHoldsNoOdometerOrAmountDigits(_ pinned: PinnedCase) throws {
        let context = pinned.context(locked: true)
        let feed = CalendarBuilder.build(
            facts: SnapshotFacts(garage: pinned.garage, rates: pinned.rates, today: context.today), context: context)
        // The texts only: dates, stamps and ids are digits of another kind.
        let texts = feed.events.flatMap { [$0.summary, $0.alarmText, $0.description ?? "", $0.category] }.joined(separator: "\n")
        let digits = PrivacyTests.ungrouped(texts)
        for secret in PrivacyTests.secretNumbers(of: pinned).sorted() {
            #expect(!digits.contains(secret), "\(pinned.name): the locked calendar contains \(secret)")
        }
        for symbol in ["£", "€", "$"] { #expect(!texts.contains(symbol)) }
        #expect(!feed.events.isEmpty)
    }

    @Test(arguments: [false, true])
    func thePlateIsNeverWritten(_ locked: Bool) {
        var garage = PinnedGarages.englishUnlocked.garage
        garage.vehicles[1].name = "Momwagon"
        garage.deadlines[0].title = "MOMWAGON registration"
        garage.maintenanceItems[1].name = "Oil change (momwagon)"
        let context = PinnedGarages.englishUnlocked.context(locked: locked)
        let feed = CalendarBuilder.build(facts: SnapshotFacts(garage: garage, rates: ExchangeRates(), today: context.today), context: context)
        let text = feed.text(stampedAt: context.now).uppercased()
        #expect(!text.contains("MOMWAGON") && !text.contains("AB19 CDE"))
        #expect(text.contains("••• REGISTRATION"))
    }

    /// An item due at a distance, with a due date too, whose basis the rules decided is the distance.
    func distanceStatus(dueDate: CalendarDay?, projected: CalendarDay?) -> MaintenanceStatus {
        let item = MaintenanceItem(
            id: GarageID(rawValue: "tyres")!, vehicleID: GarageID(rawValue: "clio")!, name: "Tyres", intervalMonths: 24,
            intervalDistance: 40000, startDate: CalendarDay(year: 2025, month: 1, day: 10)!)
        return MaintenanceStatus(
            item: item, distanceUnit: .kilometres, lastService: nil, dueDate: dueDate, dueOdometer: 18000,
            warningFrom: dueDate?.adding(days: -30), warningOdometer: 17000, currentOdometer: 16900, projectedDate: projected,
            forecastStatus: .unavailable, state: .dueSoon, basis: .distance)
    }

    static let noForecast = DistanceForecast(status: .unavailable, basis: nil, lastReading: nil, spanDistance: 0, spanDays: 0)

    @Test func anItemDueAtADistanceIsPlacedOnTheEarlierOfItsForecastAndItsDueDate() {
        let due = CalendarDay(year: 2027, month: 1, day: 10)!
        let sooner = CalendarDay(year: 2026, month: 12, day: 20)!
        let later = CalendarDay(year: 2027, month: 2, day: 1)!
        #expect(MaintenanceFacts.CalendarDays(distanceStatus(dueDate: due, projected: sooner), forecast: Self.noForecast)
            == MaintenanceFacts.CalendarDays(dueDate: sooner, warningFrom: sooner, isForecast: true))
        #expect(MaintenanceFacts.CalendarDays(distanceStatus(dueDate: due, projected: later), forecast: Self.noForecast)
            == MaintenanceFacts.CalendarDays(dueDate: due, warningFrom: due.adding(days: -30), isForecast: false))
        #expect(MaintenanceFacts.CalendarDays(distanceStatus(dueDate: due, projected: nil), forecast: Self.noForecast)?.isForecast == false)
        #expect(MaintenanceFacts.CalendarDays(distanceStatus(dueDate: nil, projected: nil), forecast: Self.noForecast) == nil)
        #expect(MaintenanceFacts.CalendarDays(distanceStatus(dueDate: nil, projected: later), forecast: Self.noForecast)?.isForecast == true)
    }

    @Test func aDueDateThatComesFirstIsAnEventOfItsOwnNotAForecast() {
        let context = PinnedGarages.englishUnlocked.context
        let day = CalendarDay(year: 2027, month: 1, day: 10)!
        let facts = SnapshotFacts(
            vehicles: [VehicleFacts(id: "clio", name: "Clio")],
            maintenance: [
                MaintenanceFacts(
                    id: "tyres", vehicleId: "clio", name: "Tyres",
                    due: .distance(dueOdometer: 18000, remaining: 1100, isWarning: false, isOverdue: false),
                    calendarDays: MaintenanceFacts.CalendarDays(dueDate: day, warningFrom: day.adding(days: -30), isForecast: false)),
                MaintenanceFacts(
                    id: "belt", vehicleId: "clio", name: "Belt",
                    due: .distance(dueOdometer: 90000, remaining: nil, isWarning: false, isOverdue: false)),
            ])
        let feed = CalendarBuilder.build(facts: facts, context: context)
        #expect(feed.events.count == 1)
        #expect(feed.events.first?.isForecast == false)
        #expect(feed.events.first?.summary == "Tyres · Clio")
        #expect(feed.events.first?.description == "Due at 18,000\u{A0}km")
        #expect(feed.events.first?.alarmDay == day.adding(days: -30))
    }

    @Test func uidsComeFromTheRecordsIdsAndTheStampIsTheOnlyDifferenceBetweenTwoBuilds() {
        let pinned = PinnedGarages.englishUnlocked
        let facts = SnapshotFacts(garage: pinned.garage, rates: pinned.rates, today: pinned.context.today)
        let feed = CalendarBuilder.build(facts: facts, context: pinned.context)
        let ids = Set(pinned.garage.deadlines.map { "deadline-\($0.id.rawValue)@glovebox" })
        #expect(ids.isSubset(of: Set(feed.events.map(\.uid))))
        #expect(feed.events.allSatisfy { $0.uid.hasPrefix("deadline-") || $0.uid.hasPrefix("maintenance-") })
        var later = pinned.context
        later.now = later.now.addingTimeInterval(3600)
        let again = CalendarBuilder.build(facts: facts, context: later)
        #expect(again == feed)
        #expect(again.unstampedData == feed.unstampedData)
        #expect(again.data(stampedAt: later.now) != feed.data(stampedAt: pinned.context.now))
    }
}
