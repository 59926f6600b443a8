import WidgetContract

extension EntryModelBuilder {
    /// The spend widget, or the month-ended message once `validUntil` has come.
    func spendContent(_ section: SpendSection, on day: CalendarDay) -> (WidgetBody, String?) {
        let vehicleId: String?
        switch choice(among: section.vehicleIds, id: { $0 }, basics: section.basics) {
        case .message(let body): return (body, nil)
        case .all: vehicleId = nil
        case .one(let named): vehicleId = named
        }
        let basics = section.basics
        guard let spend = section.spend.first(where: { $0.vehicleId == vehicleId }) else {
            return (.message(MessageContent(reason: .openApp, text: basics.openApp)), nil)
        }
        // From validUntil on, these figures are last month's: showing them as current would be
        // wrong, and only the app can compute the new month.
        guard day < spend.validUntil else {
            return (.message(MessageContent(reason: .monthEnded, text: section.monthEnded, detail: basics.openApp)),
                    spend.url)
        }
        let bars: [SpendBar] = configuration.family == .small ? [] : spend.buckets.map { bucket in
            SpendBar(
                label: bucket.label, ratio: min(max(bucket.ratio, 0), 1), isCurrent: bucket.isCurrent,
                isComplete: bucket.isComplete,
                link: DeepLink.spend(vehicleId: spend.vehicleId, month: bucket.id).urlString)
        }
        let content = SpendContent(
            monthLabel: spend.monthLabel, total: .sensitive(spend.totalLabel),
            note: Self.spendNote(spend, bars: bars, section: section), bars: bars)
        return (.spend(content), spend.url)
    }

    /// Completeness is per month: without bars (small) the note speaks of the current month's
    /// total only, so it appears only when that month leaves expenses out; with bars, each
    /// incomplete month's bar is marked and the note says what the mark means.
    static func spendNote(_ spend: SnapshotSpend, bars: [SpendBar], section: SpendSection) -> String? {
        if bars.isEmpty { return spend.isCurrentMonthComplete ? nil : section.incompleteSpend }
        return bars.allSatisfy(\.isComplete) ? nil : section.incompleteMonths
    }
}
