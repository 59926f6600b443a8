import WidgetContract

extension SnapshotBuilder.Parts {
    /// Maintenance items of known vehicles, in the order given, each with the rules' rank
    /// (`Int.max` without one) until ``rankedItems(knownVehicles:)`` ranks it among the deadlines.
    func maintenance(knownVehicles: Set<String>) -> [SnapshotMaintenance] {
        var seen = Set<String>()
        return facts.maintenance.compactMap { item in
            guard knownVehicles.contains(item.vehicleId), seen.insert(item.id).inserted else { return nil }
            return SnapshotMaintenance(
                id: item.id,
                label: scrubber.scrub(item.name),
                vehicleId: item.vehicleId,
                vehicleName: vehicleName(item.vehicleId),
                due: due(of: item),
                url: DeepLink.maintenance(vehicleId: item.vehicleId, itemId: item.id).urlString,
                rank: item.urgencyRank ?? Int.max)
        }
    }

    private func due(of item: MaintenanceFacts) -> MaintenanceDue {
        switch item.due {
        case .time(let dueDate, let warningFrom):
            return .time(
                dueDate: dueDate, dueDateLabel: formatter.dayLabel(dueDate),
                warningFrom: min(warningFrom, dueDate))
        case .distance(let dueOdometer, let remaining, let isWarning, let isOverdue):
            // The label is fixed now: a night that passes adds no kilometres. Locked, it says
            // nothing, because any distance would let the odometer be worked out.
            let unit = vehiclesById[item.vehicleId]?.unit ?? .kilometres
            let label: String?
            if isLocked {
                label = nil
            } else if let remaining {
                label = formatter.distanceLabel(remaining: remaining, unit: unit, isOverdue: isOverdue)
            } else {
                label = formatter.distanceLabel(dueOdometer: dueOdometer, unit: unit)
            }
            // The two states exclude each other, as the rules' alert states do, so a renderer
            // never has to decide which of two colours wins.
            return .distance(label: label, isWarning: isWarning && !isOverdue, isOverdue: isOverdue)
        }
    }
}
