import WidgetContract

extension RecordDescriptor {
    /// The record's values as they may be stored, or the first problem, naming its field: each value
    /// against its field's rule (texts trimmed), amounts against their currency, then the rules over
    /// several fields. What a typed change, an import, a restore and a pull all pass; uniqueness and
    /// references, which need the record's siblings, are the caller's (``NameKey``). `today` places the
    /// day windows; a kind without days (a vehicle) may pass `nil`.
    public func checked(_ values: FieldValues, today: CalendarDay?) throws(FieldProblem) -> FieldValues {
        try checked(values, today: today, including: nil)
    }

    /// ``checked(_:today:)`` of the synced fields alone (what a pull brings: a device's own fields, such
    /// as the plate or its role, are not in it), with the rules whose fields are all synced.
    public func checkedSynced(_ values: FieldValues, today: CalendarDay?) throws(FieldProblem) {
        _ = try checked(values, today: today) { $0.isSynced }
    }

    /// The checks of the fields `including` takes (all of them when `nil`), and of the rules over
    /// them alone.
    ///
    /// The fields are read in place by index, not bound one by one: a `FieldDescriptor` holds several
    /// strings, and copying each (and asking `field(_:)` for each rule's) cost every checked row more
    /// than most of its checks.
    private func checked(
        _ values: FieldValues, today: CalendarDay?, including: ((FieldDescriptor) -> Bool)?
    ) throws(FieldProblem) -> FieldValues {
        precondition(values.kind == kind)
        let fields = fields
        var checked = values
        for index in fields.indices where including?(fields[index]) ?? true {
            do {
                checked.values[index] = try fields[index].rule.checked(values.values[index], today: today)
            } catch {
                throw FieldProblem(field: fields[index].name, label: fields[index].label, reason: error)
            }
        }
        for index in fields.indices where including?(fields[index]) ?? true {
            guard case .money(let currencyField) = fields[index].rule.value, fields[index].origin == .record else { continue }
            _ = try checked.money(fields[index].name, currency: currencyField)
        }
        for index in rules.indices {
            if let including, !rules[index].fieldNames.allSatisfy({ including(field($0)) }) { continue }
            try check(rules[index], on: checked)
        }
        return checked
    }

    private func check(_ rule: RecordRule, on values: FieldValues) throws(FieldProblem) {
        switch rule {
        case .together(let names):
            let present = names.filter { values[$0] != nil }
            if let given = present.first, let missing = names.first(where: { values[$0] == nil }) {
                throw values.problem(given, .incomplete(missing: field(missing).label))
            }
        case let .requires(name, other):
            if values[name] != nil, values[other] == nil { throw values.problem(name, .needs(field(other).label)) }
        case let .anyOf(names, label):
            if names.allSatisfy({ values[$0] == nil }) { throw values.problem(label, .noneOf(names.map { field($0).label })) }
        }
    }
}
