import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

/// An import that reads a LubeLogger directory in batches (`LubeLoggerParser.scan(directory:)`,
/// `LubeLoggerDirectory`) against the export parsed whole (`parse(directory:)`), on random exports
/// (`LubeLoggerExportGenerator`): the same refusal, or the same rows, sources, meanings, plan and
/// records, whatever the batch size. A failure names its seed (set `GLOVEBOX_LUBELOGGER_SEED` to
/// run that one alone) and the smallest export, found by dropping rows, that still disagrees.
@Suite struct LubeLoggerStreamingTests {
    static let seeds: [UInt64] = {
        if let seed = ProcessInfo.processInfo.environment["GLOVEBOX_LUBELOGGER_SEED"].flatMap(UInt64.init) { return [seed] }
        return Array(0..<400)
    }()
    static let batchSizes = [1, 2, 3, LubeLoggerDirectory.defaultBatchSize]
    static let vehicleID = GarageID(rawValue: "clio")!
    let directory = TemporaryDirectory(prefix: "glovebox-streaming")

    /// Writes `files` into a directory of their own.
    func write(_ files: [String: String], as name: String) throws -> URL {
        let url = directory.appending(name)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (file, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(file)) }
        return url
    }

    /// Everything an import makes of an export, as text: its refusal, or its header, rows' sources and
    /// meanings, plan and records.
    static func outcome(of importer: () throws -> LubeLoggerImport) -> String {
        do {
            let importer = try importer()
            var lines = ["currency \(String(describing: importer.export.currency)) \(String(describing: importer.export.currencySign))",
                         "counts \(importer.counts)"]
            try importer.forEachBatch { batch, before in
                let positions = importer.positions(of: batch, before: before)
                for (index, (source, meaning)) in zip(importer.rowSources(of: batch), importer.rowMeanings(of: batch)).enumerated() {
                    lines.append("row \(positions[index]) \(String(describing: source)) \(meaning)")
                }
            }
            let plan = try importer.plan(vehicleID: vehicleID, history: nil)
            for (position, decision) in plan.decisions.enumerated() {
                lines.append("decision \(position) \(decision.status) \(decision.fingerprint) \(decision.occurrence) "
                    + "\(decision.isCorrection) \(decision.location) \(decision.dayColumn)")
            }
            lines.append("added \(plan.added) \(plan.alreadyImported) \(plan.removed) \(plan.restored) \(plan.undone)")
            lines += plan.backwards.map { "backwards \($0)" } + plan.refusals.map { "refusal \($0)" }
            lines.append("notes \(plan.cleanedNotes) \(plan.shortenedNotes) \(plan.convertedOdometers)")
            let ids = IdentifierSource.sequential(prefix: "r")
            try importer.forEachBatch { batch, before in
                importer.forEachRecord(in: batch, before: before, vehicleID: vehicleID, ids: ids, plan: plan) { record, decision in
                    lines.append("record \(record) at \(decision.location)")
                }
            }
            return lines.joined(separator: "\n")
        } catch {
            return "refused \(error)"
        }
    }

    /// How the batched import of `files` disagrees with the whole one, if it does.
    func disagreement(_ files: [String: String], seed: UInt64) throws -> String? {
        let url = try write(files, as: "s\(seed)")
        let parser = LubeLoggerParser(currency: seed % 5 == 0 ? try CurrencyCode("CAD") : nil)
        let unit: DistanceUnit = seed % 3 == 0 ? .kilometres : .miles
        let expected = Self.outcome {
            LubeLoggerImport(export: try parser.parse(directory: url), exportUnit: .miles, vehicleUnit: unit)
        }
        for size in Self.batchSizes {
            let streamed = Self.outcome {
                var files = try parser.scan(directory: url)
                files.batchSize = size
                return LubeLoggerImport(files: files, exportUnit: .miles, vehicleUnit: unit)
            }
            if streamed != expected { return "batches of \(size) gave\n\(streamed)\nthe whole export\n\(expected)" }
        }
        return nil
    }

    /// `files` with as many rows dropped as `fails` allows.
    func shrunk(_ files: [String: String], _ fails: ([String: String]) throws -> Bool) rethrows -> [String: String] {
        var files = files
        var progress = true
        while progress {
            progress = false
            for name in files.keys.sorted() {
                var lines = files[name]!.components(separatedBy: "\n")
                var index = lines.count - 1
                while index >= 1 {
                    var fewer = lines
                    fewer.remove(at: index)
                    var candidate = files
                    candidate[name] = fewer.joined(separator: "\n")
                    if try fails(candidate) {
                        lines = fewer
                        files = candidate
                        progress = true
                    }
                    index -= 1
                }
            }
        }
        return files
    }

    @Test func batchesOfEverySizeImportWhatTheWholeExportImports() throws {
        var refused = 0
        for seed in Self.seeds {
            var generator = LubeLoggerExportGenerator(seed: seed)
            let files = generator.files()
            guard let problem = try disagreement(files, seed: seed) else {
                if Self.outcome(of: { LubeLoggerImport(export: try LubeLoggerParser().parse(files: files)) }).hasPrefix("refused") {
                    refused += 1
                }
                continue
            }
            let small = try shrunk(files) { try disagreement($0, seed: seed) != nil }
            Issue.record("seed \(seed): \(problem)\nshrunk to \(small.debugDescription): \(try disagreement(small, seed: seed) ?? "")")
        }
        // Both halves are exercised: exports refused at a fault, and exports imported.
        if Self.seeds.count > 100 {
            #expect(refused > Self.seeds.count / 10, "\(refused) of \(Self.seeds.count) exports refused")
            #expect(refused < Self.seeds.count * 9 / 10, "\(refused) of \(Self.seeds.count) exports refused")
        }
    }

    /// A file changed after the scan (here the same size, another cell) no longer fits the plan made
    /// from it: refused before any of its rows is handed.
    @Test func aFileThatChangesAfterTheScanIsRefusedBeforeAnyRowIsHanded() throws {
        let url = try write(["gasrecords.csv": "Date,Odometer,FuelConsumed,Cost\n5/8/2020,204836,8.331,$16.24\n"], as: "changes")
        var files = try LubeLoggerParser().scan(directory: url)
        files.batchSize = 1
        var handed = 0
        try files.forEachBatch { _, _ in handed += 1 }
        #expect(handed == 1)
        // Another modification time, even where the size stays.
        try Data("Date,Odometer,FuelConsumed,Cost\n5/9/2020,204836,8.331,$16.24\n".utf8)
            .write(to: url.appendingPathComponent("gasrecords.csv"))
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: url.appendingPathComponent("gasrecords.csv").path)
        handed = 0
        #expect(throws: ImportError(
            file: "gasrecords.csv", line: 0, column: 0, reason: "the file changed while it was imported: import it again")
        ) { try files.forEachBatch { _, _ in handed += 1 } }
        #expect(handed == 0)
    }

    /// The whole parser reads odometer records before taxes, the batches taxes before odometer
    /// records (record order): with a bad cell in each, both name the odometer record's.
    @Test func aBadTaxCellIsNamedOnlyOnceTheOdometerRecordsHaveNone() throws {
        let url = try write([
            "taxrecords.csv": "Date,Description,Cost\n13/40/2020,Registration,$64.25\n",
            "odometerrecords.csv": "Date,Odometer\n5/1/2020,x\n",
        ], as: "tax-and-odometer")
        var expected: ImportError?
        do { _ = try LubeLoggerParser().parse(directory: url) } catch let error as ImportError { expected = error }
        #expect(expected?.file == "odometerrecords.csv")
        var files = try LubeLoggerParser().scan(directory: url)
        files.batchSize = 1
        var handed: [Int] = []
        #expect(throws: expected!) { try files.forEachBatch { batch, _ in handed.append(batch.taxes.count) } }
        #expect(handed.isEmpty)
    }

    @Test func theShrinkerDropsEveryRowTheFailureDoesNotNeed() {
        let files = ["gasrecords.csv": "Date,Cost\n1/1/2020,$1\n1/2/2020,$2\n1/3/2020,$3\n"]
        let small = shrunk(files) { $0["gasrecords.csv"]!.contains("1/2/2020") }
        #expect(small == ["gasrecords.csv": "Date,Cost\n1/2/2020,$2"])
    }
}
