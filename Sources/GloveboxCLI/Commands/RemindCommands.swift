import AppCore
import ArgumentParsing
import Foundation
import ReminderDelivery
import SnapshotBuilding

/// `remind …`: reminders of deadlines and maintenance through desktop notifications, ntfy, Gotify or
/// a command, and the systemd user timer that sends them.
enum RemindCommands {
    static let all = [run, addDesktop, addNtfy, addGotify, addCommand, list, remove, test, install, uninstall]

    /// `glovebox remind` alone is `remind run` (what the timer runs): a command's path may not begin
    /// another's, so the bare word is expanded before the catalog resolves it. Help flags still list the group.
    static func expandingBareRemind(_ words: [String]) -> [String] {
        guard words.first == "remind" else { return words }
        guard let next = words.dropFirst().first else { return ["remind", "run"] }
        guard next.hasPrefix("-"), next != "-h", next != "--help" else { return words }
        return ["remind", "run"] + words.dropFirst()
    }

    static let run = GloveboxCommand(
        ["remind", "run"], summary: "send each deadline and maintenance state change once, through every channel",
        discussion: """
            'glovebox remind' alone runs this; the timer of 'remind install' runs it every day at 09:00 and at
            login. Each deadline and maintenance item that is due soon, due (today, or at its due odometer) or
            overdue, by its date or by the odometer forecast, is told once per channel for each state of each
            occurrence: running it every minute sends nothing new, and a renewal, a service or a postponement
            starts again. Overdue is urgent (desktop urgency critical, ntfy priority 5, Gotify 8). Texts are in
            the app's language; with the lock on no odometer value is sent, and no amount ever is.
            A channel that fails stops for this run and is reported (exit 1); what it was not told is sent at
            the next run, and the other channels go on. At least once: a message is recorded as sent only after
            its channel took it, so a crash between the two may repeat that one message, never lose it.
            What was sent is kept in this device's logbook. A device linked to a household server ('glovebox
            login --server') also claims each message there before sending it, so that the account's devices
            tell it once between them (a channel is the same on two devices when its destination is: any two
            desktops, one ntfy topic); when the server cannot be asked, this device sends alone, says so, and
            tells the server at a later run. Records of occurrences that no longer apply are pruned as runs go.
            """
    ) { invocation in
        let app = invocation.app
        let deliverer = ReminderDeliverer(host: invocation.reminderHost)
        let claims = try ReminderClaimSource.claims(for: invocation)
        defer { claims.server?.close() }
        let report = try app.runReminders(claims: claims.server) { channel, reminder in try deliverer.deliver(reminder, via: channel) }
        let console = invocation.console
        // Signed out, no preference speaks: the words are the system locale's.
        let words = invocation.words
        if report.isSignedOut {
            console.line(words.text(.remindSignedOut))
            return
        }
        if report.channelCount == 0 {
            console.line(words.text(.remindNoChannelAll))
            return
        }
        for delivery in report.deliveries {
            console.line(words.text(.remindSent, [
                "channel": delivery.channel, "title": delivery.reminder.title, "body": delivery.reminder.body,
            ]))
        }
        for told in report.toldElsewhere {
            console.line(words.text(.remindToldElsewhere, ["channel": told.channel, "title": told.reminder.title, "body": told.reminder.body]))
        }
        if report.deliveries.isEmpty && report.toldElsewhere.isEmpty && report.heldElsewhere == 0 {
            console.line(words.plural(.remindNothingNew, count: report.activeCount))
        }
        if report.heldElsewhere > 0 {
            console.line(words.plural(.remindHeldElsewhere, count: report.heldElsewhere))
        }
        if report.lateConfirmations > 0 {
            console.line(words.plural(.remindLate, count: report.lateConfirmations))
        }
        if let problem = claims.problem ?? report.claimProblem {
            console.errorLine("glovebox: " + words.text(.warningPrefix, ["message": words.text(.remindClaimWarning, ["problem": "\(problem)"])]))
        }
        guard report.failures.isEmpty else {
            for failure in report.failures {
                console.errorLine("glovebox: " + words.plural(
                    .remindChannelFailed, count: failure.pending, ["channel": failure.channel, "reason": "\(failure.reason)"]))
            }
            throw CLIError.runtime(words.plural(.remindChannelsFailed, count: report.failures.count))
        }
    }

    static let ntfyURL = Argument("URL", help: "the topic's URL, such as https://ntfy.sh/my-car-reminders")
    static let gotifyURL = Argument("URL", help: "the server's URL, such as https://gotify.example.com")

    static let addDesktop = GloveboxCommand(
        ["remind", "add", "desktop"], summary: "send reminders as desktop notifications (freedesktop, over D-Bus)",
        discussion: "Notifications come from \"\(DesktopNotifier.appName)\" on the session bus of the user who runs 'glovebox remind'."
    ) { invocation in
        added(try invocation.app.addReminderChannel(.desktop), invocation)
    }

    static let addNtfy = GloveboxCommand(
        ["remind", "add", "ntfy"], summary: "send reminders to an ntfy topic",
        arguments: [ntfyURL],
        discussion: "The topic is the last part of the URL; pick one nobody can guess, since anyone who knows it can read it."
    ) { invocation in
        let address = invocation.arguments[ntfyURL]
        _ = try invocation.mapDelivery { try NtfyRequest.make(topicURL: address, title: "", body: "", link: nil, priority: 3) }
        added(try invocation.app.addReminderChannel(.ntfy(url: address)), invocation)
    }

    static let gotifyToken = Argument("TOKEN", help: "an application token of the Gotify server (kept in a 0600 file)")

    static let addGotify = GloveboxCommand(
        ["remind", "add", "gotify"], summary: "send reminders to a Gotify server",
        arguments: [gotifyURL, gotifyToken],
        discussion: """
            The token is kept in the app's private directory (reminders.json, mode 0600) and sent only in the
            X-Gotify-Key header; 'remind list' shows its first two characters.
            """
    ) { invocation in
        let address = invocation.arguments[gotifyURL]
        let token = invocation.arguments[gotifyToken]
        guard !token.isEmpty else { throw CLIError.validation(invocation.words.text(.remindGotifyTokenEmpty)) }
        _ = try invocation.mapDelivery {
            try GotifyRequest.make(serverURL: address, token: token, title: "", body: "", link: nil, priority: 4)
        }
        added(try invocation.app.addReminderChannel(.gotify(url: address, token: token)), invocation)
    }

    static let commandLine = Argument("CMD", help: "a shell command, run by /bin/sh -c")

    static let addCommand = GloveboxCommand(
        ["remind", "add", "command"], summary: "run a command for each reminder",
        arguments: [commandLine],
        discussion: """
            The message is in the environment (GLOVEBOX_TITLE, GLOVEBOX_BODY, GLOVEBOX_URL, GLOVEBOX_STATE,
            GLOVEBOX_URGENT 1 or 0), never in the command line. Exit status 0 counts as
            delivered; any other is a failure, retried at the next run.
            """
    ) { invocation in
        let command = invocation.arguments[commandLine]
        guard !command.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw CLIError.validation(invocation.words.text(.remindCommandEmpty))
        }
        added(try invocation.app.addReminderChannel(.command(command)), invocation)
    }

    static let list = GloveboxCommand(
        ["remind", "list"], summary: "list the reminder channels (Gotify tokens masked)"
    ) { invocation in
        let channels = try invocation.app.reminderChannels().channels
        if channels.isEmpty {
            invocation.console.line(invocation.words.text(.remindNoChannel))
        }
        for channel in channels { invocation.console.line("\(channel.id)  \(invocation.words.channelSummary(channel))") }
    }

    static let channelID = Argument("ID", help: "the channel's id, as 'remind list' prints it")

    static let remove = GloveboxCommand(
        ["remind", "remove"], summary: "remove a reminder channel", arguments: [channelID]
    ) { invocation in
        let channel = try invocation.app.removeReminderChannel(id: invocation.arguments[channelID])
        invocation.console.line(invocation.words.text(.remindRemoved, ["id": channel.id, "summary": invocation.words.channelSummary(channel)]))
    }

    static let optionalChannelID = OptionalArgument("ID", help: "the channel's id (default: every channel)")

    static let test = GloveboxCommand(
        ["remind", "test"], summary: "send a test message through every channel, or one",
        arguments: [optionalChannelID],
        discussion: "Records nothing: the reminders themselves are still sent by the next 'glovebox remind'."
    ) { invocation in
        let app = invocation.app
        var channels = try app.reminderChannels().channels
        if let id = invocation.arguments[optionalChannelID] {
            channels = channels.filter { $0.id == id }
            if channels.isEmpty { throw CLIError.validation(ReminderError.unknownChannel(id).description) }
        }
        let words = invocation.words
        if channels.isEmpty { throw CLIError.validation(words.text(.remindTestNoChannel)) }
        let message = ReminderBuilder.testMessage(context: try app.reminderContext())
        let deliverer = ReminderDeliverer(host: invocation.reminderHost)
        var failed = 0
        for channel in channels {
            do {
                try deliverer.send(
                    title: message.title, body: message.body, link: nil, state: "test", isUrgent: false, isDue: false, via: channel)
                invocation.console.line(words.text(.remindTestSent, ["id": channel.id]))
            } catch {
                failed += 1
                invocation.console.errorLine("glovebox: " + words.text(.remindTestFailed, ["channel": channel.id, "error": "\(error)"]))
            }
        }
        if failed > 0 {
            throw CLIError.runtime(words.plural(.remindTestChannelsFailed, count: channels.count, ["failed": words.count(failed)]))
        }
    }

    static let install = GloveboxCommand(
        ["remind", "install"], summary: "write a systemd user timer that runs 'glovebox remind' daily and at login",
        discussion: """
            Writes \(ReminderTimer.serviceName) and \(ReminderTimer.timerName) to ~/.config/systemd/user
            ($XDG_CONFIG_HOME/systemd/user when set): daily at 09:00 and two minutes after login, Persistent=true
            so a run missed while the machine was off happens when it is back. The service runs this executable
            by its absolute path, with GLOVEBOX_HOME when it is set. Without systemd, prints the crontab lines
            that do the same instead.
            """
    ) { invocation in
        let timer = ReminderTimer(host: invocation.reminderHost)
        let console = invocation.console
        // The language is read from the logbook as it is: setting up a timer creates no logbook.
        let words = invocation.app.inspectedLocale().map { CLIWords(localeTag: $0) } ?? .english
        guard invocation.reminderHost.hasSystemd else {
            console.line(words.text(.remindTimerNoSystemd))
            console.write(timer.crontab)
            return
        }
        let written: [String]
        do {
            written = try timer.install { path, bytes in try DurableFiles.replace(path, with: bytes) }
        } catch {
            throw CLIError.runtime(words.text(.remindTimerCannotWrite, ["error": "\(error)"]))
        }
        for path in written { console.line(words.text(.remindTimerWrote, ["path": path])) }
        console.line(words.text(.remindTimerEnable))
        for command in ReminderTimer.enableCommands { console.line("  \(command)") }
    }

    static let uninstall = GloveboxCommand(
        ["remind", "uninstall"], summary: "remove the systemd user timer of 'remind install'",
        options: [Confirmation.yes],
        discussion: "Asks first, or needs --yes. Leaves the channels and what was sent as they are."
    ) { invocation in
        let timer = ReminderTimer(host: invocation.reminderHost)
        let words = invocation.app.inspectedLocale().map { CLIWords(localeTag: $0) } ?? .english
        guard timer.isInstalled else {
            invocation.console.line(words.text(.remindTimerNone, ["directory": invocation.reminderHost.userUnitDirectory]))
            return
        }
        try Confirmation.require(
            words.text(.remindTimerRemoveAction, ["service": ReminderTimer.serviceName, "timer": ReminderTimer.timerName]),
            in: invocation, words: words)
        let removed: [String]
        do {
            removed = try timer.uninstall()
        } catch {
            throw CLIError.runtime(words.text(.remindTimerCannotRemove, ["error": "\(error)"]))
        }
        for path in removed { invocation.console.line(words.text(.remindTimerRemoved, ["path": path])) }
        invocation.console.line(words.text(.remindTimerForget))
        for command in ReminderTimer.forgetCommands { invocation.console.line("  \(command)") }
    }

    private static func added(_ channel: ReminderChannel, _ invocation: Invocation) {
        invocation.console.line(invocation.words.text(.remindAdded, ["id": channel.id, "summary": invocation.words.channelSummary(channel)]))
    }
}
