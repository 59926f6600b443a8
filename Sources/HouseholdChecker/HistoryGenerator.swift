import GarageRules
import GloveboxTestSupport

/// Draws a household history from a seed: the same seed, the same steps.
///
/// Every history opens the same way (two owners each add a vehicle; the first shares its vehicle
/// with the second account as an editor and with the third as a viewer; everybody syncs), so that
/// the random steps after it meet shared vehicles from the start. Then each step is drawn by weight:
/// mostly record changes on any device (viewers' included, which the app must refuse), syncs, some
/// killed mid-sync, shares, role changes and revocations, undo, conflicts kept and dismissed, and
/// one server restart at a random place; from ``Version/second`` on, also sign-outs and sign-ins,
/// passphrase changes and new devices of an account.
struct HistoryGenerator {
    /// How a seed becomes steps. A failing seed is quoted (in BENCHMARKS.md, in issues) so that it can
    /// be replayed: a version, once a run of the checker used it, draws the same steps from a seed for
    /// ever, and new kinds of step come with a new version.
    enum Version: Int, CaseIterable, Codable, Sendable {
        /// Record changes, syncs and killed syncs, shares, undo, conflicts, a server restart: the
        /// histories quoted until the account's lifecycle joined them.
        case first = 1
        /// The first version's steps, and, drawn first at each step (one step in twenty), a device's
        /// sign-out and sign-in, a passphrase change, or a new device of an account.
        case second = 2

        /// The version a run uses unless told otherwise.
        static let latest = Version.second
    }

    /// How many random steps follow the opening.
    let steps: Int
    /// How seeds become steps.
    var version = Version.latest

    /// The history of `seed`.
    func history(seed: UInt64) -> [HistoryStep] {
        var random = SplitMix(seed: seed)
        var history: [HistoryStep] = [
            .addVehicle(device: 0), .addVehicle(device: 2), .sync(device: 0), .sync(device: 2),
            .share(device: 0, pick: 0, account: 1, asEditor: true), .share(device: 0, pick: 0, account: 2, asEditor: false),
        ] + (0..<HouseholdLayout.deviceNames.count).map { HistoryStep.sync(device: $0) }
        let restart = Int.random(in: 0..<max(steps, 1), using: &random)
        for index in 0..<steps {
            if index == restart {
                history.append(.restartServer)
                continue
            }
            history.append(version == .first ? step(&random) : stepWithLifecycle(&random))
        }
        return history
    }

    /// A step of the second version: one in twenty is of the account's lifecycle, the others drawn as
    /// the first version draws them.
    private func stepWithLifecycle(_ random: inout SplitMix) -> HistoryStep {
        let roll = Int.random(in: 0..<100, using: &random)
        guard roll < 5 else { return step(&random) }
        let device = Int.random(in: 0..<HouseholdLayout.deviceNames.count, using: &random)
        switch roll {
        case 0..<2: return .signOutAndIn(device: device, recoveryKey: Bool.random(using: &random))
        case 2..<3: return .changePassphrase(device: device)
        default: return .newDevice(device: device, recoveryKey: Bool.random(using: &random))
        }
    }

    /// The moments a killed sync may die at (a push's on its first or second page).
    static let killMoments = [
        "push-sent:1", "push-committed:1", "push-acknowledged:1", "push-committed:2",
        "pull-started", "pull-read", "pull-applying", "pull-committed",
    ]

    private func step(_ random: inout SplitMix) -> HistoryStep {
        let device = Int.random(in: 0..<HouseholdLayout.deviceNames.count, using: &random)
        let pick = Int.random(in: 0..<64, using: &random)
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<5:
            return .addVehicle(device: device)
        case 5..<60:
            let kind = RecordKind.allCases.randomElement(using: &random)!
            let actionRoll = Int.random(in: 0..<100, using: &random)
            var action: HistoryStep.Action = actionRoll < 45 ? .add : actionRoll < 87 ? .edit : .remove
            // Vehicles are added by their own step (which names them), so a vehicle's "add" edits it.
            if kind == .vehicle && action == .add { action = .edit }
            return .record(device: device, kind: kind, action: action, pick: pick, variant: Int.random(in: 0..<1_000, using: &random))
        case 60..<67:
            let account = Int.random(in: 0..<HouseholdLayout.accountLetters.count, using: &random)
            return .share(device: device, pick: pick, account: account, asEditor: Bool.random(using: &random))
        case 67..<69:
            let account = Int.random(in: 0..<HouseholdLayout.accountLetters.count, using: &random)
            return .unshare(device: device, pick: pick, account: account)
        case 69..<89:
            return .sync(device: device)
        case 89..<93:
            return .killedSync(device: device, moment: Self.killMoments.randomElement(using: &random)!)
        case 93..<96:
            return .undo(device: device)
        case 96..<99:
            return .keepConflict(device: device, pick: pick)
        default:
            return .dismissConflicts(device: device)
        }
    }
}
