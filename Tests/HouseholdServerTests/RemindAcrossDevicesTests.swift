import AppCore
import Foundation
import GloveboxTestSupport
import HouseholdSync
import PostgresClient
import Testing
import WidgetContract

extension HouseholdServerTests {
    /// `glovebox remind` on two devices of one account linked to one household server: each change
    /// is told once between them (a claim on the server, schema 14), a claim whose send failed is
    /// tried again, a server that cannot be asked leaves each device sending alone (at least once),
    /// the claims are pruned, and no account sees or takes another's claims.
    @Suite struct RemindAcrossDevices {
        /// Two homes of one account, linked to the cluster, with one insurance due in three days (due
        /// soon) made on the phone and synced to the laptop, and one command channel each that appends
        /// what it is told to one shared file.
        struct Pair {
            let account: TestAccount
            let phone = GloveboxHome(ids: "p")
            let laptop = GloveboxHome(ids: "l")
            let files = TemporaryDirectory(prefix: "glovebox-remind-devices")
            /// The command both channels run: the same on both, so one channel between them.
            let command: String

            var log: String { files.path + "/told.txt" }
            /// While this file exists, the command fails (before telling anything).
            var failing: String { files.path + "/failing" }
            var homes: [GloveboxHome] { [phone, laptop] }

            init(_ prefix: String, pause: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws {
                account = try TestCluster.shared().addAccount(prefix)
                command = "if [ -e '\(files.path)/failing' ]; then exit 3; fi; "
                    + "echo \"$GLOVEBOX_TITLE $GLOVEBOX_STATE\" >> '\(files.path)/told.txt'" + (pause ? "; sleep 0.2" : "")
                // Both homes pinned to one instant, so that they agree on the day.
                laptop.now = phone.now
                for home in homes {
                    let login = home.run(
                        "login", account.name, "--server", account.url, "--password-file", try home.passwordFile(account.password))
                    #expect(login.status == 0, "\(login.errors)", sourceLocation: sourceLocation)
                }
                RemindAcrossDevices.succeed(phone, "vehicle", "add", "Clio", sourceLocation: sourceLocation)
                RemindAcrossDevices.succeed(phone, "deadline", "add", "Clio", "insurance", day(in: 3), sourceLocation: sourceLocation)
                try syncUntil(homes, sourceLocation: sourceLocation) {
                    let app = laptop.session()
                    defer { app.close() }
                    return try app.currentReminders().count == 1
                }
                for home in homes { RemindAcrossDevices.succeed(home, "remind", "add", "command", command, sourceLocation: sourceLocation) }
            }

            /// The phone's local day `days` after today, as commands take it.
            func day(in days: Int) -> String {
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = phone.timeZone
                return CalendarDay(containing: phone.now, in: calendar).adding(days: days).isoString
            }

            /// Moves both homes' clocks by `days`.
            func advance(days: Int) {
                for home in homes { home.now = home.now.addingTimeInterval(Double(days) * 86_400) }
            }

            /// What the command channels appended, line by line.
            func told() throws -> [String] {
                guard FileManager.default.fileExists(atPath: log) else { return [] }
                return try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
            }

            /// The account's claims, as `state sent|unsent`, straight from the server as the account.
            func claims() throws -> [String] {
                let connection = try account.connect()
                defer { connection.close() }
                return try connection.query(
                    "SELECT state || ' ' || CASE WHEN sent_at IS NULL THEN 'unsent' ELSE 'sent' END FROM glovebox.reminder_claim ORDER BY claimed_at"
                ).rows.map { $0[0] ?? "" }
            }

            /// The account's server URL with a port nobody listens on.
            var deadURL: String {
                account.url.replacingOccurrences(of: #"localhost:[0-9]+/"#, with: "localhost:1/", options: .regularExpression)
            }

            /// The claim identity of the command channel.
            var channel: String { ReminderChannel(id: "command-1", kind: .command(command)).claimIdentity }

            /// The insurance's subject and due point, as the reminders name them.
            func insurance() throws -> (subject: String, due: String) {
                let app = phone.session()
                defer { app.close() }
                let reminder = try #require(try app.currentReminders().first)
                return (reminder.subject, reminder.due)
            }
        }

        @discardableResult
        static func succeed(_ home: GloveboxHome, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) -> GloveboxHome.Result {
            let result = home.run(arguments)
            #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result.errors)", sourceLocation: sourceLocation)
            return result
        }

        @Test func twoDevicesOfOneAccountTellEachChangeOnceBetweenThem() throws {
            let pair = try Pair("remind-two")
            Self.succeed(pair.phone, "remind")
            #expect(try pair.told() == ["Insurance · Clio dueSoon"])
            let second = Self.succeed(pair.laptop, "remind")
            #expect(second.output.contains("already sent by another device to command-1: Insurance · Clio"), "\(second.output)")
            #expect(second.errors.isEmpty, "\(second.errors)")
            // Every minute on both: nothing again, and nothing asked of the server (each device has
            // recorded it).
            for home in pair.homes { Self.succeed(home, "remind") }
            #expect(try pair.told() == ["Insurance · Clio dueSoon"])

            // Its due day: the laptop runs first this time.
            pair.advance(days: 3)
            Self.succeed(pair.laptop, "remind")
            Self.succeed(pair.phone, "remind")
            // The day after: overdue.
            pair.advance(days: 1)
            Self.succeed(pair.phone, "remind")
            Self.succeed(pair.laptop, "remind")
            for home in pair.homes { Self.succeed(home, "remind") }
            #expect(try pair.told() == ["Insurance · Clio dueSoon", "Insurance · Clio due", "Insurance · Clio overdue"])
            #expect(try pair.claims() == ["dueSoon sent", "due sent", "overdue sent"])
        }

        @Test func runsStartedTogetherOnTwoDevicesTellTheChangeOnce() throws {
            let pair = try Pair("remind-together", pause: true)
            // Real processes on the real clock, three per device at once: the devices' own locks do not
            // span devices, so only the server's claim keeps them from all sending.
            let runs = try (0..<3).flatMap { _ in try pair.homes.map { try $0.spawn(["remind"], faults: []) } }
            for run in runs { run.waitUntilExit() }
            #expect(runs.map(\.terminationStatus) == Array(repeating: 0, count: runs.count))
            // A run that met the claim unsent (another was sending) tells nothing; the next one records it.
            for home in pair.homes { Self.succeed(home, "remind") }
            #expect(try pair.told() == ["Insurance · Clio dueSoon"])
            #expect(try pair.claims() == ["dueSoon sent"])
        }

        @Test func aClaimWhoseSendFailedIsReleasedAndToldAtANextRun() throws {
            let pair = try Pair("remind-fail")
            #expect(FileManager.default.createFile(atPath: pair.failing, contents: nil))
            let failed = pair.phone.run("remind")
            #expect(failed.status == 1)
            #expect(failed.errors.contains("command-1 failed"), "\(failed.errors)")
            #expect(try pair.claims() == [], "released, not held")
            // The laptop is not kept waiting by the phone's failure: it claims, fails, releases too.
            #expect(pair.laptop.run("remind").status == 1)
            #expect(try pair.claims() == [])
            // The channel works again: the phone's next run tells it, the laptop records it.
            try FileManager.default.removeItem(atPath: pair.failing)
            pair.phone.now = pair.phone.now.addingTimeInterval(3600)
            Self.succeed(pair.phone, "remind")
            Self.succeed(pair.laptop, "remind")
            #expect(try pair.told() == ["Insurance · Clio dueSoon"])
            #expect(try pair.claims() == ["dueSoon sent"])
        }

        @Test func aClaimHeldUnsentByAnotherDeviceWaitsForItsLeaseThenIsTakenOver() throws {
            let pair = try Pair("remind-lease")
            let insurance = try pair.insurance()
            // A third device of the account claimed it and has not sent it (still sending, or dead).
            let connection = try pair.account.connect()
            defer { connection.close() }
            try connection.execute(
                """
                INSERT INTO glovebox.reminder_claim (channel, subject, state, due, due_day, device)
                VALUES ($1, $2, 'dueSoon', $3, $4::date, 'abababababababababababababababab')
                """, [pair.channel, insurance.subject, insurance.due, pair.day(in: 3)])
            let waiting = Self.succeed(pair.phone, "remind")
            #expect(waiting.output.contains("1 message is being sent by another device"), "\(waiting.output)")
            Self.succeed(pair.laptop, "remind")
            #expect(try pair.told() == [])
            // Past the lease, the holder is taken for dead: the next run takes the claim and tells it.
            try connection.execute(
                "UPDATE glovebox.reminder_claim SET claimed_at = now() - make_interval(secs => $1)",
                [HouseholdReminderClaims.leaseSeconds + 60])
            Self.succeed(pair.laptop, "remind")
            Self.succeed(pair.phone, "remind")
            #expect(try pair.told() == ["Insurance · Clio dueSoon"])
            #expect(try pair.claims() == ["dueSoon sent"])
        }

        @Test func aServerThatCannotBeAskedLeavesEachDeviceSendingAloneAndSaysSo() throws {
            let pair = try Pair("remind-unreachable")
            Self.succeed(pair.phone, "remind")
            // The laptop's link now names a port nobody listens on.
            let app = pair.laptop.session()
            try ServerLinkFile.save(ServerLink(server: pair.deadURL, account: pair.account.name, password: pair.account.password), in: app)
            app.close()
            let alone = Self.succeed(pair.laptop, "remind")
            #expect(alone.output.contains("sent to command-1: Insurance · Clio"), "\(alone.output)")
            #expect(alone.errors.contains("warning: could not claim the reminders on the household server"), "\(alone.errors)")
            #expect(alone.errors.contains("localhost:1"), "the message names the server: \(alone.errors)")
            // At least once: told twice rather than lost, and then recorded on the laptop.
            #expect(try pair.told() == ["Insurance · Clio dueSoon", "Insurance · Clio dueSoon"])
            // The next run sends nothing again (recorded on the laptop); it tries to tell the server
            // what it sent alone, and says that it still could not.
            let again = Self.succeed(pair.laptop, "remind")
            #expect(again.errors.contains("warning: could not claim"), "\(again.errors)")
            #expect(try pair.told().count == 2)
        }

        @Test func whatADeviceSentAloneIsToldToTheServerOnceItAnswersAgain() throws {
            let pair = try Pair("remind-late")
            let app = pair.laptop.session()
            try ServerLinkFile.save(ServerLink(server: pair.deadURL, account: pair.account.name, password: pair.account.password), in: app)
            app.close()
            let alone = Self.succeed(pair.laptop, "remind")
            #expect(alone.errors.contains("warning: could not claim"), "\(alone.errors)")
            #expect(try pair.told() == ["Insurance · Clio dueSoon"])
            // Still away: the next run tries again, and keeps it for later.
            pair.laptop.now = pair.laptop.now.addingTimeInterval(60)
            #expect(Self.succeed(pair.laptop, "remind").errors.contains("warning: could not claim"))
            #expect(try pair.claims() == [])

            // The server answers again: the laptop's next run tells it what it sent, once.
            let relinked = pair.laptop.session()
            try ServerLinkFile.save(ServerLink(server: pair.account.url, account: pair.account.name, password: pair.account.password), in: relinked)
            relinked.close()
            pair.laptop.now = pair.laptop.now.addingTimeInterval(60)
            let late = Self.succeed(pair.laptop, "remind")
            #expect(late.output.contains("told the household server of 1 message sent while it could not be asked"), "\(late.output)")
            #expect(late.errors.isEmpty, "\(late.errors)")
            #expect(try pair.claims() == ["dueSoon sent"])
            #expect(!Self.succeed(pair.laptop, "remind").output.contains("told the household server"))
            // So the phone, which never sent it, records it without sending.
            let phone = Self.succeed(pair.phone, "remind")
            #expect(phone.output.contains("already sent by another device"), "\(phone.output)")
            #expect(try pair.told() == ["Insurance · Clio dueSoon"])
        }

        @Test func theDaysFirstRunPrunesClaimsThatNoLongerApplyAndKeepsActiveOnes() throws {
            let pair = try Pair("remind-prune")
            Self.succeed(pair.phone, "remind")
            let connection = try pair.account.connect()
            defer { connection.close() }
            let other = "0123456789abcdef0123456789abcdef"
            let device = "cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd"
            func claim(_ subject: String, due: String, day: String?) throws {
                try connection.execute(
                    """
                    INSERT INTO glovebox.reminder_claim (channel, subject, state, due, due_day, device, sent_at)
                    VALUES ($1, $2, 'overdue', $3, $4::date, $5, now())
                    """, [other, subject, due, day, device])
            }
            try claim("deadline:long-past", due: "day:\(pair.day(in: -61))", day: pair.day(in: -61))
            try claim("deadline:recently-past", due: "day:\(pair.day(in: -59))", day: pair.day(in: -59))
            try claim("maintenance:by-distance", due: "odometer:9000", day: nil)
            try claim("maintenance:by-distance-old", due: "odometer:8000", day: nil)
            try claim("deadline:renewed", due: "day:\(pair.day(in: 100))", day: pair.day(in: 100))
            try connection.execute(
                """
                UPDATE glovebox.reminder_claim SET claimed_at = now() - interval '401 days'
                WHERE subject IN ('maintenance:by-distance-old') OR channel <> $1
                """, [other])
            // The same day, a run with nothing to claim asks nothing: all still there.
            Self.succeed(pair.phone, "remind")
            #expect(try connection.query("SELECT count(*) FROM glovebox.reminder_claim").scalar == "6")
            // The next day's first run prunes what no longer applies; the active insurance stays, however old its claim.
            pair.advance(days: 1)
            Self.succeed(pair.phone, "remind")
            let left = try connection.query("SELECT subject FROM glovebox.reminder_claim ORDER BY subject").rows.map { $0[0] ?? "" }
            #expect(left == ["deadline:recently-past", "deadline:renewed", try pair.insurance().subject, "maintenance:by-distance"].sorted())
        }

        @Test func anAccountNeitherSeesNorTakesNorChangesAnothersClaims() throws {
            let pair = try Pair("remind-owner")
            Self.succeed(pair.phone, "remind")
            let insurance = try pair.insurance()
            let stranger = try TestCluster.shared().addAccount("remind-stranger").connect()
            defer { stranger.close() }
            #expect(try stranger.query("SELECT count(*) FROM glovebox.reminder_claim").scalar == "0")
            #expect(try stranger.execute("UPDATE glovebox.reminder_claim SET sent_at = NULL") == 0)
            #expect(try stranger.execute("DELETE FROM glovebox.reminder_claim") == 0)
            // Naming the account is not possible: the column takes only its default, the caller.
            expectRefused(.privilege) {
                try stranger.execute(
                    """
                    INSERT INTO glovebox.reminder_claim (account, channel, subject, state, due, device)
                    VALUES ($1, $2, $3, 'dueSoon', $4, 'efefefefefefefefefefefefefefefef')
                    """, [pair.account.role, pair.channel, insurance.subject, insurance.due])
            }
            expectRefused(.privilege) { try stranger.execute("UPDATE glovebox.reminder_claim SET account = account") }
            // The same claim made as the stranger is the stranger's own: the owner's is untouched, and
            // the owner's devices still record theirs as sent.
            let taken = try stranger.query(
                """
                INSERT INTO glovebox.reminder_claim (channel, subject, state, due, device)
                VALUES ($1, $2, 'dueSoon', $3, 'efefefefefefefefefefefefefefefef') RETURNING account
                """, [pair.channel, insurance.subject, insurance.due])
            #expect(taken.scalar != pair.account.role)
            #expect(try pair.claims() == ["dueSoon sent"])
            Self.succeed(pair.laptop, "remind")
            #expect(try pair.told() == ["Insurance · Clio dueSoon"])
        }
    }
}
