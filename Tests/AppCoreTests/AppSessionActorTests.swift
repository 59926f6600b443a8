import AppCore
import AppLifecycle
import Foundation
import GarageRules
import GloveboxTestSupport
import SharedContainer
import Testing
import WidgetContract

/// The core as an Apple app drives it: from the main actor and from concurrent tasks, through
/// the actor, against real files in temporary directories, with pinned time, zone and locale.
@Suite struct AppSessionActorTests {
    let test: TestPlatform
    let clio = GarageID(rawValue: "clio")!

    init() throws {
        test = try TestPlatform()
    }

    func day(_ text: String) throws -> CalendarDay {
        try CalendarDay(parsing: text)
    }

    /// A core with an account, one vehicle and English texts.
    func signedInCore() async throws -> AppSessionActor {
        let core = AppSessionActor(platform: test.platform)
        try await core.perform(SignIn(accountName: "ana@example.com"))
        try await core.perform(SetPreference(.locale, to: "de-DE"))
        try await core.perform(AddVehicle(VehicleDraft(name: "Clio")))
        return core
    }

    @MainActor @Test func theMainActorChangesReadsAndPublishesWithoutDoingTheWorkItself() async throws {
        #expect(ThreadLog.isOnMainQueue, "the probe tells the main actor's queue from the core's")
        let core = try await signedInCore()
        try await core.mount()
        try await core.perform(LogOdometer(vehicle: clio.rawValue, value: 84_210, date: try day("2026-11-20")))
        try await core.perform(AddExpense(
            vehicle: clio.rawValue, amount: Money(minorUnits: 5_840, currency: .euro), date: try day("2026-11-21"),
            category: .fuel))

        let vehicles = try await core.vehicles()
        #expect(vehicles == [VehicleReading(vehicle: vehicles[0].vehicle, current: vehicles[0].current)])
        #expect(vehicles.map(\.vehicle.name) == ["Clio"])
        #expect(vehicles.first?.current?.value == 84_210)
        let spend = try await core.spend(vehicle: clio)
        #expect(spend.vehicle?.id == clio)
        // An expense in the home currency comes summed by the store (spend_month), with its count.
        #expect(spend.records.homeMonths.map(\.total) == [Money(minorUnits: 5_840, currency: .euro)])
        #expect(spend.records.homeMonths.map(\.recordCount) == [1] && spend.records.expenses.isEmpty)

        let report = try #require(try await core.enterBackground())

        #expect(report.outcome == .published)
        #expect(Set(report.reloadedKinds) == Set(WidgetKind.allCases))
        #expect(Set(test.center.requestedKinds) == Set(WidgetKind.allCases))
        let snapshot = try test.publishedSnapshot()
        #expect(snapshot.vehicles.map(\.name) == ["Clio"])
        #expect(snapshot.locale == "de")
        #expect(snapshot.timeZone == "Europe/Lisbon")
        // The logbook stays in the app's own directory; the shared container has the snapshot only.
        #expect(FileManager.default.fileExists(atPath: test.app.appending("glovebox.sqlite").path))
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: test.group.path)).contains { $0.hasPrefix("glovebox.sqlite") })
        #expect(test.threads.elsewhere > 0)
        #expect(test.threads.onMainThread == 0, "the core ran blocking work on the main actor")
        await core.close()
    }

    @Test func concurrentTasksEachCommitTheirChangeAndReadConsistentAnswers() async throws {
        let core = try await signedInCore()
        let clio = clio
        // Twelve readings, one a day, rising: any order of commits keeps them in order.
        let readings = (1...12).map { (day: String(format: "2026-11-%02d", $0), value: 80_000 + $0 * 100) }
        let amounts = (1...12).map { 1_000 + $0 }

        let vehicleCounts = try await withThrowingTaskGroup(of: Int?.self) { group in
            for reading in readings {
                group.addTask {
                    try await core.perform(LogOdometer(vehicle: clio.rawValue, value: reading.value, date: try CalendarDay(parsing: reading.day)))
                    return nil
                }
            }
            for amount in amounts {
                group.addTask {
                    try await core.perform(AddExpense(
                        vehicle: clio.rawValue, amount: Money(minorUnits: amount, currency: .euro),
                        date: try CalendarDay(parsing: "2026-11-15"), category: .parking))
                    return nil
                }
            }
            for _ in 0..<6 {
                group.addTask { try await core.vehicles().count }
            }
            var counts: [Int] = []
            for try await count in group { if let count { counts.append(count) } }
            return counts
        }

        #expect(vehicleCounts == Array(repeating: 1, count: 6))
        let entries = try await core.odometerEntries(vehicle: clio, limit: 100)
        #expect(entries.total == 12)
        #expect(entries.records.map(\.entry.value) == readings.map(\.value))
        #expect(try await core.vehicles().first?.current?.value == 81_200)
        let expenses = try await core.expenses(vehicle: clio, limit: 100)
        #expect(expenses.page.total == 12)
        #expect(expenses.page.records.map(\.expense.amount.minorUnits).reduce(0, +) == amounts.reduce(0, +))
        #expect(expenses.homeCurrency == .euro)
        // Every change was one journaled transaction: sign-in and preferences aside, one entry each.
        let history = try await core.history(limit: 100)
        #expect(history.filter { $0.label == "odometer log" }.count == 12)
        #expect(history.filter { $0.label == "expense add" }.count == 12)
        #expect(test.threads.onMainThread == 0)
        await core.close()
    }

    @Test func waitingForTheWidgetCenterLeavesTheCoreFreeForOtherCalls() async throws {
        let gated = GatedReloadCenter(base: test.center)
        var platform = test.platform
        platform.makeReloadCenter = { _, _ in gated }
        let core = AppSessionActor(platform: platform)
        try await core.perform(SignIn(accountName: "ana@example.com"))
        try await core.perform(AddVehicle(VehicleDraft(name: "Clio")))
        try await core.mount()

        let background = Task { try await core.enterBackground() }
        var asked = gated.asked.makeAsyncIterator()
        await asked.next()
        // The publish waits for the center's answer; the core still answers meanwhile.
        #expect(try await core.vehicles().map(\.vehicle.name) == ["Clio"])
        #expect(test.center.requestedKinds.isEmpty, "nothing is reloaded before the center answers")
        gated.open()

        let report = try #require(try await background.value)
        #expect(report.outcome == .published)
        #expect(Set(test.center.requestedKinds) == Set(WidgetKind.allCases))
        await core.close()
    }

    @Test func theShortcutsAnswerComesFromThePublishedSnapshotInThePinnedZone() async throws {
        let core = try await signedInCore()
        try await core.perform(LogOdometer(vehicle: clio.rawValue, value: 84_210, date: try day("2026-11-28")))
        #expect(await core.answer(.odometer, vehicle: "clio").status == .openApp, "nothing published yet")

        try await core.enterBackground()

        let answer = await core.answer(.odometer, vehicle: "clio")
        #expect(answer.status == .answered)
        #expect(answer.locale == "de")
        #expect(answer.vehicleId == "clio")
        // A no-break space between the number and its unit, as the snapshot's formats write it.
        #expect(answer.text == "Clio: Tachostand 84.210\u{A0}km, abgelesen am 28.11.2026.")
        await core.close()
    }

    @Test func aSignOutThroughTheCorePurgesTheSharedContainerAndReloadsEveryWidget() async throws {
        let core = try await signedInCore()
        try await core.mount()
        try await core.enterBackground()
        #expect(FileManager.default.fileExists(atPath: test.group.appending(WidgetsSnapshot.fileName).path))

        try await core.perform(SignOut())

        #expect(!FileManager.default.fileExists(atPath: test.group.appending(WidgetsSnapshot.fileName).path))
        #expect(test.center.requests.last == .all)
        #expect(try await core.account() == nil)
        await core.close()
    }
}
