import Foundation
import GarageRules
import Testing
import WidgetContract
@testable import GarageStorage

@Suite struct LubeLoggerParserTests {
    let parser = LubeLoggerParser(currency: try! CurrencyCode("USD"))

    func usd(_ text: String) throws -> Money { try Money(parsing: text, currency: CurrencyCode("USD")) }

    @Test func readsTheDemoExportRecordForRecord() throws {
        let export = try parser.parse(directory: Fixtures.lubeLoggerDemo)
        #expect(export.fuel.count == 109)
        #expect(export.services.count == 69)
        #expect(export.readings.count == 110)
        #expect(export.taxes.count == 3)
        #expect(export.vehicle == LubeLoggerExport.Vehicle(make: "Jeep", model: "Cherokee", year: 1992, plate: "MOMWAGON"))
        #expect(export.reminders == [LubeLoggerExport.Reminder(
            description: "Oil Change", everyDistance: 5_000, everyMonths: nil, nextDistance: 225_000, nextDay: nil,
            metric: "Odometer")])
        #expect(export.readings.map(\.odometer).max() == 222_647)
        let sound = try #require(export.services.first { $0.description == "Sound System" })
        #expect(sound.note == "Planet Audio 6.5\" Pyle\nSubwoofer 6\"\nBluetooth Car Stereo\nHifonics 5.25\"")
        #expect(sound.cost == (try usd("64.57")))
        var first = LubeLoggerExport.Fuel(
            day: try CalendarDay(parsing: "2020-05-08"), odometer: 204_836, quantity: Decimal(string: "8.331"), cost: try usd("16.24"),
            isFillToFull: true, missedFuelUp: false, note: nil, line: 2, dayColumn: 1)
        first.source = export.fuel.first?.source
        #expect(export.fuel.first == first)
        #expect(export.currency == (try CurrencyCode("USD")) && export.currencySign == "$")
    }

    @Test func matchesHeadersCaseInsensitivelyInAnyOrder() throws {
        let export = try parser.parse(files: [
            "taxrecords.csv": "COST,date,Notes,DESCRIPTION\n\"$1,064.25\",12/31/2024,,Registration\n",
        ])
        var registration = LubeLoggerExport.Tax(
            day: try CalendarDay(parsing: "2024-12-31"), description: "Registration", cost: try usd("1064.25"), note: nil,
            line: 2, dayColumn: 2)
        registration.source = export.taxes.first?.source
        #expect(export.taxes == [registration])
    }

    @Test func refusesAMalformedFileWithItsFileLineAndColumn() {
        let gas = "Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes,Tags\n"
            + "5/8/2020,204836,8.331,$16.24,,True,False,,\n"
            + "5/30/2020,205056,11.913,$25.7.2,,True,False,,\n"
        #expect(throws: ImportError(file: "gasrecords.csv", line: 3, column: 4, reason: "not a cost: '$25.7.2'")) {
            try parser.parse(files: ["gasrecords.csv": gas])
        }
        #expect(throws: ImportError(file: "taxrecords.csv", line: 2, column: 1, reason: "no such day: '2/30/2024'")) {
            try parser.parse(files: ["taxrecords.csv": "Date,Description,Cost\n2/30/2024,x,$1\n"])
        }
        #expect(throws: ImportError(file: "gasrecords.csv", line: 2, column: 5, reason: "not True or False for isfilltofull: 'yes'")) {
            try parser.parse(files: ["gasrecords.csv": "Date,Odometer,FuelConsumed,Cost,IsFillToFull\n5/8/2020,204836,8.331,$16.24,yes\n"])
        }
        #expect(throws: ImportError(file: "odometerrecords.csv", line: 1, column: 0, reason: "missing column 'odometer'")) {
            try parser.parse(files: ["odometerrecords.csv": "Date,Mileage\n5/8/2020,1\n"])
        }
    }

    static let gasHeader = "Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes,Tags\n"

    @Test func refusesABlankCostDateOrServiceOdometerAtItsCellInsteadOfGuessing() {
        #expect(throws: ImportError(file: "gasrecords.csv", line: 3, column: 4, reason: "empty cost")) {
            try parser.parse(files: ["gasrecords.csv": Self.gasHeader
                + "5/8/2020,204836,8.331,$16.24,,True,False,,\n5/30/2020,205056,11.913,,,True,False,,\n"])
        }
        #expect(throws: ImportError(file: "taxrecords.csv", line: 2, column: 1, reason: "empty date")) {
            try parser.parse(files: ["taxrecords.csv": "Date,Description,Cost\n ,Registration,$64.25\n"])
        }
        #expect(throws: ImportError(file: "servicerecords.csv", line: 2, column: 5, reason: "empty odometer")) {
            try parser.parse(files: ["servicerecords.csv": "Date,Description,Cost,Notes,Odometer\n3/19/2020,Oil Change,$23.07,,\n"])
        }
    }

    @Test func aFillUpWithABlankOdometerIsKeptWithoutAReading() throws {
        let export = try parser.parse(files: ["gasrecords.csv": Self.gasHeader + "5/8/2020,,8.331,$16.24,,True,False,,\n"])
        #expect(export.fuel.count == 1 && export.fuel[0].odometer == nil)
    }

    @Test func aVehicleWhoseOdometerIsOptionalMayLeaveItBlankOrZero() throws {
        let export = try parser.parse(files: [
            "vehicle-and-reminders.json": #"{"vehicle": {"Year": 2019, "Make": "Renault", "OdometerOptional": true}}"#,
            "gasrecords.csv": Self.gasHeader + "5/8/2020,,8.331,$16.24,,True,False,,\n5/9/2020,0,8.331,$16.24,,True,False,,\n",
        ])
        #expect(export.fuel.map(\.odometer) == [nil, nil])
        #expect(export.vehicle?.odometerOptional == true)
    }

    @Test func anOdometerOfEngineHoursIsRefused() {
        #expect(throws: ImportError(
            file: "vehicle-and-reminders.json", line: 0, column: 0,
            reason: "the vehicle counts engine hours (UseHours), not a distance: its odometer values cannot be imported")) {
            try parser.parse(files: [
                "vehicle-and-reminders.json": #"{"vehicle": {"Year": 2019, "Make": "Kubota", "UseHours": true}}"#,
                "odometerrecords.csv": "Date,Odometer\n5/8/2020,120\n",
            ])
        }
    }

    @Test func costsAreInTheCurrencyTheirSignNamesWhicheverSideItIsOn() throws {
        let free = LubeLoggerParser()
        let euros = try free.parse(files: ["taxrecords.csv": "Date,Description,Cost\n1/1/2024,IUC,€78.25\n1/1/2025,IUC,80.50 €\n"])
        #expect(euros.currency == .euro && euros.currencySign == "€")
        #expect(euros.taxes.map(\.cost) == [try Money(parsing: "78.25", currency: .euro), try Money(parsing: "80.50", currency: .euro)])
        // `$` is USD unless the user names another dollar; a bare cost takes the sign's currency.
        let cad = try LubeLoggerParser(currency: try CurrencyCode("CAD")).parse(
            files: ["taxrecords.csv": "Date,Description,Cost\n1/1/2024,Plates,$120.00\n1/1/2025,Plates,121.00\n"])
        #expect(cad.taxes.map(\.cost.currency.code) == ["CAD", "CAD"])
        #expect(throws: ImportError(
            file: "taxrecords.csv", line: 3, column: 3,
            reason: "cost '€80.50' is in €, but the cost at taxrecords.csv:2:3 is in $")) {
            try free.parse(files: ["taxrecords.csv": "Date,Description,Cost\n1/1/2024,IUC,$78.25\n1/1/2025,IUC,€80.50\n"])
        }
        #expect(throws: ImportError(
            file: "taxrecords.csv", line: 2, column: 3, reason: "cost '78.25' names no currency: say which with --currency")) {
            try free.parse(files: ["taxrecords.csv": "Date,Description,Cost\n1/1/2024,IUC,78.25\n"])
        }
        // Without a cost, nothing needs a currency.
        #expect(try free.parse(files: ["odometerrecords.csv": "Date,Odometer\n5/8/2020,120\n"]).currency == nil)
    }
}
