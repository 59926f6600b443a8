import Foundation
import GarageRules
import GloveboxTestSupport
import LinuxPlatform
import Testing
import WidgetContract
@testable import AppCore
@testable import GarageStorage

/// A change claims many ids at once (an import, a batch of rows at a time) with the refusal it had
/// claiming them one by one: the first id, in order, that repeats or that a record already has.
@Suite struct IdentifierClaimTests {
    let directory = TemporaryDirectory(prefix: "glovebox-claim")
    static let now = Pinned.instant("2026-11-29T12:00:00Z")

    func app(_ name: String, ids: IdentifierSource = .sequential(prefix: "new")) -> AppSession {
        let home = directory.appending(name).path
        return AppSession.pinned(home: home, now: Self.now, ids: ids)
    }

    /// Claims `ids` and changes nothing else.
    struct Claim: LogbookChange {
        var ids: [GarageID]
        var label: String { "claim" }
        func apply(in context: ChangeContext) throws { try context.claim(ids) }
    }

    static func id(_ text: String) -> GarageID { GarageID(rawValue: text)! }

    /// An app whose logbook holds a reading `x-3` and a fill-up `x-5` (and the vehicle `clio`).
    func appWithTakenIDs(_ name: String) throws -> AppSession {
        let taken = ["x-3", "x-5"].map(Self.id)
        let drawn = Drawn(taken)
        let app = app(name, ids: IdentifierSource { drawn.next() })
        try app.perform(SignIn(accountName: "ana@example.com"))
        try app.perform(AddVehicle(VehicleDraft(name: "Clio")))
        _ = try app.perform(LogOdometer(vehicle: "clio", value: 100, date: try CalendarDay(parsing: "2026-01-01")))
        var export = LubeLoggerExport()
        export.fuel = [Self.fill("2026-01-02", odometer: 150)]
        _ = try app.perform(ImportLubeLogger(export: export, vehicleName: "Clio", unit: .kilometres, withReminders: false))
        return app
    }

    @Test func aBatchWithATakenIDInTheMiddleIsRefusedNamingIt() throws {
        let app = try appWithTakenIDs("middle")
        defer { app.close() }
        for (batch, named) in [
            (["y-1", "y-2", "x-3", "y-4"], "x-3"), (["y-1", "x-5", "x-3"], "x-5"), (["clio", "y-1"], "clio"),
            (["y-1", "y-2", "x-5"], "x-5"),
        ] {
            #expect(throws: GarageError.duplicateIdentifier(named)) { try app.perform(Claim(ids: batch.map(Self.id))) }
        }
        try app.perform(Claim(ids: ["y-1", "y-2", "y-3"].map(Self.id)))
        try app.perform(Claim(ids: []))
    }

    @Test func aRepeatedIDIsRefusedAndTheFirstFaultInOrderIsNamed() throws {
        let app = try appWithTakenIDs("repeat")
        defer { app.close() }
        for (batch, named) in [
            (["y-1", "y-2", "y-1"], "y-1"), (["y-1", "y-1", "x-3"], "y-1"), (["y-1", "x-3", "y-1"], "x-3"),
            (["y-2", "y-1", "y-2", "y-1"], "y-2"), (["x-3", "x-3"], "x-3"),
        ] {
            #expect(throws: GarageError.duplicateIdentifier(named)) { try app.perform(Claim(ids: batch.map(Self.id))) }
        }
    }

    @Test func anImportWhoseIDSourceHandsATakenIDInABatchIsRefusedNamingItAndStoresNothing() throws {
        let first = try appWithTakenIDs("import-taken")
        first.close()
        // `x-1`, `x-2`, then the taken `x-3`, amid the batch's rows.
        let second = app("import-taken", ids: .sequential(prefix: "x"))
        defer { second.close() }
        var export = LubeLoggerExport()
        export.fuel = (0..<6).map { Self.fill("2026-02-0\($0 + 1)", odometer: 200 + $0 * 50) }
        #expect(throws: GarageError.duplicateIdentifier("x-3")) {
            try second.perform(ImportLubeLogger(export: export, vehicleName: "Clio", unit: .kilometres, withReminders: false))
        }
        #expect(try Self.expenseCount(second) == 1)
    }

    @Test func anImportWhoseIDSourceRepeatsAnIDInABatchIsRefusedNamingIt() throws {
        let app = app("import-repeat", ids: IdentifierSource { Self.id("z-1") })
        defer { app.close() }
        try app.perform(SignIn(accountName: "ana@example.com"))
        try app.perform(AddVehicle(VehicleDraft(name: "Clio")))
        var export = LubeLoggerExport()
        export.fuel = (0..<3).map { Self.fill("2026-02-0\($0 + 1)", odometer: 200 + $0 * 50) }
        #expect(throws: GarageError.duplicateIdentifier("z-1")) {
            try app.perform(ImportLubeLogger(export: export, vehicleName: "Clio", unit: .kilometres, withReminders: false))
        }
        #expect(try Self.expenseCount(app) == 0)
    }

    static func expenseCount(_ app: AppSession) throws -> Int {
        try app.expenses(vehicle: "clio", from: nil, through: nil, limit: 10).page.total
    }

    static func fill(_ day: String, odometer: Int) -> LubeLoggerExport.Fuel {
        LubeLoggerExport.Fuel(
            day: try! CalendarDay(parsing: day), odometer: odometer, quantity: nil,
            cost: try! Money(parsing: "10.00", currency: .euro), isFillToFull: true, missedFuelUp: false, note: nil)
    }

    /// Hands out `ids` in order, then `extra-1`, `extra-2`, …
    final class Drawn: @unchecked Sendable {
        private let lock = NSLock()
        private var ids: [GarageID]
        private var extra = 0

        init(_ ids: [GarageID]) { self.ids = ids }

        func next() -> GarageID {
            lock.lock()
            defer { lock.unlock() }
            if !ids.isEmpty { return ids.removeFirst() }
            extra += 1
            return GarageID(rawValue: "extra-\(extra)")!
        }
    }
}
