import AppCore
import ArgumentParsing
import Foundation
import GarageRules
import WidgetContract

/// `economy VEHICLE`: fuel (or charge) economy per fill-up, last, over a window and over the
/// vehicle's life, with cost per distance and the stretches left out, each with its reason.
enum EconomyCommand {
    static let all = [economy]

    static let unit = Option(
        "--unit", value: "U", help: "l/100km, km/l, mpg-us, mpg-uk, kwh/100km or mi/kwh (default: the economy preference, else mpg-us in miles, l/100km in km)",
        parse: .economyUnit)
    static let last = Option(
        "--last", value: "N", help: "the window: the last N segments (default 5)", parse: .integer(in: 1...1_000_000))
    static let since = Option("--since", value: "YYYY-MM-DD", help: "the window: the segments that close on or after this day", parse: .day)

    static let economy = GloveboxCommand(
        ["economy"], summary: "fuel economy: per fill-up, last, over a window and lifetime, with cost per distance",
        arguments: [CommonOptions.vehicle], options: [unit, last, since], reads: true,
        discussion: """
        Consumption is measured only between full fill-ups: a partial fill's fuel joins the next full
        fill's stretch, and a stretch that ends at a fill marked --missed is left out, not averaged in.
        A fill without an odometer reading is placed by its day and its fuel counts in the stretch it
        falls in (a full one cannot end a stretch, so the two around it become one); each is listed.
        Averages are distance-weighted (total fuel over total distance), so one never lies outside its
        stretches' smallest and largest figures. Cost per distance counts the stretches whose every
        fill has a cost, converted into the home currency as every expense is.
        """
    ) { invocation in
        let arguments = invocation.arguments
        if arguments[last] != nil && arguments[since] != nil { throw invocation.usageError("choose one window: --last N or --since DAY") }
        let window: EconomyWindow = arguments[since].map { .since($0) } ?? .lastSegments(arguments[last] ?? 5)
        let report = try invocation.app.economy(vehicle: arguments[CommonOptions.vehicle])
        let preferred = try invocation.app.accountPreferences().economyUnit
        let asked = arguments[unit]
        if let asked, !report.economies.contains(where: { $0.energy.measure == asked.energy }), !report.economies.isEmpty {
            let have = report.economies.map(\.energy.measure)
            let fits = EconomyUnit.allCases.filter { have.contains($0.energy) }.map(\.rawValue).joined(separator: ", ")
            throw GarageError.invalidFuelRecord(
                "'\(report.vehicle.name)' has no \(asked.energy == .electric ? "kWh charges" : "liquid fill-ups") to show in \(asked.rawValue): use \(fits)")
        }
        var units: [Energy: EconomyUnit] = [:]
        for economy in report.economies {
            units[economy.energy] = EconomyUnit.shown(
                for: economy.energy, distanceUnit: report.vehicle.distanceUnit, preferred: asked ?? preferred)
        }
        let json = EconomyJSON(report: report, units: units, window: window)
        if invocation.wantsJSON { return invocation.console.line(try Format.json(json)) }
        invocation.console.line(text(json, report: report))
    }

    /// The text output: a table of the counted stretches, then the figures and what was left out.
    static func text(_ json: EconomyJSON, report: EconomyReport) -> String {
        let vehicle = report.vehicle
        guard !json.economies.isEmpty else {
            return report.recordCount == 0
                ? "no fill-ups for '\(vehicle.name)' ('glovebox fuel add' adds one)"
                : "no fill-up of '\(vehicle.name)' has an odometer, so no stretch can be measured"
        }
        var blocks: [String] = []
        for (energy, economy) in zip(json.economies, report.economies) {
            // Safe: the JSON's unit came from the same cases.
            let unit = EconomyUnit(rawValue: energy.unit)!
            let label = EconomyText.label(unit)
            var lines = ["\(vehicle.name): \(economy.energy.rawValue) economy in \(label), distances in \(vehicle.distanceUnit.rawValue)"]
            if economy.segments.isEmpty {
                lines.append("no stretch between two full fill-ups yet")
            } else {
                let rows = economy.segments.map { segment in
                    [segment.end.day.isoString, segment.end.id.rawValue, Format.distance(segment.distance, vehicle.distanceUnit),
                     quantity(segment.fills), segment.consumption(in: unit).map { Format.decimal($0, places: 2) } ?? "-"]
                }
                lines.append(Format.table([["DATE", "FILL-UP", "DISTANCE", "QUANTITY", unit.rawValue.uppercased()]] + rows))
            }
            func figure(_ average: EconomyJSON.Average?) -> String {
                guard let average, let value = average.value else { return "-" }
                var text = "\(Format.decimal(Decimal(string: value)!, places: 2)) \(label) over \(Format.grouped(average.segments)) "
                text += average.segments == 1 ? "segment" : "segments"
                text += ", \(Format.distance(average.distance, vehicle.distanceUnit)) (\(average.fromDate) to \(average.toDate))"
                if average.segments > 1, let low = average.minimum, let high = average.maximum {
                    text += "; segments \(Format.decimal(Decimal(string: low)!, places: 2)) to \(Format.decimal(Decimal(string: high)!, places: 2))"
                }
                return text
            }
            if let last = economy.last, let value = last.consumption(in: unit) {
                lines.append("last: \(Format.decimal(value, places: 2)) \(label) (\(last.end.day.isoString), \(Format.distance(last.distance, vehicle.distanceUnit)))")
            }
            lines.append("lifetime: " + figure(energy.lifetime))
            lines.append("\(energy.window): " + figure(energy.windowAverage))
            if let cost = energy.costPerDistance {
                var text = "cost: "
                if let amount = cost.amount {
                    text += "\(Format.decimal(Decimal(string: amount)!, places: 3)) \(cost.currency) per \(cost.perDistanceUnit) over \(cost.segments) segment" + (cost.segments == 1 ? "" : "s")
                } else {
                    text += "unknown"
                }
                var gaps: [String] = []
                if cost.segmentsWithoutCost > 0 { gaps.append("\(cost.segmentsWithoutCost) without a cost") }
                if cost.segmentsWithoutRate > 0 { gaps.append("\(cost.segmentsWithoutRate) without a rate into \(cost.currency)") }
                if !gaps.isEmpty { text += " (left out: " + gaps.joined(separator: ", ") + ")" }
                lines.append(text)
            }
            for skipped in energy.skipped {
                lines.append("left out: \(skipped.date) \(skipped.explanation)")
            }
            if !energy.pendingPartialFills.isEmpty {
                let count = energy.pendingPartialFills.count
                lines.append("waiting: \(count) partial fill\(count == 1 ? "" : "s") since the last full fill-up count at the next full one")
            }
            for fill in economy.withoutReading {
                lines.append("no reading: \(fill.day.isoString) fill-up \(fill.id.rawValue) (\(Format.volume(fill.volume))"
                    + (fill.isFull ? ", full" : "") + "): " + EconomyText.placeOfFillWithoutReading(fill, in: economy))
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        if let all = json.costPerDistanceAllEnergies, let currency = json.economies.compactMap(\.costPerDistance).first?.currency {
            let names = json.economies.map(\.energy).joined(separator: " and ")
            blocks.append("cost with \(names): \(Format.decimal(Decimal(string: all)!, places: 3)) \(currency) per \(vehicle.distanceUnit.rawValue) "
                + "(each energy's cost per distance, added: every \(vehicle.distanceUnit.rawValue) driven used some of each)")
        }
        if !json.energiesStated, let main = report.runsOn.first {
            blocks.append("runs on \(main.rawValue), taken from its first fill-up: if it runs on something else, "
                + "'glovebox vehicle edit \(vehicle.id) --energy …' says so (petrol, diesel, lpg, electricity)")
        }
        if !report.withoutOdometer.isEmpty {
            blocks.append("\(report.withoutOdometer.count) fill-up(s) without an odometer: their fuel counts in the stretch their day falls in "
                + "(a full one joins the stretches around it); 'glovebox fuel edit ID --odometer N' gives one its reading")
        }
        return blocks.joined(separator: "\n\n")
    }

    /// The quantity a stretch counts, in its fills' unit when they share one, else in the base unit.
    static func quantity(_ fills: [FillUp]) -> String {
        let units = Set(fills.map(\.volume.unit))
        if units.count == 1, let unit = units.first {
            return "\(fills.reduce(Decimal(0)) { $0 + $1.volume.amount }) \(Format.unit(unit))"
        }
        let base = fills.reduce(Decimal(0)) { $0 + $1.volume.inBaseUnit }
        return "\(Format.decimal(base, places: 3)) \(fills[0].energy.measure == .liquid ? "l" : "kWh")"
    }
}
