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
        return text + sealingTables(results)
    }

    /// The sealed rounds against the unsealed ones, the goal, and the re-key (issue 23).
    static func sealingTables(_ results: [SyncResult]) -> String {
        let sealed = results.compactMap { result in result.sealing.map { (result, $0) } }
        guard !sealed.isEmpty else { return "" }
        var text = "\nSealing (issue 23): the same steps by an account with a key (plates and notes sealed), same run, "
            + "wall ms median / p90\n\n"
        text += "| size | step | unsealed | sealed | sealed ÷ unsealed | peak RSS MiB sealed |\n|---|---|---:|---:|---:|---:|\n"
        for (result, sealing) in sealed {
            for step in sealing.steps {
                let unsealed = result.steps.first { $0.step == step.step }
                text += "| \(result.size.rawValue) | \(step.step.rawValue) | \(unsealed.map { ms($0.wall) } ?? "n/a") | \(ms(step.wall)) "
                    + "| \(String(format: "%.3f×", sealing.ratios[step.step] ?? .infinity)) | \(mibPair(step.peakResidentKiB)) |\n"
            }
        }
        text += "\nSealed command lines: "
            + sealed.map { "\($0.0.size.rawValue): `\($0.1.steps.first { $0.step == .login }?.commandLine ?? "")`" }.joined(separator: ", ")
            + "\n\n"
        let limit = String(format: "%g", SealingCost.limit)
        for (result, sealing) in sealed {
            let judged = SealingCost.judgedSteps.map { step in
                String(format: "%@ %.3f×", step.rawValue, sealing.ratios[step] ?? .infinity)
            }
            text += "- \(result.size.rawValue): sealed against unsealed: \(judged.joined(separator: ", ")) (≤ \(limit)×) — "
                + "\(sealing.meetsGoal ? "met" : "NOT met")\n"
        }
        text += "\nRe-key after a revocation (`\(sealed[0].1.rekeyCommandLine)`), wall ms median / p90, peak RSS MiB:\n\n"
        text += "| size | years | vehicle records | sealed values | runs | wall ms | peak RSS MiB |\n|---|---:|---:|---:|---:|---:|---:|\n"
        for (result, sealing) in sealed {
            text += "| \(result.size.rawValue) | \(sealing.rekeyYears) | \(sealing.rekeyRecords) | \(sealing.rekeySealedValues) "
                + "| \(sealing.rekeyRuns) | \(ms(sealing.rekeyWall)) | \(mibPair(sealing.rekeyPeakResidentKiB)) |\n"
        }
        return text
    }
}
