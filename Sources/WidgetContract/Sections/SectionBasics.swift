/// What a widget of every kind reads besides its own content: its title, the messages shown
/// instead of content, and the theme.
public struct SectionBasics: Codable, Hashable, Sendable {
    /// The kind's title, in the snapshot's language.
    public var title: String
    /// "Open Glovebox": the second line of the messages below, and what a widget with nothing to show says.
    public var openApp: String
    /// Shown when the garage has no vehicles.
    public var noVehicles: String
    /// Shown by a widget configured for a vehicle that is no longer in the garage.
    public var chooseVehicle: String
    /// Colours and fonts.
    public var theme: SnapshotTheme

    /// Creates the basics.
    public init(title: String, openApp: String, noVehicles: String, chooseVehicle: String, theme: SnapshotTheme) {
        self.title = title
        self.openApp = openApp
        self.noVehicles = noVehicles
        self.chooseVehicle = chooseVehicle
        self.theme = theme
    }
}
