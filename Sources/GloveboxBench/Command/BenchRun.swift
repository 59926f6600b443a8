/// Benchmark results with the machine they were measured on.
public struct BenchRun<Result: Codable & Sendable>: Codable, Sendable {
    /// The machine.
    public var machine: MachineFacts
    /// The runs measured per size.
    public var runs: Int
    /// The results per size.
    public var results: [Result]
}
