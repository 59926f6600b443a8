/// One goal of the command benchmark, checked against one size's medians.
public struct GoalVerdict: Codable, Equatable, Sendable {
    /// What is compared with the limit.
    public enum Measure: String, Codable, Sendable {
        /// The wall median divided by `publish`'s.
        case wallToPublish
        /// The peak RSS median divided by `publish`'s.
        case peakToPublish
        /// The wall median itself, in milliseconds.
        case wallMilliseconds
        /// The wall median divided by the import's.
        case wallToImport
        /// The peak RSS median divided by the import's.
        case peakToImport

        /// Whether it compares peak RSS (else wall time).
        var comparesPeak: Bool { self == .peakToPublish || self == .peakToImport }
    }

    /// The garage size.
    public var size: GarageSize
    /// The command the goal is about.
    public var command: MeasuredCommand
    /// What is compared.
    public var measure: Measure
    /// The command's median (milliseconds, or kibibytes for peak RSS).
    public var measured: Double
    /// `publish`'s median in the same unit, for the ratios.
    public var baseline: Double?
    /// The compared value: the ratio, or the milliseconds.
    public var value: Double
    /// The limit the value must stay within.
    public var limit: Double
    /// Whether the value must stay strictly below the limit (else at most equal to it).
    public var isStrict: Bool
    /// Whether the goal is met.
    public var isMet: Bool
}

/// The command benchmark's goals: each write command (expense add, odometer log, maintenance done,
/// odometer edit) within 1.5× of a bare publish's wall median and 1.25× of its peak RSS median at
/// every size; `status`, `expense list` and `history` within 1.5× of publish's wall median at L;
/// `export` and `backup` within 1.25× of publish's peak RSS at every size; the 100,000-row import
/// under 3 s, and its undo within 2× of its wall median and 1.5× of its peak RSS median.
public enum CommandGoals {
    /// A write command's wall median, at most this many times publish's.
    public static let writeWallLimit = 1.5
    /// A write command's peak RSS median, at most this many times publish's.
    public static let writePeakLimit = 1.25
    /// `status`'s wall median at L, at most this many times publish's.
    public static let statusWallLimit = 1.5
    /// `export`'s and `backup`'s peak RSS median, at most this many times publish's: they stream, so
    /// their memory does not grow with the logbook.
    public static let takeoutPeakLimit = 1.25
    /// The import's wall median, strictly below this many milliseconds.
    public static let importWallLimit = 3_000.0

    /// The undo of the import's wall median, at most this many times the import's: an undo costs
    /// what the change it reverts cost, a removal with its tombstone for each row the import wrote.
    public static let undoWallLimit = 2.0
    /// The undo of the import's peak RSS median, at most this many times the import's: neither
    /// holds what it changes in memory.
    public static let undoPeakLimit = 1.5

    /// `commands` with each one's wall and peak RSS medians divided by `publish`'s (left nil
    /// without a publish measurement).
    public static func comparedWithPublish(_ commands: [CommandMeasurement]) -> [CommandMeasurement] {
        guard let publish = commands.first(where: { $0.command == .publish }) else { return commands }
        return commands.map { measurement in
            var compared = measurement
            compared.wallToPublish = ratio(measurement.wall.median, publish.wall.median)
            compared.peakToPublish = ratio(measurement.peakResidentKiB.median, publish.peakResidentKiB.median)
            return compared
        }
    }

    /// The goals that apply to `size`, checked against `commands` (whose ratios are filled in).
    public static func verdicts(size: GarageSize, commands: [CommandMeasurement]) -> [GoalVerdict] {
        let publish = commands.first { $0.command == .publish }
        let imported = commands.first { $0.command == .lubeLoggerImport }
        var verdicts: [GoalVerdict] = []
        // The measurement's median against `baseline`'s, peak RSS or wall as `measure` says.
        func compare(_ measurement: CommandMeasurement, _ measure: GoalVerdict.Measure, with baseline: CommandMeasurement?, limit: Double) {
            guard let baseline else { return }
            let (measured, base) = measure.comparesPeak
                ? (measurement.peakResidentKiB.median, baseline.peakResidentKiB.median)
                : (measurement.wall.median, baseline.wall.median)
            guard let value = ratio(measured, base) else { return }
            verdicts.append(GoalVerdict(
                size: size, command: measurement.command, measure: measure, measured: measured, baseline: base,
                value: value, limit: limit, isStrict: false, isMet: value <= limit))
        }
        func compare(_ measurement: CommandMeasurement, _ measure: GoalVerdict.Measure, limit: Double) {
            compare(measurement, measure, with: publish, limit: limit)
        }
        for measurement in commands {
            switch measurement.command {
            case .expenseAdd, .odometerLog, .maintenanceDone, .odometerEdit:
                compare(measurement, .wallToPublish, limit: writeWallLimit)
                compare(measurement, .peakToPublish, limit: writePeakLimit)
            case .status where size == .large, .expenseList where size == .large, .history where size == .large:
                compare(measurement, .wallToPublish, limit: statusWallLimit)
            case .export, .backup:
                compare(measurement, .peakToPublish, limit: takeoutPeakLimit)
            case .lubeLoggerImport:
                let median = measurement.wall.median
                verdicts.append(GoalVerdict(
                    size: size, command: .lubeLoggerImport, measure: .wallMilliseconds, measured: median, baseline: nil,
                    value: median, limit: importWallLimit, isStrict: true, isMet: median < importWallLimit))
            case .importUndo:
                compare(measurement, .wallToImport, with: imported, limit: undoWallLimit)
                compare(measurement, .peakToImport, with: imported, limit: undoPeakLimit)
            case .publish, .status, .expenseList, .history:
                break
            }
        }
        return verdicts
    }

    static func ratio(_ value: Double, _ baseline: Double) -> Double? {
        baseline > 0 ? value / baseline : nil
    }
}
