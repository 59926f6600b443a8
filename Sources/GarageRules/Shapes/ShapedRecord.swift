import WidgetContract

/// A typed record that its kind's descriptor describes: made from its ``FieldValues`` and back, so
/// that every layout that holds it by its values (the store, the outbox, the server, the journal, the
/// export) holds all of it, and the field rules check all of it.
public protocol ShapedRecord: Sendable {
    /// The kind's descriptor.
    static var descriptor: RecordDescriptor { get }

    /// The record's values (the store's own fields, such as a place in a list, left empty).
    var fieldValues: FieldValues { get }

    /// The record from values: refused when a value is not of its field's type or cannot be read
    /// (an id, a day, a word, an amount); the field rules are ``checked(today:)``'s.
    init(fieldValues: FieldValues) throws(FieldProblem)
}

extension ShapedRecord {
    /// The record as the field rules keep it: texts trimmed (empty ones gone), and refused, naming
    /// the field, when a value breaks its rule or the record's rules.
    public func checkedFields(today: CalendarDay?) throws(FieldProblem) -> Self {
        try Self(fieldValues: Self.descriptor.checked(fieldValues, today: today))
    }

    /// ``checkedFields(today:)`` for a change: a problem is the change's `GarageError`.
    public func validatedFields(today: CalendarDay?) throws(GarageError) -> Self {
        do {
            return try checkedFields(today: today)
        } catch {
            throw GarageError(error)
        }
    }
}
