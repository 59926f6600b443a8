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
}

/// A measured child run made from a wall time alone.
struct ChildRunSample {
    let milliseconds: Double
    var run: ChildRun { ChildRun(wall: .milliseconds(Int64(milliseconds)), peakResidentKiB: 40_000, status: 0) }
}
