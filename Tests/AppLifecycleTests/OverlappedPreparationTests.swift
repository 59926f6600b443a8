import AppLifecycle
import Foundation
import GloveboxTestSupport
import SnapshotBuilding
import Testing
import WidgetContract

/// The publish hashes the kinds on another thread while it encodes: the outcome must be exactly the
/// one-after-the-other path's, and an encode that refuses the snapshot must still fail the publish.
@Suite struct OverlappedPreparationTests {
    /// The samples by name, so that the test's log names a case rather than printing a snapshot.
    static let samples = [
        "englishUnlocked": SampleSnapshots.englishUnlocked, "portugueseLocked": SampleSnapshots.portugueseLocked,
        "germanOverdue": SampleSnapshots.germanOverdue,
    ]

    @Test(arguments: samples.keys.sorted())
    func theSameBytesAndHashesAsOneAfterTheOther(sample: String) throws {
        let snapshot = try #require(Self.samples[sample])
        let sequential = try PreparedSnapshot(encoding: snapshot, kindHashes: snapshot.contentHashes())

        // Many times, so that either item finishing first is seen.
        for _ in 0..<50 {
            let overlapped = try PreparedSnapshot(
                encodingWhileHashing: snapshot, contentHash: { snapshot, kind in snapshot.contentHash(for: kind) })
            #expect(overlapped == sequential)
        }
        #expect(Set(sequential.kindHashes.keys) == Set(WidgetKind.allCases))
    }

    @Test func aCheckThatRefusesTheSnapshotFailsThePreparation() {
        var snapshot = SampleSnapshots.englishUnlocked
        snapshot.generation = -3
        let hashed = HashCount()

        #expect(throws: SnapshotProblem.invalidValue(path: "generation", reason: "a logbook generation is never negative: -3")) {
            try PreparedSnapshot(encodingWhileHashing: snapshot, contentHash: { _, kind in
                hashed.add()
                return kind.rawValue
            })
        }
        // The hashing ran to its end beside the failed encode (and was thrown away with it).
        #expect(hashed.value == WidgetKind.allCases.count)
    }
}

extension OverlappedPreparationTests {
    /// Snapshots the encode refuses, for a different check each or for what JSON cannot write: the
    /// overlapped path runs the checks on the hashing thread, and must refuse each with the
    /// encode's own problem.
    static let refused: [String: @Sendable (inout WidgetsSnapshot) -> Void] = [
        "negative generation": { $0.generation = -3 },
        "unknown zone": { $0.timeZone = "Mars/Olympus_Mons" },
        "malformed locale": { $0.locale = "??" },
        // Passes the checks; the JSON encoder refuses an instant outside years 1…9999.
        "instant before year 1": { $0.generatedAt = Date(timeIntervalSince1970: -70_000_000_000) },
        // Both: the check's problem is the one reported, as `SnapshotCoding.encode` checks first.
        "both": { $0.generation = -3; $0.generatedAt = Date(timeIntervalSince1970: -70_000_000_000) },
    ]

    @Test(arguments: refused.keys.sorted())
    func aRefusedSnapshotFailsWithTheEncodesProblem(case name: String) throws {
        var snapshot = SampleSnapshots.englishUnlocked
        let refuse = try #require(Self.refused[name])
        refuse(&snapshot)
        let expected: SnapshotProblem
        do {
            _ = try SnapshotCoding.encode(snapshot)
            Issue.record("\(name): the encode accepted the snapshot")
            return
        } catch {
            expected = error
        }
        if name == "instant before year 1" {
            // Refused by the JSON encoder, not by a check: the case tests what it says.
            guard case .invalidValue(let path, let reason) = expected, path.isEmpty, reason.hasPrefix("cannot be encoded") else {
                Issue.record("\(name): refused as \(expected), not by the JSON encoder")
                return
            }
        }
        for _ in 0..<20 {
            do {
                _ = try PreparedSnapshot(encodingWhileHashing: snapshot, contentHash: { snapshot, kind in snapshot.contentHash(for: kind) })
                Issue.record("\(name): the overlapped preparation accepted the snapshot")
            } catch {
                #expect(error == expected, "\(name)")
            }
        }
    }
}

/// A count that the hashing thread adds to.
private final class HashCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
