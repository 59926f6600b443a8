import WidgetContract

extension SnapshotBuilder.Parts {
    /// Every open deadline of a known vehicle, sorted by due date (then label, then id, so the
    /// order never depends on the input's), each with the rules' rank (`Int.max` without one) until
    /// ``rankedItems(knownVehicles:)`` ranks it among the maintenance items.
    func deadlines(knownVehicles: Set<String>) -> [SnapshotDeadline] {
        var seen = Set<String>()
        let entries = facts.deadlines.compactMap { deadline -> SnapshotDeadline? in
            guard knownVehicles.contains(deadline.vehicleId), seen.insert(deadline.id).inserted else { return nil }
            return SnapshotDeadline(
                id: deadline.id,
                label: label(of: deadline),
                vehicleId: deadline.vehicleId,
                vehicleName: vehicleName(deadline.vehicleId),
                dueDate: deadline.dueDate,
                dueDateLabel: formatter.dayLabel(deadline.dueDate),
                // The rules never put a warning after its due day; the contract refuses one, so
                // a bad input is clamped rather than allowed to void the whole snapshot.
                warningFrom: min(deadline.warningFrom, deadline.dueDate),
                url: DeepLink.deadline(id: deadline.id).urlString,
                rank: deadline.urgencyRank ?? Int.max)
        }
        return entries.sorted { lhs, rhs in
            if lhs.dueDate != rhs.dueDate { return lhs.dueDate < rhs.dueDate }
            if lhs.label != rhs.label { return lhs.label < rhs.label }
            return lhs.id < rhs.id
        }
    }

    /// The user's title, or the kind in the snapshot's language.
    func label(of deadline: DeadlineFacts) -> String {
        if let title = deadline.title?.trimmingWhitespace(), !title.isEmpty {
            return scrubber.scrub(title)
        }
        return formatter.localizer.kindName(deadline.kind)
    }
}

extension Localizer {
    /// The translated name of a deadline kind ("Insurance", "Seguro", "Versicherung").
    public func kindName(_ kind: DeadlineFacts.Kind) -> String {
        switch kind {
        case .insurance: text(.kindInsurance)
        case .inspection: text(.kindInspection)
        case .roadTax: text(.kindRoadTax)
        case .registration: text(.kindRegistration)
        case .drivingLicence: text(.kindDrivingLicence)
        case .warranty: text(.kindWarranty)
        case .custom: text(.kindCustom)
        }
    }
}
