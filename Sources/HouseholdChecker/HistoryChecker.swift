import Foundation
import GarageRules

/// The randomized household checker: seeded histories of 3 accounts and 5 devices against a real
/// household server, each ended by a quiet round of syncs and checked for convergence, edits lost
/// without a word, writes of viewers and stuck devices (``HouseholdChecks``). A failing history is
/// shrunk (``HistoryShrinker``) and printed with its seed, which replays it.
///
/// ```swift
/// let server = try CheckerServer(environment: environment)
/// defer { server.stop() }
/// let report = try HistoryChecker(server: server, tools: binaries).run(seeds: 1...20, steps: 40)
/// ```
public struct HistoryChecker {
    let server: CheckerServer
    /// Where `glovebox-with-faults` is.
    let tools: String
    /// Reruns a failing history's shrinking may take (0: no shrinking).
    let shrinkBudget: Int
    /// Progress lines.
    let log: (String) -> Void

    /// A checker over `server`; `tools` is the directory of `glovebox-with-faults`.
    public init(server: CheckerServer, tools: String, shrinkBudget: Int = 40, log: @escaping (String) -> Void = { _ in }) {
        self.server = server
        self.tools = tools
        self.shrinkBudget = shrinkBudget
        self.log = log
    }

    /// Runs the history of each seed, `steps` random steps long, as the generator's `version` draws
    /// it (a number of ``HistoryGenerator/Version``; the latest when `nil`).
    public func run(seeds: ClosedRange<UInt64>, steps: Int, generator version: Int? = nil) throws -> CheckerReport {
        guard let version = version.map({ HistoryGenerator.Version(rawValue: $0) }) ?? HistoryGenerator.Version.latest else {
            throw CheckerError.setup("there is no history generator \(version ?? 0) (there are \(Self.generators))")
        }
        var report = CheckerReport(firstSeed: seeds.lowerBound, steps: steps, generator: version.rawValue)
        for seed in seeds {
            let history = HistoryGenerator(steps: steps, version: version).history(seed: seed)
            let outcome = try run(history, seed: seed)
            report.add(outcome.record, findings: outcome.findings)
            if outcome.findings.isEmpty {
                log("seed \(seed): ok (\(outcome.record.operations) steps, \(outcome.record.kills) kills, \(outcome.record.sightings.count) conflicts)")
                continue
            }
            log("seed \(seed): \(outcome.findings.count) finding(s); shrinking…")
            let shrunk = HistoryShrinker(budget: shrinkBudget).shrink(history) { candidate in
                ((try? self.run(candidate, seed: seed).findings) ?? []).contains { $0.kind == outcome.findings[0].kind }
            }
            report.failures.append(CheckerReport.Failure(
                seed: seed, findings: outcome.findings.map(\.description), shortestHistory: shrunk.steps.map(\.description),
                shrinkReruns: shrunk.reruns))
            log("seed \(seed) fails (generator \(version.rawValue)):\n  " + outcome.findings.map(\.description).joined(separator: "\n  ")
                + "\n  shortest history (\(shrunk.steps.count) steps, \(shrunk.reruns) reruns):\n    "
                + shrunk.steps.map(\.description).joined(separator: "\n    "))
        }
        return report
    }

    /// One run of `history`: fresh accounts and homes, its steps, the checks.
    func run(_ history: [HistoryStep], seed: UInt64) throws -> (record: HistoryRecord, findings: [Finding]) {
        let scratch = server.scratch + "/homes-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var random = ClockSkews(seed: seed)
        let run = try HistoryRun(server: server, tag: Self.tag(), skews: random.skews(), scratch: scratch, tools: tools)
        for (index, step) in history.enumerated() {
            try run.perform(step, index: index)
        }
        let findings = try HouseholdChecks(run: run).findings()
        return (run.record, findings)
    }

    /// The versions of the history generator, oldest first: a seed's history is the same under one
    /// version for ever, and the last is the one a run uses unless told.
    public static let generators = HistoryGenerator.Version.allCases.map(\.rawValue)

    /// A tag no other run of any checker on the server has: `h` and 6 random characters of a record id
    /// (its last: the first say when it was made, and two runs close together would share them).
    static func tag() -> String {
        "h" + IdentifierSource.random.next().rawValue.suffix(6)
    }
}
