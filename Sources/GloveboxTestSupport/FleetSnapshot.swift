import Foundation
import WidgetContract

/// A widgets snapshot of a fleet drawn at random: many vehicles, each with deadlines and
/// maintenance items due over half a year around `today` (dated and at a distance), ranked as the
/// app ranks them on `today`, and spend for the garage and half the vehicles. Long enough lists
/// that a widget part holds only some of their rows.
public enum FleetSnapshot {
    /// The fleet for `seed`: `vehicles` vehicles seen on `today`.
    public static func make(today: CalendarDay, vehicles count: Int, seed: UInt64) -> WidgetsSnapshot {
        var random = SplitMix(seed: seed)
        let base = RelativeSnapshot.make(today: today)
        let vehicles = (0..<count).map { index in
            SnapshotVehicle(
                id: "v\(index)", name: "Car \(index)", subtitle: "Model \(index)", odometer: base.vehicles[index % 2].odometer,
                url: "glovebox://vehicle/v\(index)")
        }
        var deadlines: [SnapshotDeadline] = []
        var maintenance: [SnapshotMaintenance] = []
        for vehicle in vehicles {
            for number in 0..<Int.random(in: 0...5, using: &random) {
                let due = today.adding(days: Int.random(in: -40...150, using: &random))
                deadlines.append(SnapshotDeadline(
                    id: "\(vehicle.id)-d\(number)", label: "Deadline \(number)", vehicleId: vehicle.id, vehicleName: vehicle.name,
                    dueDate: due, dueDateLabel: "due " + due.isoString,
                    warningFrom: due.adding(days: -Int.random(in: 0...45, using: &random)),
                    url: "glovebox://deadline/\(vehicle.id)-d\(number)", rank: 0))
            }
            for number in 0..<Int.random(in: 0...5, using: &random) {
                let due: MaintenanceDue
                if Int.random(in: 0..<10, using: &random) < 7 {
                    let day = today.adding(days: Int.random(in: -40...150, using: &random))
                    due = .time(
                        dueDate: day, dueDateLabel: "due " + day.isoString,
                        warningFrom: day.adding(days: -Int.random(in: 0...45, using: &random)))
                } else {
                    let flag = Int.random(in: 0..<3, using: &random)
                    due = .distance(label: "in \(number * 500) km", isWarning: flag == 1, isOverdue: flag == 2)
                }
                maintenance.append(SnapshotMaintenance(
                    id: "\(vehicle.id)-m\(number)", label: "Item \(number)", vehicleId: vehicle.id, vehicleName: vehicle.name,
                    due: due, url: "glovebox://maintenance/\(vehicle.id)/m\(number)", rank: 0))
            }
        }
        // Ranked together as the app does on `today`: the state first, then the due day (a distance
        // item after the dated ones of its state), then the id.
        let items = deadlines.map(DueItem.deadline) + maintenance.map(DueItem.maintenance)
        func key(_ item: DueItem) -> (Int, String, String) {
            switch item {
            case .deadline(let deadline): (-item.state(on: today).urgency, deadline.dueDate.isoString, deadline.id)
            case .maintenance(let entry):
                if case .time(let dueDate, _, _) = entry.due { (-item.state(on: today).urgency, dueDate.isoString, entry.id) }
                else { (-item.state(on: today).urgency, "~", entry.id) }
            }
        }
        let ranked = items.sorted { key($0) < key($1) }
        var ranks: [String: Int] = [:]
        for (rank, item) in ranked.enumerated() {
            switch item {
            case .deadline(let deadline): ranks["d:" + deadline.id] = rank
            case .maintenance(let entry): ranks["m:" + entry.id] = rank
            }
        }
        for index in deadlines.indices { deadlines[index].rank = ranks["d:" + deadlines[index].id]! }
        for index in maintenance.indices { maintenance[index].rank = ranks["m:" + maintenance[index].id]! }
        // Written in the urgency order of the build's day, as the app writes them.
        deadlines.sort { $0.rank < $1.rank }
        maintenance.sort { $0.rank < $1.rank }
        var spend = [base.spend[0]]
        for vehicle in vehicles where Bool.random(using: &random) {
            var entry = base.spend[1]
            entry.vehicleId = vehicle.id
            entry.url = "glovebox://spend/\(vehicle.id)"
            spend.append(entry)
        }
        return WidgetsSnapshot(
            generatedAt: base.generatedAt, locale: base.locale, timeZone: base.timeZone, privacy: base.privacy,
            strings: base.strings, dayPhrases: base.dayPhrases, theme: base.theme, vehicles: vehicles,
            deadlines: deadlines, maintenance: maintenance, spend: spend)
    }
}
