/// What a read that skips damaged rows found: the value made of the rows that decode, and the
/// damaged rows it left out of it.
public struct Salvaged<Value> {
    /// The value, from the rows that decode.
    public var value: Value
    /// The rows left out, each once, in the order met.
    public var damagedRows: [DamagedRow]

    /// Pairs a value with the rows left out of it.
    public init(value: Value, damagedRows: [DamagedRow]) {
        self.value = value
        self.damagedRows = damagedRows
    }
}

extension Salvaged: Sendable where Value: Sendable {}
extension Salvaged: Equatable where Value: Equatable {}
