import Foundation
import GarageRules
import WidgetContract

/// `vehicle-and-reminders.json`: the vehicle's make, model, year and plate, and its reminders.
///
/// It says nothing of units: LubeLogger keeps miles or kilometres (and its currency) in the user's
/// settings, not with the vehicle. The one flag about what the odometer counts is `UseHours`, an
/// odometer of engine hours, which no distance unit can hold: such an export is refused.
/// `OdometerOptional` lets records go without an odometer.
struct LubeLoggerVehicleFile {
    static let fileName = LubeLoggerParser.vehicleFileName
    let text: String

    private struct File: Decodable {
        var vehicle: VehicleEntry?
        var reminders: [ReminderEntry]?
    }

    private struct VehicleEntry: Decodable {
        var Year: Int?
        var Make: String?
        var Model: String?
        var LicensePlate: String?
        var UseHours: Bool?
        var OdometerOptional: Bool?
    }

    private struct ReminderEntry: Decodable {
        var Description: String
        var Date: String?
        var Mileage: Int?
        var IsRecurring: Bool?
        var ReminderMileageInterval: String?
        var ReminderMonthInterval: String?
        var Metric: String?
    }

    // LubeLogger's named intervals (its ReminderMileageInterval and ReminderMonthInterval values).
    static let mileageIntervals: [String: Int] = [
        "FiftyMiles": 50, "OneHundredMiles": 100, "FiveHundredMiles": 500, "OneThousandMiles": 1_000,
        "ThreeThousandMiles": 3_000, "FiveThousandMiles": 5_000, "SevenThousandFiveHundredMiles": 7_500,
        "TenThousandMiles": 10_000, "FifteenThousandMiles": 15_000, "TwentyThousandMiles": 20_000,
        "ThirtyThousandMiles": 30_000, "FortyThousandMiles": 40_000, "FiftyThousandMiles": 50_000,
        "SixtyThousandMiles": 60_000, "OneHundredThousandMiles": 100_000, "OneHundredFiftyThousandMiles": 150_000,
    ]
    static let monthIntervals: [String: Int] = [
        "OneMonth": 1, "ThreeMonths": 3, "SixMonths": 6, "OneYear": 12, "TwoYears": 24, "ThreeYears": 36,
        "FiveYears": 60,
    ]

    func read(into export: inout LubeLoggerExport) throws(ImportError) {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: Data(text.utf8))
        } catch {
            throw ImportError(file: Self.fileName, line: 0, column: 0, problem: Self.describe(error))
        }
        if let vehicle = file.vehicle {
            guard vehicle.UseHours != true else {
                throw ImportError(
                    file: Self.fileName, line: 0, column: 0,
                    problem: .lubeLoggerEngineHours)
            }
            export.vehicle = LubeLoggerExport.Vehicle(
                make: vehicle.Make.flatMap(Self.nonEmpty), model: vehicle.Model.flatMap(Self.nonEmpty),
                year: vehicle.Year, plate: vehicle.LicensePlate.flatMap(Self.nonEmpty),
                odometerOptional: vehicle.OdometerOptional ?? false)
        }
        for entry in file.reminders ?? [] {
            let metric = entry.Metric ?? "Both"
            let recurring = entry.IsRecurring ?? false
            var nextDay: CalendarDay?
            if let date = entry.Date, metric != "Odometer" {
                guard let day = try? CalendarDay(parsing: String(date.prefix(10))) else {
                    throw ImportError(file: Self.fileName, line: 0, column: 0, problem: .lubeLoggerNotAReminderDate(date))
                }
                nextDay = day
            }
            export.reminders.append(LubeLoggerExport.Reminder(
                description: entry.Description,
                everyDistance: recurring && metric != "Date" ? entry.ReminderMileageInterval.flatMap { Self.mileageIntervals[$0] } : nil,
                everyMonths: recurring && metric != "Odometer" ? entry.ReminderMonthInterval.flatMap { Self.monthIntervals[$0] } : nil,
                nextDistance: metric != "Date" ? entry.Mileage : nil,
                nextDay: nextDay,
                metric: metric))
        }
    }

    private static func nonEmpty(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces
        return trimmed.isEmpty ? nil : trimmed
    }

    private static func describe(_ error: any Error) -> ImportProblem {
        switch error {
        case DecodingError.keyNotFound(let key, _): .lubeLoggerVehicleFileMissingKey(key.stringValue)
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            .lubeLoggerVehicleFileWrongType(context.codingPath.map(\.stringValue).joined(separator: "."))
        default: .lubeLoggerVehicleFileMalformed
        }
    }
}
