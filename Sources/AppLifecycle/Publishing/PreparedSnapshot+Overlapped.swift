import Foundation
import Synchronization
import WidgetContract

extension PreparedSnapshot {
    /// Encodes `snapshot` with the contract's one encoder while another thread hashes each kind's
    /// content with `contentHash`: the same bytes and hashes as encoding after hashing.
    ///
    /// Both walk the whole snapshot (at 50 vehicles the encode takes about 9 ms, the hashes about
    /// 6), they share nothing but the immutable snapshot, and a publish waits for both. Two work
    /// items, not one per kind: a device with one core runs them one after the other at no extra
    /// cost, and with two the hashes end before the longer encode does.
    public init(
        encodingWhileHashing snapshot: WidgetsSnapshot,
        contentHash: @Sendable (WidgetsSnapshot, WidgetKind) -> String
    ) throws(SnapshotProblem) {
        let hashes = Mutex<[WidgetKind: String]>([:])
        let encoded = Mutex<Result<Data, SnapshotProblem>?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { work in
            if work == 0 {
                let result = Result { () throws(SnapshotProblem) -> Data in try SnapshotCoding.encode(snapshot) }
                encoded.withLock { $0 = result }
            } else {
                var made: [WidgetKind: String] = [:]
                for kind in WidgetKind.allCases { made[kind] = contentHash(snapshot, kind) }
                hashes.withLock { $0 = made }
            }
        }
        // concurrentPerform returns only after both items ran, so both results are there.
        guard let result = encoded.withLock({ $0 }) else { preconditionFailure("the encode did not run") }
        self.init(encoded: try result.get(), snapshot: snapshot, kindHashes: hashes.withLock { $0 })
    }
}
