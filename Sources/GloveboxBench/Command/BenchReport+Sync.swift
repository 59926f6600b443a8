import Foundation

extension BenchReport {
    /// The sync benchmark's table, its command lines and its goal.
    public static func syncTables(_ results: [SyncResult]) -> String {
        var text = "Whole glovebox processes against a local household server (a fresh server each round): "
            + "wall ms and peak RSS (ru_maxrss), median / p90\n\n"
        text += "| size | records | step | runs | wall ms | peak RSS MiB |\n|---|---:|---|---:|---:|---:|\n"
        for result in results {
            for step in result.steps {
                text += "| \(result.size.rawValue) | \(result.records) | \(step.step.rawValue) | \(step.runs) "
                    + "| \(ms(step.wall)) | \(mibPair(step.peakResidentKiB)) |\n"
            }
        }
        text += "\nCommand lines:\n\n"
        for result in results {
            text += "- \(result.size.rawValue): " + result.steps.map { "`\($0.commandLine)`" }.joined(separator: ", ") + "\n"
        }
        text += "\n1-minute load average per size: "
            + results.map { String(format: "%@ %.2f → %.2f", $0.size.rawValue, $0.loadAverageBefore, $0.loadAverageAfter) }
                .joined(separator: ", ") + "\n\n"
        let limit = String(format: "%g", SyncResult.incrementalLimit)
        for result in results {
            text += String(
                format: "- %@: an incremental sync is %.3f× (push) and %.3f× (pull) the local write (≤ %@×) — %@\n",
                result.size.rawValue, result.pushToWrite, result.pullToWrite, limit, result.meetsGoal ? "met" : "NOT met")
        }
        return text
    }
}
