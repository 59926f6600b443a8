import Foundation
import GloveboxTestSupport
import SharedContainer
import Testing
import WidgetContract
import WidgetHost

/// `glovebox-widget waybar` and `xbar`: a widget's entry as Waybar's custom-module JSON and as the
/// xbar/Argos/Kargos text protocol, from the snapshot alone, counting days like the widgets.
///
/// The snapshot is `RelativeSnapshot`'s, published on Sunday 29 November 2026 (Lisbon, UTC+0 in
/// winter): insurance due in 3 days, its warning from tomorrow; tyres due soon and a timing belt
/// overdue, both at a distance; the month's spend bar at 62% of the tallest.
@Suite struct StatusBarCommandTests {
    let fixture = HostFixture(now: Pinned.instant("2026-11-29T19:20:00Z"))

    /// The keys waybar-custom(5) documents for `"return-type": "json"`.
    static let waybarKeys: Set<String> = ["text", "alt", "tooltip", "class", "percentage"]

    /// Runs `waybar` and checks the output is one line holding one JSON object of Waybar's keys.
    func waybar(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let before = fixture.output.value.count
        #expect(GloveboxWidget.run(["waybar"] + arguments, context: fixture.context) == 0, sourceLocation: sourceLocation)
        let printed = String(fixture.output.value.dropFirst(before))
        #expect(printed.hasSuffix("\n") && printed.dropLast().allSatisfy { $0 != "\n" }, "not one line: \(printed)", sourceLocation: sourceLocation)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [String: Any], sourceLocation: sourceLocation)
        #expect(Set(object.keys).isSubset(of: Self.waybarKeys), "\(object.keys)", sourceLocation: sourceLocation)
        #expect(object["text"] is String && object["tooltip"] is String, sourceLocation: sourceLocation)
        return object
    }

    func publishedSnapshot() -> Data? {
        if case .bytes(let data) = fixture.shared.read(WidgetsSnapshot.fileName) { return data }
        return nil
    }

    func xbar(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        let before = fixture.output.value.count
        #expect(GloveboxWidget.run(["xbar"] + arguments, context: fixture.context) == 0, sourceLocation: sourceLocation)
        let printed = String(fixture.output.value.dropFirst(before))
        #expect(printed.hasSuffix("\n"), sourceLocation: sourceLocation)
        return printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func waybarShowsTheMostUrgentDeadlineWithItsClassAndEveryRowInTheTooltip() throws {
        try fixture.publishSample()
        let object = try waybar("deadlines")
        #expect(object["text"] as? String == "Insurance · In 3 days")
        #expect(object["class"] as? [String] == ["deadlines", "normal"])
        #expect(object["percentage"] == nil)
        #expect(object["tooltip"] as? String
            == "Deadlines\nInsurance · Clio · In 3 days\nInspection · Cherokee · In 10 days\nRoad tax · Clio · due 2027-06-17")
        let maintenance = try waybar("maintenance")
        #expect(maintenance["text"] as? String == "Timing belt · 1,200 mi ago")
        #expect(maintenance["class"] as? [String] == ["maintenance", "overdue"])
    }

    @Test func theDayPhraseAndTheClassMoveAtMidnightWithoutAPublish() throws {
        try fixture.publishSample()
        let snapshot = publishedSnapshot()
        #expect(snapshot != nil)
        let before = try waybar("deadlines", "--at", "2026-11-29T23:59:59Z")
        let after = try waybar("deadlines", "--at", "2026-11-30T00:00:01Z")
        #expect(before["text"] as? String == "Insurance · In 3 days")
        #expect(after["text"] as? String == "Insurance · In 2 days")
        // Its warning starts on the 30th: the class follows the widget's state on its own day.
        #expect(before["class"] as? [String] == ["deadlines", "normal"])
        #expect(after["class"] as? [String] == ["deadlines", "warning"])
        let later = xbar("deadlines", "--at", "2026-12-02T08:00:00Z")
        #expect(later.first == "Insurance · Today | color=\(RelativeSnapshot.theme.colors.warning) useMarkup=false unescape=false")
        // Nothing was published meanwhile.
        #expect(publishedSnapshot() == snapshot)
    }

    @Test func spendHasThePercentageOfItsBarAndTheLockHidesItsTotal() throws {
        try fixture.publishSample()
        let spend = try waybar("spend")
        #expect(spend["percentage"] as? Int == 62)
        #expect(spend["text"] as? String == "This month: €312.40")
        #expect(spend["class"] as? [String] == ["spend", "normal"])
        try fixture.publishSample(locked: true)
        let locked = try waybar("spend", "--vehicle", "clio")
        #expect(locked["text"] as? String == "This month: •••")
        #expect((locked["tooltip"] as? String)?.contains("€") == false)
        let vehicle = try waybar("vehicle", "--vehicle", "clio")
        #expect(vehicle["text"] as? String == "Clio · •••")
        #expect(vehicle["class"] as? [String] == ["vehicle", "warning"])
    }

    @Test func waybarEscapesPangoMarkup() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = fixture.timeZone
        var snapshot = RelativeSnapshot.make(today: CalendarDay(containing: fixture.clock.now(), in: calendar))
        snapshot.deadlines[0].label = "R&D <MOT> \"B\" 'C'"
        try fixture.shared.publish(try SnapshotCoding.encode(snapshot), as: WidgetsSnapshot.fileName)
        let object = try waybar("deadlines")
        #expect(object["text"] as? String == "R&amp;D &lt;MOT&gt; &quot;B&quot; &apos;C&apos; · In 3 days")
    }

    @Test func xbarPrintsTheBarLineThenTheMenuWithDeepLinks() throws {
        try fixture.publishSample()
        let lines = xbar("deadlines", "--vehicle", "clio")
        #expect(lines.count == 5)
        #expect(lines[0] == "Insurance · In 3 days | useMarkup=false unescape=false")
        #expect(lines[1] == "---")
        #expect(lines[2] == "Deadlines | href=glovebox://vehicle/clio useMarkup=false unescape=false")
        #expect(lines[3] == "Insurance · Clio · In 3 days | href=glovebox://deadline/insurance useMarkup=false unescape=false")
        #expect(lines[4] == "Road tax · Clio · due 2027-06-17 | href=glovebox://deadline/roadtax useMarkup=false unescape=false")
        // Every menu item is "text | key=value …", with no other "|" in its text.
        for line in lines where line != "---" {
            let parts = line.components(separatedBy: " | ")
            #expect(parts.count == 2 && !parts[0].isEmpty && !parts[0].hasPrefix("-"), "\(line)")
            #expect(parts[1].split(separator: " ").allSatisfy { $0.contains("=") }, "\(line)")
        }
        let overdue = xbar("maintenance")
        #expect(overdue[0] == "Timing belt · 1,200 mi ago | color=\(RelativeSnapshot.theme.colors.overdue) useMarkup=false unescape=false")
    }

    @Test func aSnapshotThatCannotBeTrustedAsksToOpenTheAppInsteadOfGuessing() throws {
        var json = try JSONSerialization.jsonObject(
            with: try SnapshotCoding.encode(RelativeSnapshot.make(today: CalendarDay(year: 2026, month: 11, day: 29)!))) as! [String: Any]
        json["version"] = 99
        try fixture.shared.publish(try JSONSerialization.data(withJSONObject: json), as: WidgetsSnapshot.fileName)
        let object = try waybar("deadlines")
        #expect(object["text"] as? String == "Open Glovebox to refresh")
        #expect(object["class"] as? [String] == ["deadlines", "message", "refresh"])
        #expect(xbar("vehicle").first == "Open Glovebox to refresh | useMarkup=false unescape=false")
        #expect(!fixture.output.value.contains("Insurance"))
        // No snapshot at all: the set-up message.
        try fixture.shared.remove(WidgetsSnapshot.fileName)
        #expect(try waybar("spend")["text"] as? String == "Open Glovebox to set up")
    }
}
