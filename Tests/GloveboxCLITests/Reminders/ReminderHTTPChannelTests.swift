import Foundation
import GloveboxTestSupport
import Testing

/// Issue 25, item 1 and 2: the ntfy and Gotify channels, received by HTTP servers on loopback; a
/// channel that fails is reported, never stops the other, and is told what waited at the next run.
@Suite struct ReminderHTTPChannelTests {
    static let token = "AzGotifyApplicationToken42"

    @Test func ntfyAndGotifyAreToldEachChangeOnceAndAFailingOneRecoversAtTheNextRun() throws {
        let ntfy = try LoopbackHTTPServer()
        let gotify = try LoopbackHTTPServer(failing: [500])
        let cli = CLIHarness.reminderGarage()
        try cli.useReminderHost()
        cli.succeed("remind", "add", "ntfy", ntfy.url("/glovebox-test-topic"))
        cli.succeed("remind", "add", "gotify", gotify.url(), Self.token)

        // Gotify answers 500: it stops for this run, reported; ntfy is told everything.
        let first = cli.run("remind")
        #expect(first.status == 1)
        #expect(first.errors.contains("gotify-2 failed"), "\(first.errors)")
        #expect(first.errors.contains("HTTP status 500"), "\(first.errors)")
        #expect(first.errors.contains("3 messages wait for the next run"), "\(first.errors)")
        #expect(ntfy.requests.count == 3)
        #expect(gotify.requests.count == 1)

        // The next run tells Gotify the three it missed, and ntfy nothing again.
        cli.at("2026-11-29T09:05:00Z")
        cli.succeed("remind")
        #expect(ntfy.requests.count == 3)
        #expect(gotify.requests.count == 4)
        cli.succeed("remind")
        #expect(ntfy.requests.count == 3)
        #expect(gotify.requests.count == 4)

        // ntfy: JSON publishing to the server's root, the topic named in the body.
        for request in ntfy.requests {
            #expect(request.method == "POST")
            #expect(request.path == "/")
            #expect(request.json["topic"] as? String == "glovebox-test-topic")
            #expect((request.json["click"] as? String)?.hasPrefix("glovebox://") == true)
        }
        let oil = try #require(ntfy.requests.first { $0.json["title"] as? String == "Oil · Clio" })
        #expect(oil.json["priority"] as? Int == 5)
        let insurance = try #require(ntfy.requests.first { $0.json["title"] as? String == "Insurance · Clio" })
        #expect(insurance.json["priority"] as? Int == 3)
        #expect((insurance.json["message"] as? String)?.hasPrefix("Due soon · In 4 days") == true)

        // Gotify: /message, the token in its header only, the deep link as the click URL.
        for request in gotify.requests {
            #expect(request.method == "POST")
            #expect(request.path == "/message")
            #expect(request.headers["x-gotify-key"] == Self.token)
            let extras = request.json["extras"] as? [String: Any]
            let click = (extras?["client::notification"] as? [String: Any])?["click"] as? [String: Any]
            #expect((click?["url"] as? String)?.hasPrefix("glovebox://") == true)
        }
        let urgent = gotify.requests.filter { $0.json["priority"] as? Int == 8 }.compactMap { $0.json["title"] as? String }
        #expect(urgent == ["Oil · Clio", "Oil · Clio"], "the failed try and the retry: \(urgent)")
    }

    @Test func aThursdayRunTellsOnlyWhatChanged() throws {
        let ntfy = try LoopbackHTTPServer()
        let cli = CLIHarness.reminderGarage()
        try cli.useReminderHost()
        cli.succeed("remind", "add", "ntfy", ntfy.url("/topic"))
        cli.succeed("remind")
        cli.at("2026-12-03T09:00:00Z")
        cli.succeed("remind")
        let titles = ntfy.requests.dropFirst(3).map { ($0.json["title"] as? String ?? "") + ": " + ($0.json["message"] as? String ?? "") }
        #expect(titles == ["Insurance · Clio: Due now · Today"], "\(titles)")
        #expect(ntfy.requests.last?.json["priority"] as? Int == 4)
    }

    @Test func aPlateTypedIntoATitleIsMaskedAndSignedOutTellsNothing() throws {
        let ntfy = try LoopbackHTTPServer()
        let cli = CLIHarness.reminderGarage()
        try cli.useReminderHost()
        cli.succeed("deadline", "add", "Clio", "custom", "2026-11-30", "--title", "Parking permit AB-12-CD")
        cli.succeed("remind", "add", "ntfy", ntfy.url("/topic"))
        cli.succeed("remind")
        let texts = ntfy.requests.map { String(decoding: $0.body, as: UTF8.self) }
        #expect(texts.count == 4)
        #expect(texts.contains { $0.contains("Parking permit") }, "\(texts)")
        #expect(!texts.contains { $0.contains("AB-12-CD") }, "\(texts)")

        cli.succeed("logout")
        cli.at("2026-12-04T09:00:00Z")
        let signedOut = cli.succeed("remind")
        #expect(signedOut.output.contains("signed out: nothing to remind of"))
        #expect(ntfy.requests.count == 4)
    }

    @Test func listMasksTheTokenAndTheChannelsFileIsPrivate() throws {
        let cli = CLIHarness.reminderGarage()
        try cli.useReminderHost()
        cli.succeed("remind", "add", "gotify", "https://gotify.example.com", Self.token)
        let list = cli.succeed("remind", "list")
        #expect(!list.output.contains(Self.token))
        #expect(!list.output.contains(String(Self.token.dropFirst(2))))
        #expect(list.output.contains("gotify-1  gotify https://gotify.example.com token Az…"), "\(list.output)")
        let path = cli.root + "/app/reminders.json"
        let mode = try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode == 0o600, "mode \(String(mode, radix: 8))")

        cli.succeed("remind", "remove", "gotify-1")
        #expect(cli.succeed("remind", "list").output.contains("no reminder channel"))
        #expect(cli.run("remind", "remove", "gotify-1").status == 1)
    }

    @Test func addressesThatAreNotAChannelsAreRefused() throws {
        let cli = CLIHarness.reminderGarage()
        try cli.useReminderHost()
        #expect(cli.run("remind", "add", "ntfy", "ntfy.sh/no-scheme").status == 2)
        #expect(cli.run("remind", "add", "gotify", "ftp://example.com", "t0ken").status == 2)
        #expect(cli.run("remind", "add", "gotify", "https://example.com", "").status == 2)
        #expect(cli.succeed("remind", "list").output.contains("no reminder channel"))
    }

    @Test func aCommandChannelGetsTheMessageInItsEnvironment() throws {
        let cli = CLIHarness.reminderGarage()
        try cli.useReminderHost()
        let log = cli.root + "/told.txt"
        cli.succeed("remind", "add", "command", "printf '%s|%s|%s\\n' \"$GLOVEBOX_URGENT\" \"$GLOVEBOX_TITLE\" \"$GLOVEBOX_STATE\" >> '\(log)'")
        cli.succeed("remind")
        cli.succeed("remind")
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(lines == ["1|Oil · Clio|overdue", "0|Insurance · Clio|dueSoon", "0|Tyres · Clio|dueSoon"], "\(lines)")

        cli.succeed("remind", "add", "command", "exit 3")
        cli.at("2026-12-03T09:00:00Z")
        let failed = cli.run("remind")
        #expect(failed.status == 1)
        #expect(failed.errors.contains("command-2 failed"), "\(failed.errors)")
        #expect(try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").count == 4, "the first command went on")
    }
}
