import WidgetContract

/// A vehicle a widget can be configured with, as the system's sheet for editing a widget lists it.
///
/// Read from the widgets snapshot alone, never from the logbook: the extension that answers the
/// sheet links only the widget side. The Apple extension's vehicle entity is this value.
public struct VehicleOption: Hashable, Sendable {
    /// The vehicle's id, which the widget's configuration keeps (`WidgetSetup.vehicleId`).
    public var id: String
    /// The vehicle's name, or what a vehicle the snapshot no longer has is shown as.
    public var name: String
    /// Make, model and year; `nil` for a vehicle the snapshot no longer has.
    public var subtitle: String?

    /// Creates an option.
    public init(id: String, name: String, subtitle: String?) {
        self.id = id
        self.name = name
        self.subtitle = subtitle
    }

    /// Every vehicle of the snapshot, in its order, to choose from.
    public static func all(in snapshot: WidgetsSnapshot) -> [VehicleOption] {
        snapshot.vehicles.map { VehicleOption(id: $0.id, name: $0.name, subtitle: $0.subtitle) }
    }

    /// The options for `ids`, one each and in their order, as the system asks when it restores a
    /// widget's configuration.
    ///
    /// A vehicle the snapshot no longer has (sold, or no longer shared) keeps its id, named with the
    /// snapshot's "choose a vehicle" sentence: dropping it would turn the widget into one about the
    /// first vehicle without a word, while keeping it lets the widget say to choose another
    /// (``MessageReason/chooseVehicle``). Without a snapshot to read, every id is kept under its own
    /// text, for the same reason.
    public static func resolving(_ ids: [String], in snapshot: WidgetsSnapshot?) -> [VehicleOption] {
        let known = snapshot.map(all(in:)) ?? []
        return ids.map { id in
            known.first { $0.id == id }
                ?? VehicleOption(id: id, name: snapshot?.strings.chooseVehicle ?? id, subtitle: nil)
        }
    }
}
