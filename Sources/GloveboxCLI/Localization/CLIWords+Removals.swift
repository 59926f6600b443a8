import GarageStorage

extension CLIWords {
    /// What a removal takes with it, "120 readings, 80 expenses and 2 deadlines" as `RecordCounts`
    /// says it in English (kinds with none left out), in this language.
    func counts(_ counts: RecordCounts) -> String {
        let parts = [
            (counts.readings, CLIPlural.countReadings), (counts.expenses, .countExpenses), (counts.maintenanceItems, .countItems),
            (counts.services, .countServices), (counts.deadlines, .countDeadlines),
        ].filter { $0.0 > 0 }.map { plural($0.1, count: $0.0) }
        guard let last = parts.last else { return text(.noRecords) }
        guard parts.count > 1 else { return last }
        let head = parts.dropLast().dropFirst().reduce(parts[0]) { text(.listComma, ["first": $0, "second": $1]) }
        return text(.listAnd, ["first": head, "second": last])
    }
}
