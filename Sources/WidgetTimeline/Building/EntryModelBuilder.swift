import WidgetContract

/// Builds what one configured widget shows on one local day, from the snapshot alone.
///
/// Every text comes from the snapshot (already translated, formatted and redacted by the app)
/// except the day phrase, which is looked up by the number of days from `day` to the due day.
public struct EntryModelBuilder: Sendable {
    /// The widget being drawn.
    public var configuration: WidgetSetup
    /// The built-in texts for when there is no trusted snapshot.
    public var fallback: FallbackTexts

    /// Creates a builder.
    public init(configuration: WidgetSetup, fallback: FallbackTexts) {
        self.configuration = configuration
        self.fallback = fallback
    }

    /// The model for any load state on local `day`: the snapshot's content, or set up, refresh or loading.
    public func model(for state: LoadState, on day: CalendarDay) -> WidgetEntryModel {
        let body: WidgetBody
        switch state {
        case .ready(let snapshot):
            return model(for: snapshot, on: day)
        case .needsSetup: body = .message(MessageContent(reason: .setUp, text: fallback.setUp))
        case .needsRefresh: body = .message(MessageContent(reason: .refresh, text: fallback.refresh))
        case .placeholder: body = .placeholder(MessageContent(reason: .loading, text: fallback.loading))
        }
        return WidgetEntryModel(
            kind: configuration.kind, family: configuration.family, title: FallbackTexts.appName,
            link: nil, body: body, theme: BuiltInTheme.theme)
    }

    /// The model for `snapshot` seen on local `day`.
    public func model(for snapshot: WidgetsSnapshot, on day: CalendarDay) -> WidgetEntryModel {
        let title = snapshot.strings.titles.title(of: configuration.kind)
        let (body, link) = content(for: snapshot, on: day)
        return WidgetEntryModel(
            kind: configuration.kind, family: configuration.family, title: title, link: link,
            body: body, theme: snapshot.theme)
    }

    private func content(for snapshot: WidgetsSnapshot, on day: CalendarDay) -> (WidgetBody, String?) {
        let strings = snapshot.strings
        if snapshot.vehicles.isEmpty {
            return (.message(MessageContent(reason: .noVehicles, text: strings.noVehicles, detail: strings.openApp)), nil)
        }
        var vehicle: SnapshotVehicle?
        if let vehicleId = configuration.vehicleId {
            guard let named = snapshot.vehicles.first(where: { $0.id == vehicleId }) else {
                return (.message(MessageContent(reason: .chooseVehicle, text: strings.chooseVehicle)), nil)
            }
            vehicle = named
        }
        switch configuration.kind {
        case .vehicle:
            return vehicleContent(vehicle ?? snapshot.vehicles[0], in: snapshot, on: day)
        case .deadlines:
            let items = snapshot.deadlines.filter { vehicle == nil || $0.vehicleId == vehicle?.id }
            return dueList(items, emptyText: strings.noDeadlines, vehicle: vehicle) {
                deadlineRow($0, on: day, phrases: snapshot.dayPhrases)
            }
        case .maintenance:
            let items = Self.maintenanceOrder(snapshot, vehicle: vehicle)
            return dueList(items, emptyText: strings.noMaintenance, vehicle: vehicle) {
                maintenanceRow($0, on: day, phrases: snapshot.dayPhrases)
            }
        case .spend:
            return spendContent(in: snapshot, vehicle: vehicle, on: day)
        }
    }

    /// How many rows a family has room for.
    public static func rowCapacity(of family: WidgetSize) -> Int {
        switch family {
        case .small, .accessoryRectangular: 1
        case .medium: 3
        case .large: 7
        }
    }

    /// The rows the family has room for; only those are evaluated, since a fleet's snapshot can
    /// hold hundreds of items and every timeline entry builds its rows again.
    private func dueList<Item>(
        _ items: [Item], emptyText: String, vehicle: SnapshotVehicle?, row: (Item) -> DueRow
    ) -> (WidgetBody, String?) {
        let capacity = Self.rowCapacity(of: configuration.family)
        let shown = items.prefix(capacity).map(row)
        let content = DueListContent(rows: shown, hiddenCount: items.count - shown.count, emptyText: emptyText)
        // The whole widget opens the vehicle it is about, else the most urgent item.
        let link = vehicle?.url ?? shown.first?.link
        return (.dueList(content), link)
    }
}
