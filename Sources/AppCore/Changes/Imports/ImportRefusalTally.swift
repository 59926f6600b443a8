import GarageStorage

/// The refusals of an import counted as they are found, only the first kept: what
/// `ImportLubeLogger.refuse(_:)` says of a list of them, without the list, so that a file refused at
/// every row costs no more memory than one refused once.
struct ImportRefusalTally: Sendable {
    /// The first refusal.
    private(set) var first: ImportError?
    /// How many there are.
    private(set) var count = 0

    /// Whether none was found.
    var isEmpty: Bool { count == 0 }

    /// Counts `refusal`, keeping it when it is the first.
    mutating func add(_ refusal: ImportError) {
        if first == nil { first = refusal }
        count += 1
    }

    /// Throws the first refusal, saying how many more there are; nothing when there are none.
    func refuse() throws(ImportError) {
        guard let first else { return }
        let more = count - 1
        throw more == 0 ? first : ImportError(
            file: first.file, line: first.line, column: first.column, reason: first.reason + " (and \(more) more)")
    }
}
