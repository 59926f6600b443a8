import Foundation
import GarageRules
import GloveboxTestSupport
import LinuxPlatform
import Testing
import WidgetContract
@testable import AppCore
@testable import GarageStorage

/// The app can be closed and used again without leaving a connection open, and no change can give
/// two records one id, whatever its id source does.
@Suite struct AppSessionLifetimeTests {
    let directory = TemporaryDirectory(prefix: "glovebox-review")
    static let now = Pinned.instant("2026-11-29T12:00:00Z")

    func app(_ name: String, ids: IdentifierSource = .sequential(prefix: "new")) -> AppSession {
        let home = directory.appending(name).path
        return AppSession.pinned(home: home, now: Self.now, ids: ids)
    }

    /// After `close()`, a publish reopens the pipeline's connection; the next `close()` closes it again.
    @Test func aPublishAfterCloseIsClosedByTheNextClose() throws {
        let app = app("reopen")
        try app.perform(SignIn(accountName: "ana@example.com"))
        try app.perform(AddVehicle(VehicleDraft(name: "Clio")))
        _ = try app.finish()
        app.close()
        let path = try app.databasePath()
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"), "after the first close")
        try app.perform(LogOdometer(vehicle: "clio", value: 100))
        _ = try app.publishNow()
        app.close()
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"), "after the second close: a connection is still open")
        #expect(try app.currentReading(of: GarageID(rawValue: "clio")!)?.value == 100)
    }

    /// An import's ids are checked against every table, as every other change's are.
    @Test func anImportCannotReuseAnIdAnotherTableHolds() throws {
        let first = app("import", ids: .sequential(prefix: "x"))
        try first.perform(SignIn(accountName: "ana@example.com"))
        try first.perform(AddVehicle(VehicleDraft(name: "Clio")))
        let entry = try first.perform(LogOdometer(vehicle: "clio", value: 100, date: try CalendarDay(parsing: "2026-01-01")))
        first.close()
        #expect(entry.id.rawValue == "x-1")
        let second = app("import", ids: .sequential(prefix: "x"))   // a generator that repeats itself
        defer { second.close() }
        var export = LubeLoggerExport()
        export.fuel = [LubeLoggerExport.Fuel(
            day: try CalendarDay(parsing: "2026-01-02"), odometer: 150, quantity: nil,
            cost: try Money(parsing: "10.00", currency: .euro), isFillToFull: true, missedFuelUp: false, note: nil)]
        #expect(throws: GarageError.duplicateIdentifier("x-1")) {
            try second.perform(ImportLubeLogger(export: export, vehicleName: "Clio", unit: .kilometres, withReminders: false))
        }
    }
}
