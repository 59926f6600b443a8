/// What a run of the checker saw: how many histories and of what, and what failed.
public struct CheckerReport: Codable, Sendable {
    /// A history that failed its checks.
    public struct Failure: Codable, Sendable {
        /// The seed that replays it (`--seed S --histories 1`).
        public let seed: UInt64
        /// What its checks found.
        public let findings: [String]
        /// The shortest history found that fails the same way.
        public let shortestHistory: [String]
        /// How many reruns the shrinking took.
        public let shrinkReruns: Int
    }

    public let firstSeed: UInt64
    /// Random steps per history (after the opening).
    public let steps: Int
    /// The version of the history generator that drew them from their seeds (`--generator`).
    public let generator: Int
    public var histories = 0
    /// Steps carried out, the opening's included.
    public var operations = 0
    /// Syncs killed mid-way (`SIGKILL` at one of the sync's moments).
    public var kills = 0
    public var restarts = 0
    /// Conflicts shown to the accounts (one per record, value and account).
    public var conflicts = 0
    /// Commands the app refused (a viewer's write, a reading out of order, …) and syncs that failed.
    public var refused = 0
    public var syncFailures = 0
    /// The account's lifecycle: devices signed out and in again, passphrases changed, new devices.
    public var signOuts = 0
    public var passphraseChanges = 0
    public var newDevices = 0
    /// Sealed values on the server opened with their vehicle's key at the histories' ends.
    public var sealedValuesOpened = 0
    /// Plates and notes the histories wrote, looked for in clear in every table of the server.
    public var privateTextsSought = 0
    /// Findings by kind; every goal is 0.
    public var divergences = 0
    public var lostEdits = 0
    public var stuckDevices = 0
    public var viewerWrites = 0
    public var rawErrors = 0
    public var refusedChanges = 0
    public var sealingFailures = 0
    public var keyFailures = 0
    public var failures: [Failure] = []

    init(firstSeed: UInt64, steps: Int, generator: Int) {
        self.firstSeed = firstSeed
        self.steps = steps
        self.generator = generator
    }

    /// Whether every history passed.
    public var passed: Bool { failures.isEmpty }

    /// Counts one history.
    mutating func add(_ record: HistoryRecord, findings: [Finding]) {
        histories += 1
        operations += record.operations
        kills += record.kills
        restarts += record.restarts
        conflicts += record.sightings.count
        refused += record.refused
        syncFailures += record.syncFailures
        signOuts += record.signOuts
        passphraseChanges += record.passphraseChanges
        newDevices += record.newDevices
        sealedValuesOpened += record.sealedValuesOpened
        privateTextsSought += record.privateTextsSought
        for finding in findings {
            switch finding.kind {
            case .divergence: divergences += 1
            case .lostEdit: lostEdits += 1
            case .stuck: stuckDevices += 1
            case .viewerWrite: viewerWrites += 1
            case .rawError: rawErrors += 1
            case .refusedChange: refusedChanges += 1
            case .sealing: sealingFailures += 1
            case .keys: keyFailures += 1
            }
        }
    }

    /// The report as a few lines of text.
    public var summary: String {
        """
        histories \(histories) (seeds \(firstSeed)…\(firstSeed + UInt64(max(histories, 1)) - 1), \(steps) random steps each, generator \(generator))
        operations \(operations), killed syncs \(kills), server restarts \(restarts), conflicts shown \(conflicts), \
        refused commands \(refused) (failed syncs \(syncFailures))
        sign-outs and sign-ins \(signOuts), passphrase changes \(passphraseChanges), new devices \(newDevices)
        sealing on: sealed values opened \(sealedValuesOpened), plates and notes looked for in clear \(privateTextsSought)
        divergences \(divergences), lost edits \(lostEdits), stuck devices \(stuckDevices), viewer writes \(viewerWrites), \
        raw errors \(rawErrors), refused commands that changed records \(refusedChanges), sealing failures \(sealingFailures), \
        key failures \(keyFailures)
        \(passed ? "every history passed" : "\(failures.count) histor\(failures.count == 1 ? "y" : "ies") failed: seeds \(failures.map { String($0.seed) }.joined(separator: ", "))")
        """
    }
}
