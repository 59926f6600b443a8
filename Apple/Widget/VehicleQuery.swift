import AppIntents
import WidgetTimeline

/// Finds the vehicles a widget can be about in the widgets snapshot, never in the logbook: the
/// extension links only the widget side.
struct VehicleQuery: EntityQuery {
    /// The vehicles with these ids; one the snapshot no longer has is kept, so that its widget says
    /// to choose another instead of quietly showing a different vehicle (`VehicleOption.resolving`).
    func entities(for identifiers: [VehicleEntity.ID]) async throws -> [VehicleEntity] {
        VehicleOption.resolving(identifiers, in: AppGroupSnapshot.load().snapshot).map(VehicleEntity.init)
    }

    /// Every vehicle of the snapshot, to choose from; none when it cannot be read.
    func suggestedEntities() async throws -> [VehicleEntity] {
        guard let snapshot = AppGroupSnapshot.load().snapshot else { return [] }
        return VehicleOption.all(in: snapshot).map(VehicleEntity.init)
    }
}
