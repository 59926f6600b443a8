import WidgetContract

extension FuelEconomy {
    /// The fills of `energy` that the stretch closed by the latest full fill-up with a reading depends on,
    /// in the rule's order: the second-latest full fill with a reading, the last fill with a reading
    /// before it, and every fill after it (with a reading or not). Empty when there are fewer than two
    /// full fills with a reading, since no stretch can close then.
    ///
    /// Why that is enough: the rule's state after a full fill with a reading (whether it anchors the next
    /// stretch) depends only on that fill and the reading before it (its odometer order), and between the
    /// last two such fills there are only partial fills and fills without a reading. So the segment closed
    /// by the latest one is the same computed from this window as from the whole history, and a store
    /// fetches a few rows, never all the fills. `fillUps` in any order, as for
    /// ``init(fillUps:distanceUnit:energy:)``.
    public static func latestSegmentWindow(of fillUps: some Sequence<FillUp>, energy: Energy) -> [FillUp] {
        let ordered = ordered(fillUps, energy: energy)
        let anchors = ordered.indices.filter { ordered[$0].isFull && ordered[$0].odometer != nil }
        guard anchors.count >= 2 else { return [] }
        let secondLatest = anchors[anchors.count - 2]
        let readingBefore = ordered[..<secondLatest].last { $0.odometer != nil }
        return (readingBefore.map { [$0] } ?? []) + ordered[secondLatest...]
    }

    /// The stretch closed by the latest full fill-up of `energy` with a reading, or `nil` when that fill closes none the
    /// rule counts (it says a fill-up was missed, it is the first full fill, a fill of the stretch is a
    /// problem) or there is none.
    ///
    /// It is ``last`` whenever the latest full fill closes a counted stretch; otherwise an older stretch
    /// would stand for today's driving, so the widget and Siri say nothing rather than that.
    public static func latestSegment(
        fillUps: some Sequence<FillUp>, distanceUnit: DistanceUnit, energy: Energy
    ) -> FuelSegment? {
        let window = latestSegmentWindow(of: fillUps, energy: energy)
        guard let latestFull = window.last(where: { $0.isFull && $0.odometer != nil }),
              let segment = FuelEconomy(fillUps: window, distanceUnit: distanceUnit, energy: energy).last,
              segment.end == latestFull
        else { return nil }
        return segment
    }

    /// The first of `fillUps` in the rule's order, whatever its energy: the fill whose energy a vehicle
    /// that never said what it runs on is taken to run on (`Vehicle.runsOn(firstFill:)`).
    public static func first(of fillUps: some Sequence<FillUp>) -> FillUp? {
        fillUps.enumerated().min { Self.precedes($0, $1) }?.element
    }

    /// Whether `a` comes before `b` in the rule's order (`FillUp.ruleOrder`, then the given order).
    private static func precedes(_ a: (offset: Int, element: FillUp), _ b: (offset: Int, element: FillUp)) -> Bool {
        let (x, y) = (a.element.ruleOrder, b.element.ruleOrder)
        return (x.day, x.odometer, a.offset) < (y.day, y.odometer, b.offset)
    }

    /// The fills of `energy` in the rule's order: day, odometer within a day (fills without a reading
    /// last), then the given order.
    static func ordered(_ fillUps: some Sequence<FillUp>, energy: Energy) -> [FillUp] {
        fillUps.enumerated()
            .filter { $0.element.energy == energy }
            .sorted { Self.precedes($0, $1) }
            .map(\.element)
    }
}
