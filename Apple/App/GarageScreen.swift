import AppCore
import SwiftUI

/// The root screen, kept to what shows the core at work: the vehicles with their readings, read
/// through the actor (the screens of the app proper read it the same way).
struct GarageScreen: View {
    let core: AppSessionActor
    let navigation: Navigation
    @State private var vehicles: [VehicleReading] = []
    @State private var failure: String?

    var body: some View {
        NavigationStack {
            List(vehicles, id: \.vehicle.id) { row in
                LabeledContent(row.vehicle.name, value: row.current.map { "\($0.value) \(row.vehicle.distanceUnit.rawValue)" } ?? "–")
            }
            .overlay { if let failure { ContentUnavailableView(failure, systemImage: "exclamationmark.triangle") } }
            .safeAreaInset(edge: .bottom) {
                // Where a link led; the app's own screens present it.
                if let link = navigation.screen { Text(link.urlString).font(.footnote) }
            }
            .navigationTitle("Glovebox")
            .task { await reload() }
            .refreshable { await reload() }
        }
    }

    private func reload() async {
        do {
            vehicles = try await core.vehicles()
            failure = nil
        } catch {
            failure = "\(error)"
        }
    }
}
