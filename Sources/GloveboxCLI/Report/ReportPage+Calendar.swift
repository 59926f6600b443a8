import GarageRules
import WidgetContract

extension ReportPage {
    /// The deadlines and maintenance items `status` lists, in its urgency order: the dated ones on a
    /// time line of the coming months, every one in the table. Locked, no distance is written (a
    /// distance to a due odometer would give the odometer away); days and states remain.
    var calendarSection: String {
        let heading = words.text(.calendarTitle)
        let alerts = report.alerts
        guard !alerts.isEmpty else {
            return section("calendar", heading, paragraph(words.text(.noDeadlines)) + paragraph(words.text(.noMaintenance)))
        }
        let today = report.today
        let dated = alerts.filter { $0.date != nil }
        var content = ""
        if !dated.isEmpty {
            // At least three months ahead, at most two years; a later day sits at the end, its tooltip exact.
            let latest = dated.compactMap { $0.date.map(today.days(to:)) }.max() ?? 0
            let end = today.adding(days: min(max(latest, 90), 730)).calendarMonth.lastDay
            let span = today.days(to: end)
            var months: [(offset: Int, label: String)] = []
            var month = today.calendarMonth.adding(months: 1)
            while month.firstDay <= end {
                let label = month.month == 1 ? "\(words.shortMonth(month)) \(month.year)" : words.shortMonth(month)
                months.append((today.days(to: month.firstDay), label))
                month = month.adding(months: 1)
            }
            let step = max(1, (months.count + 11) / 12)
            let chart = TimelineChart(
                items: dated.map { alert in
                    let date = alert.date ?? today
                    return .init(
                        label: "\(vehicleName(alert.vehicleID)) · \(alert.title)", offset: today.days(to: date),
                        color: ChartPalette.color(of: alert.state),
                        title: "\(vehicleName(alert.vehicleID)) · \(alert.title): \(words.day(date)) (\(words.state(alert.state)))")
                },
                months: months.enumerated().filter { $0.offset % step == 0 }.map(\.element), span: span,
                todayLabel: words.text(.today), overdueLabel: words.text(.overdue))
            content += figure(chart.svg(title: heading, description: words.text(.calendarDescription), id: "chart-calendar"), table: "")
        }
        let rows = alerts.map { alert in
            [vehicleName(alert.vehicleID), alert.title, due(alert), words.state(alert.state)]
        }
        content += HTML.table(
            caption: heading, header: [words.text(.vehicle), words.text(.item), words.text(.due), words.text(.state)], rows: rows,
            textColumns: 4)
        return section("calendar", heading, content)
    }

    /// When an alert is due: its day, and unlocked a maintenance item's distance as `status` words it.
    private func due(_ alert: DashboardAlert) -> String {
        var parts: [String] = []
        if let date = alert.date { parts.append(words.day(date)) }
        if !isLocked, case .maintenance(let status) = alert.subject, let dueOdometer = status.dueOdometer {
            parts.append(words.distance(dueOdometer, status.distanceUnit))
        }
        return parts.isEmpty ? words.text(.undated) : parts.joined(separator: " · ")
    }
}
