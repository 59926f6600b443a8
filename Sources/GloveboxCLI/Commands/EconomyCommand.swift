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
        if arguments[last] != nil && arguments[since] != nil { throw invocation.usageError(.usageOneWindow) }
        let window: EconomyWindow = arguments[since].map { .since($0) } ?? .lastSegments(arguments[last] ?? 5)
        let report = try invocation.app.economy(vehicle: arguments[CommonOptions.vehicle])
        let preferred = try invocation.app.accountPreferences().economyUnit
        let asked = arguments[unit]
        if let asked, !report.economies.contains(where: { $0.energy.measure == asked.energy }), !report.economies.isEmpty {
            let have = report.economies.map(\.energy.measure)
            let fits = EconomyUnit.allCases.filter { have.contains($0.energy) }
            throw GarageError.invalidFuelRecord(.nothingToShowIn(vehicle: report.vehicle.name, unit: asked, fits: fits))
        }
        var units: [Energy: EconomyUnit] = [:]
        for economy in report.economies {
            units[economy.energy] = EconomyUnit.shown(
                for: economy.energy, distanceUnit: report.vehicle.distanceUnit, preferred: asked ?? preferred)
        }
        let json = EconomyJSON(report: report, units: units, window: window)
        if invocation.wantsJSON { return invocation.console.line(try Format.json(json)) }
        invocation.console.line(text(json, report: report, window: window, words: invocation.words))
    }

    /// The text output, in `words`' language: a table of the counted stretches, then the figures and
    /// what was left out.
    static func text(_ json: EconomyJSON, report: EconomyReport, window: EconomyWindow, words: CLIWords) -> String {
        let vehicle = report.vehicle
        let distanceUnit = vehicle.distanceUnit
        guard !json.economies.isEmpty else {
            return words.text(report.recordCount == 0 ? .economyNoFills : .economyNoOdometer, ["vehicle": vehicle.name])
        }
        /// A figure the JSON keeps as exact text, rounded and written for the locale.
        func figure(_ text: String, places: Int) -> String {
            words.decimal(Decimal(string: text)!, places: places)
        }
        var blocks: [String] = []
        for (energy, economy) in zip(json.economies, report.economies) {
            // Safe: the JSON's unit came from the same cases.
            let unit = EconomyUnit(rawValue: energy.unit)!
            let label = words.economyUnit(unit)
            var lines = [words.text(.economyHeading, [
                "vehicle": vehicle.name, "energy": words.energy(economy.energy), "unit": label, "distanceUnit": distanceUnit.rawValue,
            ])]
            if economy.segments.isEmpty {
                lines.append(words.text(.economyNoStretch))
            } else {
                let rows = economy.segments.map { segment in
                    [words.day(segment.end.day), segment.end.id.rawValue, words.distance(segment.distance, distanceUnit),
                     quantity(segment.fills, words: words), segment.consumption(in: unit).map { words.decimal($0, places: 2) } ?? "-"]
                }
                let header = [CLIMessage.headerDate, .headerFillUp, .headerDistance, .headerQuantity].map { words.text($0) }
                lines.append(Format.table([header + [unit.rawValue.uppercased()]] + rows))
            }
            func average(_ average: EconomyJSON.Average?) -> String {
                guard let average, let value = average.value else { return "-" }
                var text = words.text(.economyFigure, [
                    "value": figure(value, places: 2), "unit": label,
                    "segments": words.plural(.segments, count: average.segments, shown: words.number(average.segments)),
                    "distance": words.distance(average.distance, distanceUnit),
                    "from": words.day(iso: average.fromDate), "to": words.day(iso: average.toDate),
                ])
                if average.segments > 1, let low = average.minimum, let high = average.maximum {
                    text += words.text(.economyRange, ["low": figure(low, places: 2), "high": figure(high, places: 2)])
                }
                return text
            }
            if let last = economy.last, let value = last.consumption(in: unit) {
                lines.append(words.text(.economyLast, [
                    "value": words.decimal(value, places: 2), "unit": label, "day": words.day(last.end.day),
                    "distance": words.distance(last.distance, distanceUnit),
                ]))
            }
            lines.append(words.text(.economyLifetime, ["figure": average(energy.lifetime)]))
            lines.append(words.text(.economyWindow, ["window": window.description(words), "figure": average(energy.windowAverage)]))
            if let cost = energy.costPerDistance {
                let amount = cost.amount.map { amount in
                    words.text(.economyCostAmount, [
                        "amount": figure(amount, places: 3), "currency": cost.currency, "unit": cost.perDistanceUnit,
                        "segments": words.plural(.segments, count: cost.segments),
                    ])
                }
                var text = words.text(.economyCost, ["cost": amount ?? words.text(.economyCostUnknown)])
                var gaps: [String] = []
                if cost.segmentsWithoutCost > 0 { gaps.append(words.text(.economyWithoutCost, ["count": words.count(cost.segmentsWithoutCost)])) }
                if cost.segmentsWithoutRate > 0 {
                    gaps.append(words.text(.economyWithoutRate, ["count": words.count(cost.segmentsWithoutRate), "currency": cost.currency]))
                }
                if !gaps.isEmpty { text += words.text(.economyLeftOutGaps, ["gaps": gaps.joined(separator: ", ")]) }
                lines.append(text)
            }
            for skipped in economy.skipped {
                lines.append(words.text(.economySkipped, [
                    "day": words.day(skipped.fills[skipped.fills.count - 1].day), "explanation": EconomyText.explanation(skipped, words: words),
                ]))
            }
            if !energy.pendingPartialFills.isEmpty {
                lines.append(words.plural(.waitingPartials, count: energy.pendingPartialFills.count))
            }
            for fill in economy.withoutReading {
                lines.append(words.text(.economyNoReading, [
                    "day": words.day(fill.day), "id": fill.id.rawValue,
                    "quantity": words.quantity(fill.volume.amount) + " " + Format.unit(fill.volume.unit),
                    "full": fill.isFull ? words.text(.economyFull) : "",
                    "place": EconomyText.placeOfFillWithoutReading(fill, in: economy, words: words),
                ]))
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        if let all = json.costPerDistanceAllEnergies, let currency = json.economies.compactMap(\.costPerDistance).first?.currency {
            let names = report.economies.map { words.energy($0.energy) }.reduce(into: "") { joined, name in
                joined = joined.isEmpty ? name : words.text(.listAnd, ["first": joined, "second": name])
            }
            blocks.append(words.text(.economyCostAll, [
                "energies": names, "amount": figure(all, places: 3), "currency": currency, "unit": distanceUnit.rawValue,
            ]))
        }
        if !json.energiesStated, let main = report.runsOn.first {
            blocks.append(words.text(.economyRunsOnInferred, ["energy": words.energy(main), "id": vehicle.id.rawValue]))
        }
        if !report.withoutOdometer.isEmpty {
            blocks.append(words.plural(.withoutOdometer, count: report.withoutOdometer.count))
        }
        return blocks.joined(separator: "\n\n")
    }

    /// The quantity a stretch counts, in its fills' unit when they share one, else in the base unit.
    static func quantity(_ fills: [FillUp], words: CLIWords) -> String {
        let units = Set(fills.map(\.volume.unit))
        if units.count == 1, let unit = units.first {
            return "\(words.quantity(fills.reduce(Decimal(0)) { $0 + $1.volume.amount })) \(Format.unit(unit))"
        }
        let base = fills.reduce(Decimal(0)) { $0 + $1.volume.inBaseUnit }
        return "\(words.decimal(base, places: 3)) \(fills[0].energy.measure == .liquid ? "l" : "kWh")"
    }
}
