import WidgetContract

extension FuelEconomy {
    /// The fills of `energy` that the stretch closed by the latest full fill-up depends on, in the rule's
    /// order: the second-latest full fill, the fill just before it, and every fill after it. Empty when
    /// there are fewer than two full fills, since no stretch can close then.
    ///
    /// Why that is enough: the rule's state after a full fill (whether it anchors the next stretch) depends
    /// only on that fill and the fill before it (its odometer order), and between the last two full fills
    /// there are only partial fills. So the segment closed by the latest full fill is the same computed
    /// from this window as from the whole history, and a store fetches a few rows, never all the fills.
    /// `fillUps` in any order, as for ``init(fillUps:distanceUnit:energy:)``.
    public static func latestSegmentWindow(of fillUps: some Sequence<FillUp>, energy: FuelEnergy) -> [FillUp] {
        let ordered = ordered(fillUps, energy: energy)
        let fullIndices = ordered.indices.filter { ordered[$0].isFull }
        guard fullIndices.count >= 2 else { return [] }
        let secondLatest = fullIndices[fullIndices.count - 2]
        return Array(ordered[max(secondLatest - 1, 0)...])
    }

    /// The stretch closed by the latest full fill-up of `energy`, or `nil` when that fill closes none the
    /// rule counts (it says a fill-up was missed, it is the first full fill, a fill of the stretch is a
    /// problem) or there is none.
    ///
    /// It is ``last`` whenever the latest full fill closes a counted stretch; otherwise an older stretch
    /// would stand for today's driving, so the widget and Siri say nothing rather than that.
    public static func latestSegment(
        fillUps: some Sequence<FillUp>, distanceUnit: DistanceUnit, energy: FuelEnergy
    ) -> FuelSegment? {
        let window = latestSegmentWindow(of: fillUps, energy: energy)
        guard let latestFull = window.last(where: \.isFull),
              let segment = FuelEconomy(fillUps: window, distanceUnit: distanceUnit, energy: energy).last,
              segment.end == latestFull
        else { return nil }
        return segment
    }

    /// The energy whose economy a vehicle shows now: that of its latest fill-up in the rule's order, so a
    /// plug-in hybrid shows the chain it used last; `nil` without fill-ups.
    ///
    /// Chosen by the latest fill rather than "liquid first" so that a store finds the window without
    /// walking the history: a vehicle that never charged has no electric chain to look back for.
    public static func latestEnergy(of fillUps: some Sequence<FillUp>) -> FuelEnergy? {
        fillUps.enumerated()
            .max { ($0.element.day, $0.element.odometer, $0.offset) < ($1.element.day, $1.element.odometer, $1.offset) }?
            .element.volume.energy
    }

    /// ``latestSegmentWindow(of:energy:)`` of the energy of the latest fill-up (``latestEnergy(of:)``).
    public static func latestSegmentWindow(of fillUps: some Sequence<FillUp>) -> [FillUp] {
        let fills = Array(fillUps)
        guard let energy = latestEnergy(of: fills) else { return [] }
        return latestSegmentWindow(of: fills, energy: energy)
    }

    /// ``latestSegment(fillUps:distanceUnit:energy:)`` of the energy of the latest fill-up: the economy the
    /// vehicle widget and Siri show.
    public static func latestSegment(fillUps: some Sequence<FillUp>, distanceUnit: DistanceUnit) -> FuelSegment? {
        let fills = Array(fillUps)
        guard let energy = latestEnergy(of: fills) else { return nil }
        return latestSegment(fillUps: fills, distanceUnit: distanceUnit, energy: energy)
    }

    /// The fills of `energy` in the rule's order: day, odometer within a day, then the given order.
    static func ordered(_ fillUps: some Sequence<FillUp>, energy: FuelEnergy) -> [FillUp] {
        fillUps.enumerated()
            .filter { $0.element.volume.energy == energy }
            .sorted { ($0.element.day, $0.element.odometer, $0.offset) < ($1.element.day, $1.element.odometer, $1.offset) }
            .map(\.element)
    }
}
