import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

/// What an import decides before it writes: rows known by what they say, readings that go
/// backwards, distances in the vehicle's unit.
@Suite struct LubeLoggerPlanTests {
    let parser = LubeLoggerParser(currency: try! CurrencyCode("USD"))

    func plan(_ files: [String: String], unit: DistanceUnit = .miles) throws -> LubeLoggerImport.Plan {
        try LubeLoggerImport(export: try parser.parse(files: files), exportUnit: .miles, vehicleUnit: unit)
            .plan(vehicleID: GarageID(rawValue: "clio")!, history: nil)
    }

    /// The fingerprints are kept in logbooks: a change to how they are made would make every row
    /// imported before look new. This pins one.
    @Test func aRowsFingerprintIsStableAndIgnoresWhereTheRowIs() throws {
        let row = "5/8/2020,204836,8.331,$16.24,,True,False,Shell,\n"
        let other = "5/9/2020,204900,8.000,$16.00,,True,False,,\n"
        let header = LubeLoggerParserTests.gasHeader
        let alone = try plan(["gasrecords.csv": header + row])
        let moved = try plan(["gasrecords.csv": header + other + other + row])
        #expect(alone.decisions[0].fingerprint == moved.decisions[2].fingerprint)
        // FNV-1a and the mixer as `RowFingerprint` documents them, checked by an independent script.
        #expect(alone.decisions[0].fingerprint == -3_093_333_487_012_254_810)
        // What the record does not keep (fill-to-full, tags) is not what makes a row another one.
        let flagged = try plan(["gasrecords.csv": header + "5/8/2020,204836,8.331,$16.24,,False,True,Shell,tag\n"])
        #expect(flagged.decisions[0].fingerprint == alone.decisions[0].fingerprint)
        let noted = try plan(["gasrecords.csv": header + "5/8/2020,204836,8.331,$16.24,,True,False,Shell 2,\n"])
        #expect(noted.decisions[0].fingerprint != alone.decisions[0].fingerprint)
        #expect(moved.decisions.map(\.occurrence) == [1, 2, 1])
    }

    @Test func aReadingBelowTheOneBeforeItBecomesACorrectionAndTheSeriesGoesOnFromIt() throws {
        let plan = try plan(["odometerrecords.csv": "Date,Odometer\n5/1/2020,200\n5/2/2020,150\n5/2/2020,100\n5/3/2020,160\n5/4/2020,155\n"])
        // Both readings of 5/2 are below 200: as corrections they sort after the day's plain
        // readings, so neither may count as the other's plain predecessor.
        #expect(plan.decisions.map(\.isCorrection) == [false, true, true, false, true])
        #expect(plan.backwards.map(\.description) == [
            "odometerrecords.csv:4: odometer 100 is lower than 200 on 2020-05-01 (odometerrecords.csv:2)",
            "odometerrecords.csv:3: odometer 150 is lower than 200 on 2020-05-01 (odometerrecords.csv:2)",
            "odometerrecords.csv:6: odometer 155 is lower than 160 on 2020-05-03 (odometerrecords.csv:5)",
        ])
    }

    @Test func distancesAreConvertedToTheVehiclesUnitBeforeTheyAreCompared() throws {
        let export = try parser.parse(files: ["odometerrecords.csv": "Date,Odometer\n5/1/2020,100\n5/2/2020,161\n"])
        let importer = LubeLoggerImport(export: export, exportUnit: .miles, vehicleUnit: .kilometres)
        let plan = try importer.plan(vehicleID: GarageID(rawValue: "clio")!, history: nil)
        var values: [Int] = []
        importer.forEachRecord(vehicleID: GarageID(rawValue: "clio")!, ids: .sequential(prefix: "p"), plan: plan) { record, _ in
            if case .entry(let entry) = record { values.append(entry.value) }
        }
        #expect(values == [161, 259])
        #expect(plan.convertedOdometers == 2)
        #expect(DistanceUnit.kilometres.convert(161, to: .miles) == 100)
        #expect(DistanceUnit.miles.convert(Garage.maximumOdometer, to: .kilometres) == 160_934_398)
    }

    /// `import lubelogger` and `import csv` print a fill-up their own ways, and logbooks keep both:
    /// each reader's row carries the other's print, so that either finds what the other stored.
    @Test func aFillUpCarriesThePrintTheOtherReaderGivesIt() throws {
        let text = LubeLoggerParserTests.gasHeader + "2/13/2024,30520,45.00,£65.70,40.41,True,False,Tesco,\n"
        let lubeLogger = try LubeLoggerParser(currency: nil).parse(files: ["gasrecords.csv": text])
        let csv = try FuelAppParser(options: FuelAppImportOptions(volumeUnit: .litres, distanceUnit: .miles))
            .parse(text: text, fileName: "gasrecords.csv", as: .csv)
        var own: [Int64] = []
        var other: [Int64?] = []
        LubeLoggerImport(export: lubeLogger).forEachRow { own.append($0.fingerprint); other.append($0.otherFingerprint) }
        #expect(other == [csv.fillUps[0].fingerprint])
        // The print import lubelogger has always given the row, which logbooks keep: unchanged.
        #expect(own == [LubeLoggerImport.lubeLoggerFingerprint(of: lubeLogger.fuel[0])])
        var fromCSV: [Int64?] = []
        LubeLoggerImport(export: csv.export(ofVehicle: 0, fallbackCurrency: try CurrencyCode("GBP"))).forEachRow {
            fromCSV.append($0.otherFingerprint)
        }
        #expect(fromCSV == own.map { Optional($0) })
    }
}
