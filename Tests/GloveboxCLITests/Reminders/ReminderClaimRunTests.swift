import AppCore
import Foundation
import GloveboxTestSupport
import LinuxPlatform
import SnapshotBuilding
import Testing

/// `runReminders(claims:)` against claims that answer as a test says (the household server's own
/// answers are `HouseholdServerTests.RemindAcrossDevices`): what a run does with each answer, and
/// with a server that fails halfway.
@Suite struct ReminderClaimRunTests {
    /// Claims that answer `outcome`, or throw once `failing` says so; every call is logged.
    final class ScriptedClaims: ReminderClaims {
        struct Down: Error, CustomStringConvertible {
            var description: String { "the test's server is down" }
        }

        var outcome: ReminderClaimOutcome = .mine
        /// Throws from this claim on (1-based), or never.
        var failingFromClaim: Int?
        var calls: [String] = []
        private var claimCount = 0

        func claim(_ claim: ReminderClaim) throws -> ReminderClaimOutcome {
            claimCount += 1
            if let failing = failingFromClaim, claimCount >= failing {
                calls.append("claim-failed \(claim.subject.prefix(4))")
                throw Down()
            }
            calls.append("claim \(claim.subject.prefix(4))")
            return outcome
        }

        func confirm(_ claim: ReminderClaim) throws {
            if failingFromClaim.map({ claimCount >= $0 }) == true { throw Down() }
            calls.append("confirm \(claim.subject.prefix(4)) \(claim.state)")
        }

        func release(_ claim: ReminderClaim) throws {
            calls.append("release \(claim.subject.prefix(4))")
        }

        func prune(keeping active: Set<String>, dueBefore: String, limit: Int) throws -> Int {
            calls.append("prune \(active.count)")
            return 0
        }
    }

    /// The session `cli`'s commands run in.
    func session(_ cli: CLIHarness) -> AppSession {
        let pinned = cli.now
        return AppSession(environment: AppEnvironment(
            variables: ["GLOVEBOX_HOME": cli.root], homeDirectory: cli.home.path, now: { pinned },
            defaultTimeZone: cli.timeZone, ids: cli.ids))
    }

    /// A reminder garage with one command channel (the tests deliver through their own closure).
    func garage() -> CLIHarness {
        let cli = CLIHarness.reminderGarage()
        cli.succeed("remind", "add", "command", "true")
        return cli
    }

    @Test func aServerThatFailsHalfwayLeavesTheRestToThisDeviceAndIsToldAtTheNextRun() throws {
        let cli = garage()
        let claims = ScriptedClaims()
        claims.failingFromClaim = 2
        var sent: [String] = []
        let app = session(cli)
        defer { app.close() }
        let report = try app.runReminders(claims: claims) { _, reminder in sent.append(reminder.title) }
        // The first was claimed and confirmed; the second found the server down and was sent alone;
        // the third was sent alone without asking again (one timeout per run, not one per message).
        #expect(sent == ["Oil · Clio", "Insurance · Clio", "Tyres · Clio"])
        #expect(claims.calls == ["claim main", "confirm main overdue", "claim-failed dead"])
        #expect(report.claimProblem == "the test's server is down")
        #expect(report.deliveries.count == 3)

        // The server is back: the two it was not told of are confirmed first; nothing is sent again.
        claims.failingFromClaim = nil
        claims.calls = []
        let next = try app.runReminders(claims: claims) { _, reminder in sent.append(reminder.title) }
        #expect(next.lateConfirmations == 2)
        #expect(next.claimProblem == nil)
        #expect(claims.calls == ["confirm dead dueSoon", "confirm main dueSoon", "prune 3"])
        #expect(sent.count == 3)
        claims.calls = []
        #expect(try app.runReminders(claims: claims) { _, _ in }.lateConfirmations == 0)
        #expect(claims.calls == [], "nothing to claim or confirm, and not the day's first run: nothing asked")
    }

    @Test func aClaimHeldElsewhereIsNeitherSentNorRecordedAndOneToldElsewhereIsRecordedUnsent() throws {
        let cli = garage()
        let claims = ScriptedClaims()
        claims.outcome = .heldElsewhere
        var sent: [String] = []
        let app = session(cli)
        defer { app.close() }
        let held = try app.runReminders(claims: claims) { _, reminder in sent.append(reminder.title) }
        #expect(held.heldElsewhere == 3 && sent.isEmpty && held.deliveries.isEmpty)
        claims.outcome = .toldElsewhere
        let told = try app.runReminders(claims: claims) { _, reminder in sent.append(reminder.title) }
        #expect(told.toldElsewhere.count == 3 && sent.isEmpty)
        claims.calls = []
        _ = try app.runReminders(claims: claims) { _, reminder in sent.append(reminder.title) }
        #expect(claims.calls.isEmpty, "recorded: not asked again")
    }

    @Test func aSendThatFailsReleasesItsClaimAndTheNextRunClaimsItAgain() throws {
        let cli = garage()
        let claims = ScriptedClaims()
        struct Refused: Error {}
        let app = session(cli)
        defer { app.close() }
        let failed = try app.runReminders(claims: claims) { _, _ in throw Refused() }
        #expect(failed.failures.count == 1)
        #expect(claims.calls.prefix(2) == ["claim main", "release main"])
        claims.calls = []
        var sent: [String] = []
        _ = try app.runReminders(claims: claims) { _, reminder in sent.append(reminder.title) }
        #expect(sent.count == 3)
        #expect(claims.calls.filter { $0.hasPrefix("claim") }.count == 3)
    }
}
