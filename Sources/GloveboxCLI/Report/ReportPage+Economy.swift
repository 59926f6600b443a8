import AppCore
import Foundation
import GarageRules
import WidgetContract

extension ReportPage {
    /// Each vehicle's economy per counted fill-up in the period, with its trend: all figures come
    /// from the rules (`FuelEconomy`'s segments and averages, as `glovebox economy` shows them); the
    /// page only places them.
    var economySection: String {
        guard !report.economies.isEmpty else { return "" }
        let heading = words.text(.economySection)
        guard !isLocked else { return section("economy", heading, paragraph(words.text(.lockedHidden))) }
        var content = ""
        for (index, vehicleReport) in report.economies.enumerated() {
            for economy in vehicleReport.economies {
                content += economyFigure(economy, of: vehicleReport, id: "chart-economy-\(index)-\(economy.energy.rawValue)")
            }
        }
        return section("economy", heading, content)
    }

    private func economyFigure(_ economy: FuelEconomy, of vehicleReport: EconomyReport, id: String) -> String {
        let vehicle = vehicleReport.vehicle
        let unit = EconomyUnit.shown(for: economy.energy, distanceUnit: vehicle.distanceUnit, preferred: report.preferences.economyUnit)
        let title = words.text(.economyTitle, ["vehicle": vehicle.name, "unit": words.unit(unit)])
        let segments = economy.segments.filter { report.period.contains($0.end.day) }
        let html = "<h3>\(HTML.escape(title))</h3>\n"
        guard !segments.isEmpty else { return html + paragraph(words.text(.noFills)) }
        // The trend at each fill-up is the rules' distance-weighted average of the 90 days up to it.
        let rows = segments.compactMap { segment -> (FuelSegment, Decimal, Decimal?)? in
            guard let value = segment.consumption(in: unit) else { return nil }
            let trend = economy.average(from: segment.end.day.adding(days: -89), through: segment.end.day)?.value(in: unit)
            return (segment, value, trend)
        }
        let chart = LineChart(
            points: rows.map { segment, value, _ in
                .init(x: Double(segment.end.day.dayNumber), y: Self.double(value),
                      title: "\(words.day(segment.end.day)): \(words.economy(value, unit))")
            },
            trend: rows.compactMap { segment, _, trend in trend.map { (x: Double(segment.end.day.dayNumber), y: Self.double($0)) } },
            xLabels: monthLabels(from: rows[0].0.end.day, through: rows[rows.count - 1].0.end.day),
            valueText: { words.economy(ReportWords.decimal($0), unit) }, seriesName: words.text(.economyPerFill), trendName: words.text(.economyTrend))
        let svg = chart.svg(title: title, description: words.text(.economyDescription), id: id)
        let table = HTML.table(
            caption: title, header: [words.text(.day), words.text(.distance), words.text(.figure), words.text(.trend)],
            rows: rows.map { segment, value, trend in
                [words.day(segment.end.day), words.distance(segment.distance, vehicle.distanceUnit), words.economy(value, unit),
                 trend.map { words.economy($0, unit) } ?? "–"]
            })
        return html + figure(svg, table: table)
    }

    /// Month starts between two days as x-axis labels, at most about eight of them.
    func monthLabels(from first: CalendarDay, through last: CalendarDay) -> [(x: Double, label: String)] {
        var months: [CalendarMonth] = []
        var month = first.calendarMonth.adding(months: 1)
        while month.firstDay <= last {
            months.append(month)
            month = month.adding(months: 1)
        }
        let step = max(1, (months.count + 7) / 8)
        return months.enumerated().filter { $0.offset % step == 0 }.map { _, month in
            (x: Double(month.firstDay.dayNumber), label: words.shortMonth(month))
        }
    }

    /// Fuel cost per distance over the period, per vehicle and energy, in the home currency.
    var costSection: String {
        guard !report.economies.isEmpty else { return "" }
        let heading = words.text(.costPerDistance)
        guard !isLocked else { return section("cost-per-distance", heading, paragraph(words.text(.lockedHidden))) }
        let currency = report.spend.homeCurrency
        var rows: [(label: String, amount: Decimal, segments: Int, unit: DistanceUnit)] = []
        for vehicleReport in report.economies {
            let vehicle = vehicleReport.vehicle
            for economy in vehicleReport.economies {
                let cost = economy.costPerDistance(
                    in: currency, rates: vehicleReport.rates, from: report.period.first, through: report.period.last)
                guard let amount = cost.amount(per: vehicle.distanceUnit) else { continue }
                let label = vehicleReport.economies.count > 1 ? "\(vehicle.name) · \(words.unit(EconomyUnit.shown(for: economy.energy, distanceUnit: vehicle.distanceUnit)))" : vehicle.name
                rows.append((label, amount, cost.segmentCount, vehicle.distanceUnit))
            }
        }
        guard !rows.isEmpty else { return section("cost-per-distance", heading, paragraph(words.text(.noCostPerDistance))) }
        let chart = HorizontalBarChart(
            rows: rows.map { .init(label: "\($0.label) (/\($0.unit.rawValue))", value: Self.double($0.amount), color: ChartPalette.figure) },
            valueText: { words.money($0, currency) })
        let svg = chart.svg(
            title: heading, description: words.text(.costPerDistanceDescription, ["currency": currency.code]), id: "chart-cost-per-distance")
        let table = HTML.table(
            caption: heading, header: [words.text(.vehicle), words.text(.perDistance), words.text(.segments)],
            rows: rows.map { [$0.label, words.money($0.amount, currency) + "/" + $0.unit.rawValue, words.number($0.segments)] })
        return section("cost-per-distance", heading, figure(svg, table: table))
    }
}
