import GloveboxBench
import Testing

/// The sync benchmark's goal: an incremental sync (push, and pull on the other device) costs at
/// most twice the local write that made the change, median against median.
@Suite struct SyncResultTests {
    func result(write: [Double], push: [Double], pull: [Double]) -> SyncResult {
        let steps = SyncStep.allCases.map { step -> SyncMeasurement in
            let samples: [Double] = switch step {
            case .localWrite: write
            case .incrementalPush: push
            case .incrementalPull: pull
            default: [10_000]
            }
            return SyncMeasurement(step: step, commandLine: "glovebox sync", runs: samples.map { ChildRunSample(milliseconds: $0).run })
        }
        return SyncResult(size: .medium, records: 50_000, steps: steps, loadAverageBefore: 1, loadAverageAfter: 1)
    }

    @Test func theRatiosDivideTheMediansByTheLocalWrites() {
        let measured = result(write: [100, 300, 200], push: [150, 250, 200], pull: [390, 410, 400])
        #expect(measured.pushToWrite == 1.0)
        #expect(measured.pullToWrite == 2.0)
        #expect(measured.meetsGoal, "2× is within the limit")
    }

    @Test func aPullAboveTwiceTheWriteMissesTheGoal() {
        let measured = result(write: [100], push: [100], pull: [201])
        #expect(!measured.meetsGoal)
        #expect(BenchReport.syncTables([measured]).contains("NOT met"))
    }

    /// Sealed measurements: each step's unsealed median times `factor`, `slower` times `slowFactor`.
    func sealing(of unsealed: SyncResult, factor: Double, slower: SyncStep? = nil, slowFactor: Double = 0) -> SealingCost {
        let steps = unsealed.steps.map { step in
            SyncMeasurement(
                step: step.step, commandLine: "glovebox sync",
                runs: [ChildRunSample(milliseconds: step.wall.median * (step.step == slower ? slowFactor : factor)).run])
        }
        return SealingCost(
            steps: steps, unsealed: unsealed.steps, rekeyCommandLine: "glovebox unshare car-01 member",
            rekeys: [ChildRunSample(milliseconds: 900).run], rekeyYears: 10, rekeyRecords: 5_031, rekeySealedValues: 520)
    }

    @Test func sealingIsJudgedStepByStepAgainstTheUnsealedMediansOfTheSameRun() {
        let unsealed = result(write: [100], push: [200], pull: [400])
        let within = sealing(of: unsealed, factor: 1.2)
        #expect(within.ratios[.incrementalPull] == 1.2)
        #expect(within.meetsGoal, "1.2× is within the limit")
        // One judged step above the limit misses the goal; the local write is not judged.
        let slowPull = sealing(of: unsealed, factor: 1.0, slower: .firstPull, slowFactor: 1.5)
        #expect(!slowPull.meetsGoal)
        #expect(sealing(of: unsealed, factor: 1.0, slower: .localWrite, slowFactor: 3).meetsGoal)
        let report = BenchReport.syncTables([
            SyncResult(size: .medium, records: 50_000, steps: unsealed.steps, loadAverageBefore: 1, loadAverageAfter: 1, sealing: slowPull)
        ])
        #expect(report.contains("first sync (pull, new device) 1.500×"), "\(report)")
        #expect(report.contains("(≤ 1.2×) — NOT met"), "\(report)")
        #expect(report.contains("| M | 10 | 5031 | 520 | 1 | 900.00 / 900.00 |"), "\(report)")
    }
}

/// A measured child run made from a wall time alone.
struct ChildRunSample {
    let milliseconds: Double
    var run: ChildRun { ChildRun(wall: .milliseconds(Int64(milliseconds)), peakResidentKiB: 40_000, status: 0) }
}
