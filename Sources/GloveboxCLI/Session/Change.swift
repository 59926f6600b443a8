import Garage

/// A named change to the logbook, applied by `AppSession.perform`.
public struct Change<T> {
    /// The change's name, such as `vehicle add` (observers get it).
    public let name: String
    /// Applies the change to the loaded garage; may also write store-only data (rates, preferences)
    /// through the context's store, inside the same transaction.
    public let apply: (inout Garage, ChangeContext) throws -> T

    /// Creates a change.
    public init(_ name: String, apply: @escaping (inout Garage, ChangeContext) throws -> T) {
        self.name = name
        self.apply = apply
    }
}
