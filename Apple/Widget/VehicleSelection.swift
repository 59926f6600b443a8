import AppIntents
import WidgetKit

/// What a Glovebox widget is configured with: optionally, the vehicle it is about.
///
/// No vehicle means the first vehicle for the vehicle widget and all of them for the others, as a
/// `WidgetSetup` without a `vehicleId` does on every platform.
struct VehicleSelection: WidgetConfigurationIntent {
    // Computed, so that Swift 6 sees no shared mutable state; App Intents reads the literal.
    static var title: LocalizedStringResource { "Vehicle" }

    /// The vehicle, one of the snapshot's (`VehicleQuery`).
    @Parameter(title: "Vehicle")
    var vehicle: VehicleEntity?
}
