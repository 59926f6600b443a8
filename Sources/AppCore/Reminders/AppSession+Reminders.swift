import Foundation
import GarageStorage
import SharedContainer
import SnapshotBuilding

/// `glovebox remind`: the configured channels, and a run that tells each channel every state change
/// once.
extension AppSession {
    /// The lock that keeps two runs (a timer's and a terminal's, or one a minute) from sending the same
    /// reminder at once; beside the publishing lock, in the app-private directory.
    static let reminderLockName = ".remind.lock"

    /// The configured channels (none before the first `remind add`).
    public func reminderChannels() throws -> ReminderChannelList {
        guard let data = try readPrivateFile(ReminderChannelList.fileName) else { return ReminderChannelList() }
        return try ReminderChannelList.decode(data)
    }

    /// Adds a channel of `kind` and returns it.
    @discardableResult
    public func addReminderChannel(_ kind: ReminderChannel.Kind) throws -> ReminderChannel {
        try withReminderLock {
            var list = try reminderChannels()
            let channel = list.add(kind)
            try writePrivateFile(ReminderChannelList.fileName, contents: list.encoded())
            return channel
        }
    }

    /// Removes the channel `id`, with the record of what it was sent, and returns it.
    @discardableResult
    public func removeReminderChannel(id: String) throws -> ReminderChannel {
        try withReminderLock {
            var list = try reminderChannels()
            guard let channel = list.remove(id: id) else { throw ReminderError.unknownChannel(id) }
            try writePrivateFile(ReminderChannelList.fileName, contents: list.encoded())
            let store = try store()
            if try store.accounts.signedIn() != nil {
                try store.write(advancingGeneration: false) { try $0.reminders.forget(channel: id) }
            }
            return channel
        }
    }

    /// The reminders of the logbook now: every deadline and item the rules say is not ok, in the app's
    /// language and time zone, masked and locked as the widgets are.
    public func currentReminders() throws -> [Reminder] {
        let inputs = try pipeline().inputs()
        return ReminderBuilder.build(dashboard: inputs.dashboard, context: inputs.context)
    }

    /// The context `remind test` speaks in (the app's language).
    public func reminderContext() throws -> SnapshotContext {
        try pipeline().inputs().context
    }

    /// Tells every channel each reminder it has not been told, through `deliver`, and records each
    /// one the moment its channel took it.
    ///
    /// At least once: a message is recorded after `deliver` returns, in a transaction of its own, so
    /// a crash between the two sends that one message again at the next run; a message is never
    /// recorded before it was sent, so none is lost. A channel stops at its first failure (an
    /// unreachable server would otherwise cost a timeout per message); what it was not told waits for
    /// the next run, and the other channels go on. Runs are serialised by a lock, so two at once never
    /// both send.
    ///
    /// With `claims` (a device linked to a household server), each message this device has not
    /// recorded is first claimed there, so that the account's devices tell it once between them: a
    /// claim another device already sent is recorded here without sending, one another device holds
    /// unsent waits for the next run, and a claim whose send failed is released for the next run of
    /// any device. When the server cannot be asked, the run sends from this device alone and says so
    /// in the report (``ReminderRunReport/claimProblem``): a reminder told twice is better than one
    /// lost.
    ///
    /// Each run also prunes what no longer applies (``ReminderPruning``): this device's records, and,
    /// when the run asked the server anyway or is the first of its day, the account's claims.
    public func runReminders(
        claims: (any ReminderClaims)? = nil,
        deliver: (ReminderChannel, Reminder) throws -> Void
    ) throws -> ReminderRunReport {
        try withReminderLock {
            let store = try store()
            let channels = try reminderChannels().channels
            // Signed out there is nothing to remind of; a timer's daily run is not a failure for it.
            guard let account = try store.accounts.signedIn() else {
                var report = ReminderRunReport()
                report.channelCount = channels.count
                report.isSignedOut = true
                return report
            }
            let inputs = try pipeline().inputs()
            let reminders = ReminderBuilder.build(dashboard: inputs.dashboard, context: inputs.context)
            var report = ReminderRunReport()
            report.activeCount = reminders.count
            report.channelCount = channels.count
            let now = platform.clock()
            let stamp = ISO8601DateFormatter().string(from: now)
            let device = claims == nil ? "" : try store.sync.deviceID().rawValue
            var server = ReminderClaimRun(claims: claims)
            // What earlier runs sent without the server knowing goes to it first, while it answers.
            let kept = claims == nil ? nil : try ReminderUnconfirmedClaims.load(account: account.name, in: self)
            var unconfirmed = kept ?? ReminderUnconfirmedClaims(account: account.name)
            if let kept {
                unconfirmed.claims = kept.claims.filter { !server.confirm($0) }
                report.lateConfirmations = kept.claims.count - unconfirmed.claims.count
            }
            for channel in channels {
                let sent = try store.reminders.sent(on: channel.id)
                let unsent = reminders.filter { !sent.contains(Self.ledgerKey($0, channel: channel.id)) }
                for (index, reminder) in unsent.enumerated() {
                    let claim = ReminderClaim(reminder, channel: channel, device: device)
                    let outcome = server.claim(claim)
                    switch outcome {
                    case .toldElsewhere?:
                        try store.write(advancingGeneration: false) {
                            try $0.reminders.recordSent(Self.ledgerKey(reminder, channel: channel.id), at: stamp)
                        }
                        report.toldElsewhere.append(.init(channel: channel.id, reminder: reminder))
                        continue
                    case .heldElsewhere?:
                        report.heldElsewhere += 1
                        continue
                    case .mine?, nil:
                        break
                    }
                    do {
                        try deliver(channel, reminder)
                    } catch {
                        if outcome == .mine { server.release(claim) }
                        report.failures.append(.init(channel: channel.id, reason: "\(error)", pending: unsent.count - index))
                        break
                    }
                    try store.write(advancingGeneration: false) {
                        try $0.reminders.recordSent(Self.ledgerKey(reminder, channel: channel.id), at: stamp)
                    }
                    // Sent alone (the server could not be asked) or not confirmed: the server is told
                    // at a later run.
                    if claims != nil, outcome == nil || !server.confirm(claim) { unconfirmed.claims.append(claim) }
                    report.deliveries.append(.init(channel: channel.id, reminder: reminder))
                }
            }
            let active = Set(reminders.map(ReminderPruning.occurrence))
            let dueCutoff = ReminderPruning.dueCutoff(today: inputs.context.today)
            report.prunedRecords = try store.write(advancingGeneration: false) {
                try $0.reminders.prune(
                    keeping: active, dueBefore: dueCutoff, sentBefore: ReminderPruning.sentCutoff(now: now),
                    limit: ReminderPruning.batch)
            }
            // A run every minute that has nothing to claim opens no connection just to prune: the
            // claims are pruned by a run that asked the server anyway, or by the day's first run.
            let firstOfDay = try store.reminders.lastRun().map { $0.day != inputs.context.today.isoString } ?? true
            if server.asked || firstOfDay {
                report.prunedClaims = server.prune(keeping: active, dueBefore: dueCutoff)
            }
            report.claimProblem = server.problem
            if let kept, kept != unconfirmed { try unconfirmed.save(in: self) }
            try store.write(advancingGeneration: false) {
                try $0.reminders.recordRun(ReminderRunRecord(
                    generation: inputs.generation, day: inputs.context.today.isoString, ranAt: stamp,
                    failedChannels: report.failures.count))
            }
            return report
        }
    }

    /// Whether the reminders are behind the logbook, for `doctor`: `nil` when no channel is
    /// configured; otherwise the last run, and why it is behind (`nil` reason when it is not).
    public func reminderLag() throws -> (lastRun: ReminderRunRecord?, behind: ReminderBacklog?)? {
        guard !(try reminderChannels().channels.isEmpty) else { return nil }
        let store = try store()
        guard try store.accounts.signedIn() != nil else { return (nil, nil) }
        guard let run = try store.reminders.lastRun() else { return (nil, .neverRun) }
        let generation = try store.generation()
        if run.failedChannels > 0 { return (run, .channelsFailed(run.failedChannels)) }
        if run.generation < generation { return (run, .logbookChanged) }
        if run.day < (try today()).isoString { return (run, .notRunToday) }
        return (run, nil)
    }

    static func ledgerKey(_ reminder: Reminder, channel: String) -> ReminderLedgerKey {
        ReminderLedgerKey(channel: channel, subject: reminder.subject, state: reminder.state.rawValue, due: reminder.due)
    }

    private func withReminderLock<T>(_ body: () throws -> T) throws -> T {
        let held = try PublishingLock(directory: try directories().appPrivate, fileName: Self.reminderLockName).acquire()
        defer { held.release() }
        return try body()
    }
}
