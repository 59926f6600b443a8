import ShortcutsContract
import WidgetContract

extension ShortcutAnswerer {
    /// The sentence for `question` about `vehicle` asked on `today` (the snapshot's zone), with the
    /// reason it reads as it does.
    func answer(
        _ question: ShortcutQuestion, about vehicle: ShortcutVehicle, in snapshot: ShortcutsSnapshot, today: CalendarDay
    ) -> (ShortcutAnswer.Status, String) {
        let phrases = snapshot.phrases
        let locked = snapshot.privacy.locked
        let name = vehicle.name
        switch question {
        case .nextMaintenance:
            guard let due = vehicle.nextMaintenance else {
                return (.answered, fill(phrases.noMaintenance, ["vehicle": name]))
            }
            if let when = when(due, snapshot: snapshot, today: today) {
                return (.answered, fill(phrases.maintenanceByDate, ["vehicle": name, "item": due.label, "when": when]))
            }
            // A distance would let the odometer be worked out, so the lock withholds it.
            if locked { return (.locked, phrases.locked) }
            guard let distance = due.distanceLabel else { return (.openApp, phrases.openApp) }
            return (.answered, fill(phrases.maintenanceByDistance, [
                "vehicle": name, "item": due.label, "distance": Self.midSentence(distance),
            ]))

        case .nextDeadline:
            guard let due = vehicle.nextDeadline else {
                return (.answered, fill(phrases.noDeadlines, ["vehicle": name]))
            }
            guard let when = when(due, snapshot: snapshot, today: today) else { return (.openApp, phrases.openApp) }
            return (.answered, fill(phrases.deadline, ["vehicle": name, "item": due.label, "when": when]))

        case .monthSpend:
            if locked { return (.locked, phrases.locked) }
            let spend = vehicle.monthSpend
            if today >= spend.validUntil {
                return (.monthEnded, fill(phrases.monthEnded, ["month": spend.monthLabel]))
            }
            guard let amount = spend.totalLabel else { return (.openApp, phrases.openApp) }
            let sentence = fill(phrases.monthSpend, ["vehicle": name, "amount": amount, "month": spend.monthLabel])
            return (.answered, spend.isComplete ? sentence : sentence + " " + phrases.incompleteSpend)

        case .odometer:
            if locked { return (.locked, phrases.locked) }
            guard let odometer = vehicle.odometer else {
                return (.answered, fill(phrases.noOdometer, ["vehicle": name]))
            }
            // Counted on the day of asking: a reading turns stale at its midnight without a publish.
            let template = odometer.isStale(on: today) ? phrases.staleOdometer : phrases.odometer
            return (.answered, fill(template, [
                "vehicle": name, "odometer": odometer.label, "date": odometer.readingDateLabel,
            ]))

        case .fuelEconomy:
            // Distance over fuel between two odometer values: the lock withholds it like the odometer.
            if locked { return (.locked, phrases.locked) }
            // A file from before economies has neither template: only the app can answer.
            guard let template = phrases.economy, let none = phrases.noEconomy else { return (.openApp, phrases.openApp) }
            guard let economy = vehicle.lastEconomy else { return (.answered, fill(none, ["vehicle": name])) }
            return (.answered, fill(template, [
                "vehicle": name, "economy": economy.label, "what": Self.midSentence(economy.title),
            ]))
        }
    }

    /// When a dated item is due, counted from today: the table's phrase, or beyond its end the
    /// due date as the app formatted it; `nil` for an item due at a distance.
    func when(_ due: ShortcutDue, snapshot: ShortcutsSnapshot, today: CalendarDay) -> String? {
        guard let dueDate = due.dueDate else { return nil }
        let offset = today.days(to: dueDate)
        if let phrase = snapshot.dayPhrases.phrase(forOffset: offset) { return Self.midSentence(phrase) }
        return due.dueDateLabel ?? dueDate.isoString
    }

    /// A phrase written to start a line ("In 3 days", "Heute") as it reads after a comma: its
    /// first letter lowered when the next one is lower case, so "ITV" or "A1" stay as they are.
    static func midSentence(_ phrase: String) -> String {
        guard let first = phrase.first, first.isUppercase else { return phrase }
        let rest = phrase.dropFirst()
        if let second = rest.first, !second.isLowercase { return phrase }
        return first.lowercased() + rest
    }
}
