import Foundation

extension BenchReport {
    /// The hostile benchmark's table (the worst file of each shape) and goal.
    public static func hostileTables(_ results: [HostileResult]) -> String {
        guard let result = results.first else { return "" }
        var text = "Cold `glovebox-widget render` of hostile part files: peak RSS (ru_maxrss) per shape\n\n"
        text += "| shape | files | bytes (largest) | peak RSS median | peak RSS max | wall ms median | exits ≠ 0 |\n"
        text += "|---|---:|---:|---:|---:|---:|---:|\n"
        for shape in HostileParts.Shape.allCases {
            let runs = result.runs.filter { $0.shape == shape }
            guard !runs.isEmpty else { continue }
            let peaks = Summary(runs.map { Double($0.peakResidentKiB) })
            let wall = Summary(runs.map(\.wallMilliseconds))
            text += "| \(shape.rawValue) | \(runs.count) | \(runs.map(\.bytes).max() ?? 0) | \(mib(peaks.median)) "
                + "| \(mib(peaks.max)) | \(String(format: "%.2f", wall.median)) | \(runs.count { $0.status != 0 }) |\n"
        }
        text += "\nValid parts rendered: peak RSS median \(mib(result.validPeakResidentKiB.median)), max "
            + "\(mib(result.validPeakResidentKiB.max)); bare Foundation parsing the largest: "
            + "\(mib(result.bareFoundationPeakResidentKiB.median))\n\n"
        text += hostileGoals(result).map(\.line).joined()
        return text
    }

    /// The goals: no hostile file takes a widget over 27 MB, and none makes it crash.
    public static func hostileGoals(_ result: HostileResult) -> [BenchGoal] {
        guard let worst = result.runs.max(by: { $0.peakResidentKiB < $1.peakResidentKiB }) else { return [] }
        let peak = Double(worst.peakResidentKiB)
        let crashed = result.runs.filter { $0.status != 0 }
        return [
            BenchGoal(
                String(
                    format: "worst of %d hostile parts: %@ (%.1f MB; %@, %d bytes, %@ widget) ≤ 27 MB",
                    result.runs.count, mib(peak), peak * 1024 / 1_000_000, worst.shape.rawValue, worst.bytes, worst.kind),
                isMet: peak <= HostilePartBenchmark.goalKiB),
            BenchGoal(
                "every hostile part drawn as a message, no crash" + (crashed.isEmpty ? "" : " (\(crashed.count) exited with a status)"),
                isMet: crashed.isEmpty),
        ]
    }
}
