/// A vehicle as a list widget sees it: the id it can be configured with and the place it opens.
public struct VehicleReference: Codable, Hashable, Sendable {
    /// The vehicle's id.
    public var id: String
    /// The deep link to the vehicle, which a widget configured for it opens.
    public var url: String

    /// Creates a reference.
    public init(id: String, url: String) {
        self.id = id
        self.url = url
    }
}
