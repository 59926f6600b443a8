import WidgetContract

extension DistanceForecast {
    /// Computes the forecast from readings in reading order; readings dated after `today` (which
    /// only an import can bring) are left out.
    public init(readings allReadings: [OdometerReading], today: CalendarDay) {
        let readings = allReadings.filter { $0.date <= today }
        let last = readings.last
        // A correction restarts the series: distances across it mean nothing.
        let start = readings.lastIndex(where: \.isCorrection) ?? 0
        let usable = readings.isEmpty ? [] : Array(readings[start...])
        let recentStart = today.adding(days: -Self.recentWindowDays)
        let recent = usable.filter { $0.date >= recentStart }

        var chosen: (Basis, OdometerReading, OdometerReading)?
        for (basis, window) in [(Basis.recent, recent), (.wholeHistory, usable)] {
            guard let first = window.first, let end = window.last, window.count >= 2,
                  first.date.days(to: end.date) >= Self.minimumSpanDays, end.value >= first.value
            else { continue }
            chosen = (basis, first, end)
            break
        }
        guard let (basis, first, end) = chosen, let last else {
            self.init(status: .unavailable, basis: nil, lastReading: last, spanDistance: 0, spanDays: 0)
            return
        }
        let status: Status = last.date.days(to: today) > Self.staleAfterDays
            ? .stale(lastReading: last.date) : .current
        self.init(
            status: status, basis: basis, lastReading: last, spanDistance: end.value - first.value,
            spanDays: first.date.days(to: end.date))
    }
}
