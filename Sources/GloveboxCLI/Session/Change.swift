import GarageRules

/// A named change to the logbook, applied by `AppSession.perform`.
public struct Change<T> {
    /// The change's name, such as `vehicle add` (observers get it).
    public let name: String
    /// What the change means for the widgets.
    public let effect: ChangeEffect
    /// Applies the change to the loaded garage; may also write store-only data (rates, preferences)
    /// through the context's store, inside the same transaction.
    public let apply: (inout Garage, ChangeContext) throws -> T

    /// Creates a change.
    public init(
        _ name: String, effect: ChangeEffect = .records, apply: @escaping (inout Garage, ChangeContext) throws -> T
    ) {
        self.name = name
        self.effect = effect
        self.apply = apply
    }
}
