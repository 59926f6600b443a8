import Foundation

extension BenchReport {
    /// `median / p90` of kibibytes, in mebibytes with one decimal.
    static func mibPair(_ summary: Summary) -> String {
        String(format: "%.1f / %.1f", summary.median / 1024, summary.p90 / 1024)
    }

    /// A ratio with two decimals, or `n/a`.
    static func times(_ ratio: Double?) -> String {
        ratio.map { String(format: "%.2f×", $0) } ?? "n/a"
    }

    /// The command's label in the tables (the import says how many rows).
    static func label(_ command: MeasuredCommand, importRows: Int) -> String {
        command == .lubeLoggerImport ? "\(command.rawValue) (\(importRows) rows)" : command.rawValue
    }

    /// The command benchmark's table, command lines, load averages and goals.
    public static func commandTables(_ results: [CommandResult]) -> String {
        var text = "Whole glovebox processes, each on a fresh copy of the garage: wall ms and peak RSS (ru_maxrss), "
            + "median / p90; the ratios divide the medians by publish's\n\n"
        text += "| size | records | command | runs | wall ms | peak RSS MiB | wall ÷ publish | peak RSS ÷ publish |\n"
        text += "|---|---:|---|---:|---:|---:|---:|---:|\n"
        for result in results {
            for measurement in result.commands {
                text += "| \(result.size.rawValue) | \(result.records) | \(label(measurement.command, importRows: result.importRows)) "
                    + "| \(measurement.runs) | \(ms(measurement.wall)) | \(mibPair(measurement.peakResidentKiB)) "
                    + "| \(times(measurement.wallToPublish)) | \(times(measurement.peakToPublish)) |\n"
            }
        }
        text += "\nCommand lines (the vehicle, item and odometer value read from each copy):\n\n"
        for result in results {
            text += "- \(result.size.rawValue): " + result.commands.map { "`\($0.commandLine)`" }.joined(separator: ", ") + "\n"
        }
        text += "\n1-minute load average per size: "
            + results.map { String(format: "%@ %.2f → %.2f", $0.size.rawValue, $0.loadAverageBefore, $0.loadAverageAfter) }
                .joined(separator: ", ") + "\n\n"
        text += commandGoals(results)
        return text
    }

    /// The command goals, one line each, and how many were met.
    public static func commandGoals(_ results: [CommandResult]) -> String {
        BenchGoal.summary(commandGoalList(results))
    }

    /// The command goals, checked.
    public static func commandGoalList(_ results: [CommandResult]) -> [BenchGoal] {
        results.flatMap(\.goals).map { BenchGoal(describe($0), isMet: $0.isMet) }
    }

    /// What a ratio's measure compares with.
    static func baselineName(_ measure: GoalVerdict.Measure) -> String {
        measure == .wallToImport || measure == .peakToImport ? "the import" : "publish"
    }

    /// What one goal compared, and its limit. Ratios get three decimals, so that one just above its
    /// limit never reads as equal to it.
    static func describe(_ verdict: GoalVerdict) -> String {
        let subject = "\(verdict.size.rawValue) \(verdict.command.rawValue)"
        let limit = String(format: "%g", verdict.limit)
        switch verdict.measure {
        case .wallToPublish, .wallToImport:
            return String(
                format: "%@: wall %.2f ms vs %@ %.2f ms = %.3f× (≤ %@×)", subject, verdict.measured,
                baselineName(verdict.measure), verdict.baseline ?? 0, verdict.value, limit)
        case .peakToPublish, .peakToImport:
            return String(
                format: "%@: peak RSS %@ vs %@ %@ = %.3f× (≤ %@×)", subject, mib(verdict.measured),
                baselineName(verdict.measure), mib(verdict.baseline ?? 0), verdict.value, limit)
        case .wallMilliseconds:
            return String(
                format: "%@: wall %.2f ms (%@ %@ ms)", subject, verdict.measured, verdict.isStrict ? "<" : "≤", limit)
        }
    }
}
