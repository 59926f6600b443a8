import AppCore
import Foundation
import GarageRules
@testable import GarageStorage
import GloveboxTestSupport
import LinuxPlatform
import Testing
import WidgetContract

/// `import lubelogger DIR`, whose rows are read from the files in batches as they are stored,
/// against the same import of the export parsed whole first (what every import did before): on
/// random exports (`LubeLoggerExportGenerator`), imported into a new vehicle, then again, then
/// again read another way, the two logbooks hold the same records, imported rows and journal, and
/// every outcome and refusal is the same.
@Suite struct ImportStreamingTests {
    let directory = TemporaryDirectory(prefix: "glovebox-import-streaming")
    static let now = Pinned.instant("2026-11-29T12:00:00Z")

    func app(_ name: String) throws -> AppSession {
        let home = directory.appending(name).path
        let app = AppSession.pinned(home: home, now: Self.now, ids: .sequential(prefix: "new"))
        try app.perform(SignIn(accountName: "ana@example.com"))
        return app
    }

    /// What an import made of its rows, or its refusal, as text.
    static func outcome(_ perform: () throws -> ImportLubeLogger.Outcome) -> String {
        do {
            let outcome = try perform()
            let plan = outcome.plan
            return ["counts \(outcome.counts) \(plan.alreadyImported) \(plan.removed) \(plan.restored) \(plan.undone)",
                    "decisions " + plan.decisions.map { "\($0.status) \($0.fingerprint) \($0.occurrence) \($0.isCorrection)" }
                        .joined(separator: ", "),
                    "backwards \(plan.backwards.map(\.description)) notes \(plan.cleanedNotes) \(plan.shortenedNotes)",
                    "vehicle \(outcome.vehicle.id) \(outcome.createsVehicle) \(String(describing: outcome.currency))"]
                .joined(separator: "\n")
        } catch {
            return "refused \(error)"
        }
    }

    /// Everything the logbook holds that an import writes, as text.
    static func logbook(_ app: AppSession) throws -> String {
        let store = try app.store()
        var lines = try store.records.expenses(vehicleID: nil, from: nil, through: nil).map { "expense \($0)" }
        for vehicle in try store.vehicles.all() {
            lines += try store.records.odometerEntries(vehicleID: vehicle.id).map { "reading \($0)" }
            lines += try store.importedRows.all(vehicleID: vehicle.id).map { "imported \($0)" }
        }
        lines += try store.journal.entries(limit: 100).map { "journal \($0.sequence) \($0.label) \($0.changes)" }
        return lines.joined(separator: "\n")
    }

    @Test func anImportReadInBatchesStoresWhatTheWholeExportStores() throws {
        var compared = 0
        for seed in UInt64(0)..<60 {
            var generator = LubeLoggerExportGenerator(seed: seed)
            let url = directory.appending("export-\(seed)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, text) in generator.files() { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
            let streamed = try app("streamed-\(seed)"), whole = try app("whole-\(seed)")
            defer { streamed.close(); whole.close() }
            // The same import three times: new, repeated, then read in another currency (refused at
            // each row read another way).
            for currency in ["USD", "USD", "CAD"] {
                let code = try CurrencyCode(currency)
                let batched = Self.outcome {
                    try streamed.perform(try ImportLubeLogger(
                        directory: url.path, currency: code, vehicleName: "Clio", unit: .kilometres, withReminders: false))
                }
                let held = Self.outcome {
                    let export = try LubeLoggerParser(currency: code).parse(directory: url)
                    return try whole.perform(ImportLubeLogger(export: export, vehicleName: "Clio", unit: .kilometres, withReminders: false))
                }
                #expect(batched == held, "seed \(seed), \(currency)")
                #expect(try Self.logbook(streamed) == Self.logbook(whole), "seed \(seed), \(currency)")
                if !held.hasPrefix("refused") { compared += 1 }
            }
        }
        // Imports that stored rows were compared, not only refusals.
        #expect(compared > 30)
    }
}
