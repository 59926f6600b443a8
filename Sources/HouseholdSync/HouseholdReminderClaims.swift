import AppCore
import Foundation
import PostgresClient

/// The reminders this account's devices claimed on the household server (schema 14,
/// `glovebox.reminder_claim`), so that two devices that run `glovebox remind` tell each change once
/// between them. Row-level security keeps every account to its own claims.
///
/// The connection is opened at the first question, so a run with nothing new to tell (a timer's,
/// every minute) connects to nothing; every failure is a ``SyncError`` naming the server, which the
/// run reports before it goes on alone.
///
/// ```swift
/// let claims = HouseholdReminderClaims(link: link)
/// defer { claims.close() }
/// let report = try app.runReminders(claims: claims) { channel, reminder in try send(reminder, channel) }
/// ```
public final class HouseholdReminderClaims: ReminderClaims {
    /// How long a claim may stay unsent before another device takes it over: its holder died between
    /// the claim and the send, or lost the server before it could confirm. Longer than any send takes
    /// (a channel's HTTP timeout, a command), short enough that a lost run delays a reminder by
    /// minutes, not a day.
    public static let leaseSeconds = 600

    /// The link the claims are made with.
    public let link: ServerLink
    private var session: HouseholdServerSession?

    /// Claims made as `link`'s account.
    public init(link: ServerLink) {
        self.link = link
    }

    deinit {
        session?.close()
    }

    /// Closes the connection, if one was opened.
    public func close() {
        session?.close()
        session = nil
    }

    public func claim(_ claim: ReminderClaim) throws -> ReminderClaimOutcome {
        // A claim nobody holds is inserted. One that exists is taken only when it is unsent and
        // either this device's own (a run of it killed between claim and send) or held past the lease
        // (the holder died): not DO NOTHING, which would leave such a claim unsent forever. The outer
        // SELECT reads the snapshot the statement started with: a claim another device committed
        // meanwhile reads as held, so this run sends nothing and the next one asks again.
        let row = try run(
            """
            WITH taken AS (
                INSERT INTO glovebox.reminder_claim AS c (channel, subject, state, due, due_day, device)
                VALUES ($1, $2, $3, $4, $5::date, $6)
                ON CONFLICT (account, channel, subject, state, due) DO UPDATE
                    SET device = excluded.device, claimed_at = now()
                    WHERE c.sent_at IS NULL
                      AND (c.device = excluded.device OR c.claimed_at < now() - make_interval(secs => $7))
                RETURNING 1)
            SELECT EXISTS (SELECT FROM taken),
                   EXISTS (SELECT FROM glovebox.reminder_claim
                           WHERE channel = $1 AND subject = $2 AND state = $3 AND due = $4 AND sent_at IS NOT NULL)
            """, parameters(claim) + [Self.leaseSeconds]
        ).rows.first
        if row?.bool(0) == true { return .mine }
        return row?.bool(1) == true ? .toldElsewhere : .heldElsewhere
    }

    public func confirm(_ claim: ReminderClaim) throws {
        // An upsert: the claim may have been pruned meanwhile, and what matters to the other devices
        // is that it was sent.
        _ = try run(
            """
            INSERT INTO glovebox.reminder_claim AS c (channel, subject, state, due, due_day, device, sent_at)
            VALUES ($1, $2, $3, $4, $5::date, $6, now())
            ON CONFLICT (account, channel, subject, state, due) DO UPDATE SET sent_at = coalesce(c.sent_at, now())
            """, parameters(claim))
    }

    public func release(_ claim: ReminderClaim) throws {
        // Only this device's unsent claim: one another device took over or sent stays as it is.
        _ = try run(
            """
            DELETE FROM glovebox.reminder_claim
            WHERE channel = $1 AND subject = $2 AND state = $3 AND due = $4 AND device = $5 AND sent_at IS NULL
            """, [claim.channel, claim.subject, claim.state, claim.due, claim.device])
    }

    public func prune(keeping active: Set<String>, dueBefore: String, limit: Int) throws -> Int {
        let occurrences = String(decoding: try JSONEncoder().encode(active.sorted()), as: UTF8.self)
        return try run(
            """
            DELETE FROM glovebox.reminder_claim WHERE (account, channel, subject, state, due) IN (
                SELECT account, channel, subject, state, due FROM glovebox.reminder_claim
                WHERE subject || ' ' || due NOT IN (SELECT jsonb_array_elements_text($1::jsonb))
                  AND (due_day < $2::date OR claimed_at < now() - make_interval(days => $3))
                LIMIT $4)
            """, [occurrences, dueBefore, ReminderPruning.claimedDays, limit]
        ).affectedRows
    }

    private func parameters(_ claim: ReminderClaim) -> [any PostgresParameter] {
        [claim.channel, claim.subject, claim.state, claim.due, claim.dueDay, claim.device]
    }

    /// Runs `sql` on the session, opened at the first call; every failure as a
    /// ``ReminderError/claimUnavailable(_:)`` that names the server.
    private func run(_ sql: String, _ parameters: [any PostgresParameter]) throws(ReminderError) -> QueryResult {
        do {
            let session: HouseholdServerSession
            if let open = self.session {
                session = open
            } else {
                session = try HouseholdServerSession(link: link)
                self.session = session
            }
            do {
                return try session.connection.query(sql, parameters)
            } catch {
                throw HouseholdServerSession.syncError(error, link: link)
            }
        } catch {
            // The sync's own words, less its promise about the device: a run that could not claim
            // goes on to send and record.
            throw .claimUnavailable(
                "\(error)".replacingOccurrences(of: "; nothing was changed on this device", with: ""))
        }
    }
}
