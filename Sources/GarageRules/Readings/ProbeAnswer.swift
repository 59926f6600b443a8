/// What a ``ReadingProbe`` answers when the vehicle's latest reading is already known: the reading
/// itself (or none) when that alone decides it, else that the store must look.
public enum ProbeAnswer: Hashable, Sendable {
    /// The probe's reading, `nil` for none: the same as ``ReadingProbe/answer(in:)`` on the whole history.
    case decided(OdometerReading?)
    /// The latest reading does not decide it.
    case needsLookup
}
