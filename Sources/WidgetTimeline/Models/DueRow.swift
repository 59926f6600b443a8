import WidgetContract

/// One deadline or maintenance item as a row of a widget.
public struct DueRow: Hashable, Sendable, Codable {
    /// The item's id in the snapshot.
    public var id: String
    /// What is due ("Insurance", "Oil change").
    public var title: String
    /// The vehicle it belongs to.
    public var vehicleName: String
    /// When it is due, as words ("In 3 days") or a date or a distance; redacted distances are `nil`.
    public var dueText: DisplayText
    /// How urgent it is on the entry's day.
    public var state: DueState
    /// The deep link that opens this item.
    public var link: String

    /// Creates a row.
    public init(id: String, title: String, vehicleName: String, dueText: DisplayText, state: DueState, link: String) {
        self.id = id
        self.title = title
        self.vehicleName = vehicleName
        self.dueText = dueText
        self.state = state
        self.link = link
    }
}
