/// What a widget shows under its title.
public enum WidgetBody: Hashable, Sendable, Codable {
    /// A vehicle's name, model and odometer, and in larger sizes what is due next for it.
    case vehicle(VehicleContent)
    /// Deadlines or maintenance items, most urgent first.
    case dueList(DueListContent)
    /// This month's spend and the months before it.
    case spend(SpendContent)
    /// A sentence instead of content: set up, refresh, choose a vehicle, month ended…
    case message(MessageContent)
    /// Grey shapes where content will be, while nothing can be read.
    case placeholder(MessageContent)
}
