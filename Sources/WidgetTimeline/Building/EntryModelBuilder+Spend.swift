import WidgetContract

extension EntryModelBuilder {
    /// The spend widget, or the month-ended message once `validUntil` has come.
    func spendContent(
        in snapshot: WidgetsSnapshot, vehicle: SnapshotVehicle?, on day: CalendarDay
    ) -> (WidgetBody, String?) {
        let strings = snapshot.strings
        guard let spend = snapshot.spend.first(where: { $0.vehicleId == vehicle?.id }) else {
            return (.message(MessageContent(reason: .openApp, text: strings.openApp)), nil)
        }
        // From validUntil on, these figures are last month's: showing them as current would be
        // wrong, and only the app can compute the new month.
        guard day < spend.validUntil else {
            return (.message(MessageContent(reason: .monthEnded, text: strings.monthEnded, detail: strings.openApp)),
                    spend.url)
        }
        let bars: [SpendBar] = configuration.family == .small ? [] : spend.buckets.map { bucket in
            SpendBar(
                label: bucket.label, ratio: min(max(bucket.ratio, 0), 1), isCurrent: bucket.isCurrent,
                link: DeepLink.spend(vehicleId: spend.vehicleId, month: bucket.id).urlString)
        }
        let content = SpendContent(
            monthLabel: spend.monthLabel, total: .sensitive(spend.totalLabel),
            note: spend.isComplete ? nil : strings.incompleteSpend, bars: bars)
        return (.spend(content), spend.url)
    }
}
