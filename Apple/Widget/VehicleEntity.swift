import AppIntents
import WidgetTimeline

/// A vehicle as the sheet for editing a widget lists it: a `VehicleOption` of the widgets snapshot.
struct VehicleEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Vehicle" }
    static let defaultQuery = VehicleQuery()

    /// The vehicle's id in the snapshot, which becomes the widget's `WidgetSetup.vehicleId`.
    let id: String
    /// The name the sheet shows (the snapshot's, already as the user wrote it).
    let name: String
    /// Make, model and year; `nil` for a vehicle the snapshot no longer has.
    let subtitle: String?

    var displayRepresentation: DisplayRepresentation {
        // Interpolated, never looked up: these are the user's own words, not keys of a catalog.
        guard let subtitle else { return DisplayRepresentation(title: "\(name)") }
        return DisplayRepresentation(title: "\(name)", subtitle: "\(subtitle)")
    }

    /// The entity of an option.
    init(_ option: VehicleOption) {
        id = option.id
        name = option.name
        subtitle = option.subtitle
    }
}
