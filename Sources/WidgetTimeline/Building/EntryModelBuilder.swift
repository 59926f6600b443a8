import WidgetContract

/// Builds what one configured widget shows on one local day, from its kind's section alone.
///
/// The input is a ``WidgetSection`` and nothing else: the app hashes exactly that value to
/// decide whether a kind needs a reload, so everything a model can show is covered by the hash.
/// Every text comes from the section (already translated, formatted and redacted by the app)
/// except the day phrase, which is looked up by the number of days from `day` to the due day;
/// and the order of the rows, which is ``UrgencyOrder`` on `day`.
public struct EntryModelBuilder: Sendable {
    /// The widget being drawn.
    public var configuration: WidgetSetup
    /// The built-in texts for when there is no trusted snapshot, chosen only when one is shown.
    public var fallback: FallbackTexts { chooseFallback() }
    /// How ``fallback`` is chosen (from the system's locale, which a snapshot's entry never needs).
    private let chooseFallback: @Sendable () -> FallbackTexts

    /// Creates a builder; `fallback` is asked for only when a model shows one of its texts.
    public init(configuration: WidgetSetup, fallback: @autoclosure @escaping @Sendable () -> FallbackTexts) {
        self.configuration = configuration
        self.chooseFallback = fallback
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

    /// The model for `snapshot` seen on local `day`: its section for the configured kind, drawn.
    public func model(for snapshot: WidgetsSnapshot, on day: CalendarDay) -> WidgetEntryModel {
        model(for: snapshot.section(for: configuration.kind), on: day)
    }

    /// The model for `section` seen on local `day`, in the configured family and for the
    /// configured vehicle; the section decides the kind drawn.
    public func model(for section: WidgetSection, on day: CalendarDay) -> WidgetEntryModel {
        let (body, link) = content(for: section, on: day)
        return WidgetEntryModel(
            kind: section.kind, family: configuration.family, title: section.basics.title, link: link,
            body: body, theme: section.basics.theme)
    }

    private func content(for section: WidgetSection, on day: CalendarDay) -> (WidgetBody, String?) {
        switch section {
        case .vehicle(let section): vehicleContent(section, on: day)
        case .deadlines(let section): deadlinesContent(section, on: day)
        case .maintenance(let section): maintenanceContent(section, on: day)
        case .spend(let section): spendContent(section, on: day)
        }
    }

    /// Which of a section's vehicles the widget is about.
    enum VehicleChoice<Vehicle> {
        /// No vehicle is configured: all of them (the vehicle widget shows the first).
        case all
        /// The configured vehicle.
        case one(Vehicle)
        /// The garage is empty or the configured vehicle is gone: this message instead of content.
        case message(WidgetBody)
    }

    /// The configured vehicle among `vehicles`, whose ids `id` gives.
    func choice<Vehicle>(among vehicles: [Vehicle], id: (Vehicle) -> String, basics: SectionBasics) -> VehicleChoice<Vehicle> {
        if vehicles.isEmpty {
            return .message(.message(MessageContent(reason: .noVehicles, text: basics.noVehicles, detail: basics.openApp)))
        }
        guard let vehicleId = configuration.vehicleId else { return .all }
        guard let named = vehicles.first(where: { id($0) == vehicleId }) else {
            return .message(.message(MessageContent(reason: .chooseVehicle, text: basics.chooseVehicle)))
        }
        return .one(named)
    }

    /// How many rows a family has room for.
    public static func rowCapacity(of family: WidgetSize) -> Int {
        switch family {
        case .small, .accessoryRectangular: 1
        case .medium: 3
        case .large: 7
        }
    }

    /// The rows the family has room for, most urgent first on `day`; only those are turned
    /// into rows, since a fleet's snapshot can hold hundreds of items and every timeline entry
    /// builds its rows again. `count` is how many items the list has in all: `items.count` for a
    /// whole snapshot's section, the part's `itemCount` for a part, which holds only the items
    /// that can ever be listed.
    func dueList<Item: RankedDueItem>(
        _ items: [Item], count: Int, emptyText: String, vehicle: VehicleReference?, on day: CalendarDay,
        row: (Item) -> DueRow
    ) -> (WidgetBody, String?) {
        let capacity = Self.rowCapacity(of: configuration.family)
        let shown = UrgencyOrder.sorted(items, on: day).prefix(capacity).map(row)
        let content = DueListContent(rows: shown, hiddenCount: max(count, items.count) - shown.count, emptyText: emptyText)
        // The whole widget opens the vehicle it is about, else the most urgent item.
        let link = vehicle?.url ?? shown.first?.link
        return (.dueList(content), link)
    }
}
