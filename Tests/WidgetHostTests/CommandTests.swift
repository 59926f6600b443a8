import Foundation
import GloveboxTestSupport
import SharedContainer
import Testing
import WidgetContract
import WidgetHost

@Suite struct CommandTests {
    let fixture = HostFixture(now: Pinned.instant("2026-11-29T19:20:00Z"))

    @Test func addedWidgetsAreListedAndSeenByTheApp() throws {
        #expect(fixture.run("add", "deadlines", "--family", "medium") == 0)
        #expect(fixture.run("add", "vehicle", "--vehicle", "clio") == 0)
        #expect(fixture.output.value == "w1\nw2\n")
        let center = ContainerReloadCenter(files: fixture.shared, clock: { Date() }, isForeground: { true })
        #expect(try center.currentConfigurations() == [
            InstalledWidget(id: "w1", kind: .deadlines, family: .medium),
            InstalledWidget(id: "w2", kind: .vehicle, family: .small, vehicleId: "clio"),
        ])
        #expect(fixture.run("remove", "w1") == 0)
        #expect(try center.currentConfigurations().map(\.id) == ["w2"])
        #expect(fixture.run("list") == 0)
        #expect(fixture.output.value.hasSuffix("w2  vehicle  small  vehicle clio\n"))
    }

    @Test func aVehicleIsChosenAmongTheSnapshotsByIdOrNameAndAnyOtherIsRefusedWithTheList() throws {
        // Before the app published: an id is kept as typed, a name cannot be looked up.
        #expect(fixture.run("add", "vehicle", "--vehicle", "clio") == 0)
        #expect(fixture.run("add", "vehicle", "--vehicle", "Mum's car") == 2)
        #expect(fixture.errors.value.contains("there is no snapshot yet to find it by name in"), "\(fixture.errors.value)")
        try fixture.publishSample()
        // The name in any letter case, or the id: kept as the id.
        #expect(fixture.run("add", "vehicle", "--vehicle", "CHEROKEE") == 0)
        #expect(fixture.run("add", "maintenance", "--vehicle", "jeep") == 0)
        // Neither: refused with what there is to choose from, nothing installed.
        #expect(fixture.run("add", "vehicle", "--vehicle", "Jeep Cherokee") == 2)
        #expect(fixture.errors.value.contains("no vehicle 'Jeep Cherokee' in the widgets' snapshot; choose one of: Clio (clio), Cherokee (jeep)"),
            "\(fixture.errors.value)")
        let center = ContainerReloadCenter(files: fixture.shared, clock: { Date() }, isForeground: { true })
        #expect(try center.currentConfigurations().map(\.vehicleId) == ["clio", "jeep", "jeep"])
    }

    @Test func listPrintsJSON() throws {
        fixture.run("add", "spend", "--family", "large")
        fixture.run("list", "--json")
        let json = String(fixture.output.value.drop { $0 != "[" })
        let widgets = try JSONDecoder().decode([InstalledWidget].self, from: Data(json.utf8))
        #expect(widgets == [InstalledWidget(id: "w1", kind: .spend, family: .large)])
    }

    @Test func aRemovedWidgetsIdAndBudgetAreNeverGivenToANewOne() throws {
        try fixture.publishSample()
        fixture.run("add", "deadlines")
        fixture.run("add", "vehicle")
        var session = try HostSession(context: fixture.context)
        try session.start(at: fixture.clock.now())
        try fixture.request(.kind(.vehicle), foreground: false)
        try session.step(at: fixture.clock.now())
        #expect(session.state.budget.spentCount(for: "w2", at: fixture.clock.now()) == 1)

        #expect(fixture.run("remove", "w2") == 0)
        #expect(fixture.run("add", "vehicle") == 0)
        // The last one removed, then added again: still a new number.
        #expect(fixture.run("remove", "w3") == 0)
        #expect(fixture.run("add", "spend") == 0)
        #expect(fixture.output.value == "w1\nw2\nw3\nw4\n")
        let fresh = try HostSession(context: fixture.context)
        #expect(fresh.state.budget.spent["w2"] == nil)
        #expect(fresh.state.budget.spentCount(for: "w4", at: fixture.clock.now()) == 0)
        #expect(fresh.state.lastWidgetNumber == 4)
    }

    @Test func aDamagedHostStateIsReportedNotReplaced() throws {
        fixture.run("add", "vehicle")
        #expect(fixture.run("watch", "--once") == 0)
        let path = fixture.home.appending("widget-host/host-state.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("{\"version\": ".utf8)))
        #expect(fixture.run("reloads") == 1)
        #expect(fixture.errors.value.contains("the widget host state '\(path)' is damaged"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"version\": ")
    }

    @Test func writingToAMissingFolderExitsWithStatus1() {
        #expect(fixture.run("render", "spend", "--out", fixture.home.appending("no/such/folder.txt").path) == 1)
        #expect(fixture.errors.value.contains("cannot write"))
    }

    @Test func removingAnUnknownWidgetExitsWithStatus1() {
        #expect(fixture.run("remove", "w9") == 1)
        #expect(fixture.errors.value.contains("no installed widget has the id 'w9'"))
    }

    @Test func missingSnapshotRendersTheSetUpState() {
        #expect(fixture.run("render", "spend") == 0)
        #expect(fixture.output.value.contains("Open Glovebox to set up"))
    }

    @Test func snapshotOfAnUnknownVersionRendersTheRefreshState() throws {
        try fixture.shared.publish(Data(#"{"kind":"glovebox.widgets","version":7}"#.utf8), as: WidgetsSnapshot.fileName)
        #expect(fixture.run("render", "deadlines", "--family", "large", "--format", "svg") == 0)
        #expect(fixture.output.value.contains("Open Glovebox to refresh"))
        #expect(fixture.errors.value.contains("unsupported snapshot version 7"))
    }

    @Test func timelinePrintsAnEntryForNowAndSevenMidnights() throws {
        try fixture.publishSample()
        #expect(fixture.run("timeline", "deadlines", "--family", "large", "--at", "2026-11-29T19:20:00Z", "--json") == 0)
        let object = try JSONSerialization.jsonObject(with: Data(fixture.output.value.utf8)) as? [String: Any]
        let entries = try #require(object?["entries"] as? [[String: Any]])
        #expect(entries.map { $0["date"] as? String } == [
            "2026-11-29T19:20:00Z", "2026-11-30T00:00:00Z", "2026-12-01T00:00:00Z", "2026-12-02T00:00:00Z",
            "2026-12-03T00:00:00Z", "2026-12-04T00:00:00Z", "2026-12-05T00:00:00Z", "2026-12-06T00:00:00Z",
        ])
    }

    @Test func timelineTextNamesEachEntrysRows() throws {
        try fixture.publishSample()
        #expect(fixture.run("timeline", "maintenance", "--family", "medium") == 0)
        let text = fixture.output.value
        #expect(text.contains("maintenance · medium · 8 entries · reload at end"))
        #expect(text.contains("2026-11-30T00:00:00Z  (2026-11-30)"))
        #expect(text.contains("row: Oil change · Clio · In 4 days [normal]  → glovebox://maintenance/clio/oil"))
    }

    @Test func renderAtALaterInstantShowsThatDaysEntry() throws {
        try fixture.publishSample()
        #expect(fixture.run("render", "deadlines", "--at", "2026-12-02T09:00:00Z") == 0)
        #expect(fixture.output.value.contains("Today"))
    }

    @Test func galleryWritesAPictureOfEveryEntryAndAPage() throws {
        try fixture.publishSample()
        fixture.run("add", "spend", "--family", "medium")
        let out = fixture.home.appending("gallery").path
        #expect(fixture.run("gallery", "--out", out) == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: out)
        #expect(files.filter { $0.hasSuffix(".svg") }.count == 8)
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(page.contains("w1-spend-medium-0.svg"))
        #expect(page.contains("w1-spend-medium-7.svg"))
    }
}
