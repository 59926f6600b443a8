import Foundation
import Synchronization
import WidgetContract

extension PreparedSnapshot {
    /// Encodes `snapshot` with the contract's one encoder while another thread checks it and
    /// hashes each kind's content with `contentHash`: the same bytes, hashes and refusals as
    /// checking, encoding and hashing one after the other.
    ///
    /// The JSON encoding is one work item; the contract's checks (which `SnapshotCoding.encode`
    /// runs before it encodes) and the hashes are the other. At 50 vehicles the checked encode
    /// takes about 4.7 ms and the hashes 0.85 (2.7 before the sections wrote their own bytes);
    /// the two items take about 4.0 ms together, the JSON being the longer (`glovebox-bench
    /// snapshot`, in BENCHMARKS.md). Two work items, not one per kind: a device with one core runs
    /// them one after the other at no extra cost. The bytes are used only when the check passed,
    /// so an invalid snapshot is never written, and its problem is the one `SnapshotCoding.encode`
    /// reports.
    public init(
        encodingWhileHashing snapshot: WidgetsSnapshot,
        contentHash: @Sendable (WidgetsSnapshot, WidgetKind) -> String
    ) throws(SnapshotProblem) {
        let hashes = Mutex<[WidgetKind: String]>([:])
        let checked = Mutex<Result<Void, SnapshotProblem>?>(nil)
        let encoded = Mutex<Result<Data, SnapshotProblem>?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { work in
            if work == 0 {
                let result = Result { () throws(SnapshotProblem) -> Data in try SnapshotCoding.encodeUnchecked(snapshot) }
                encoded.withLock { $0 = result }
            } else {
                let result = Result { () throws(SnapshotProblem) in try SnapshotCoding.check(snapshot) }
                checked.withLock { $0 = result }
                var made: [WidgetKind: String] = [:]
                for kind in WidgetKind.allCases { made[kind] = contentHash(snapshot, kind) }
                hashes.withLock { $0 = made }
            }
        }
        // concurrentPerform returns only after both items ran, so every result is there. The
        // check's problem comes first, as it does in `SnapshotCoding.encode`.
        guard let check = checked.withLock({ $0 }), let result = encoded.withLock({ $0 }) else {
            preconditionFailure("a work item did not run")
        }
        try check.get()
        self.init(encoded: try result.get(), snapshot: snapshot, kindHashes: hashes.withLock { $0 })
    }
}
