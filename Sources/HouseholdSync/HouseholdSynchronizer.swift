import AppCore
import Foundation
import GarageRules
import GarageStorage
import PostgresClient
import SharedContainer

/// One sync of this device with its household server: push the outbox, then pull the change feed.
///
/// **Push**: the outbox in pages of ``pageSize``, each page in one server transaction, then
/// acknowledged; within a page, each run of one kind's records goes in one statement (`PushBatch`).
/// Every write is guarded by its stamp (`(hlc, device_id)` must be later than the stored version),
/// so a page pushed twice — the process killed after the commit and before the acknowledgement —
/// changes nothing the second time.
///
/// **Pull**: in one repeatable-read transaction, the feed's horizon and the current version of
/// every record changed since the cursor, read a page at a time (`PulledPages`); one local change
/// applies each page as it comes, with the remote stamps (no outbox rows), and saves the horizon as
/// the cursor in the same SQLite transaction, so that the device holds one page, not the feed. A
/// kill before that commit pulls the same again next time; after it, nothing is pulled twice.
/// Pushing first means the server already holds this device's latest versions, so what comes back
/// is the household's winner of each record.
///
/// **Shares**: the pull also reads the account's memberships of the vehicles the feed names (its own
/// membership rows reach it even once revoked): the role is kept on the vehicle here, a vehicle newly
/// shared comes whole (records older than the cursor too), one with no role left goes with its
/// records. Changes of a shared vehicle the account may no longer write are reported, not pushed.
public enum HouseholdSynchronizer {
    /// How many outbox rows go in one server transaction, unless ``SyncOptions/pageSize`` says otherwise.
    public static let pageSize = 500
    /// How many records a pull holds at once, unless ``SyncOptions/pullPageSize`` says otherwise.
    public static let pullPageSize = 1_000

    /// Syncs the signed-in account of `app` with the server its link names, in pages of
    /// `options.pageSize`, telling `options.observer` of each named moment.
    public static func run(app: AppSession, link: ServerLink, options: SyncOptions = .standard) throws -> SyncSummary {
        let held = try holdSyncLock(app)
        defer { held.release() }
        let session = try HouseholdServerSession(link: link)
        defer { session.close() }
        let store = try app.store()
        // The plan is the server's (its administrator changes it): new vehicles are checked against it here too.
        if try store.accounts.signedIn()?.plan != session.plan { try app.perform(TakeHouseholdPlan(session.plan)) }
        var unpushed: [String: UnpushedChanges] = [:]
        var heldBack: [PlanLimitRefusal] = []
        let serverClockOffset = try checkClock(app: app, store: store, connection: session.connection, link: link)
        let keyring = try openKeyring(app: app, link: link, connection: session.connection)
        // Server schema 15 seals the notes: the first sync with the account's key opened here sends
        // the notes this device has once more, at their versions, to be sealed as they leave.
        if keyring.isUnlocked, try !store.sync.notesQueuedForSealing() {
            try app.perform(QueueSealedFields(plates: false))
        }
        try pushDismissals(app: app, store: store, connection: session.connection, link: link)
        let pushed = try push(
            app: app, connection: session.connection, link: link, unpushed: &unpushed, heldBack: &heldBack, options: options,
            keyring: keyring)
        // The members of this account's vehicles get their keys (those who made a key pair since too).
        let distribution: HouseholdKeyDistribution.Outcome
        do {
            distribution = try HouseholdKeyDistribution.run(app: app, keyring: keyring, on: session.connection)
        } catch let error as PostgresError {
            throw pushError(error, link: link)
        }
        options.reach(.pullStarted)
        let pulled = try pull(
            app: app, store: store, connection: session.connection, link: link,
            serverClockOffset: serverClockOffset, options: options, keyring: keyring)
        return SyncSummary(
            server: link.server, pushed: pushed, pulled: pulled.applied, leftVehicles: pulled.leftVehicles,
            unpushed: unpushed.values.sorted { $0.vehicle < $1.vehicle }, heldBack: heldBack,
            newConflicts: pulled.newConflicts, openConflicts: try store.sync.conflictCount(), setAside: try store.sync.setAsideCount(),
            changedKeys: distribution.changed)
    }

    /// Seals the key of the vehicle `vehicleID` (by the server's id), which this account owns, to each
    /// of its members that has none yet (``HouseholdKeyDistribution``), `accepting` that account's
    /// changed key; returns how many copies were sealed and the members whose key changed.
    public static func sealVehicleKey(
        app: AppSession, link: ServerLink, vehicleID: String, accepting: String? = nil
    ) throws -> (sealed: Int, changed: [ChangedMemberKey]) {
        let session = try HouseholdServerSession(link: link)
        defer { session.close() }
        do {
            let keyring = try openKeyring(app: app, link: link, connection: session.connection)
            let outcome = try HouseholdKeyDistribution.run(
                app: app, keyring: keyring, on: session.connection, vehicles: [vehicleID], accepting: accepting)
            return (outcome.sealed, outcome.changed)
        } catch let error as PostgresError {
            throw pushError(error, link: link)
        }
    }

    /// The name of the lock that lets one sync run at a time on a device (beside the logbook).
    static let lockFileName = ".sync.lock"

    /// Waits for any other sync of this device (another process) to end, then holds its lock: two
    /// syncs at once would push one page twice, interleave their acknowledgements and pull over each
    /// other's cursor. The lock goes with the process, however it ends.
    static func holdSyncLock(_ app: AppSession) throws -> HeldLock {
        do {
            return try PublishingLock(directory: try app.directories().appPrivate, fileName: lockFileName).acquire()
        } catch {
            throw SyncError.lockFailed(reason: "\(error)")
        }
    }

    /// Refuses to sync a device whose wall clock is further ahead of the server's than the server takes
    /// a stamp (``HybridTimestamp/maximumLead``): its changes would be refused anyway, and what it pulled
    /// would be merged with a clock that is wrong. Nothing is sent; the changes stay queued.
    ///
    /// A clock that is right again but issued stamps beyond the bound while it was wrong has those
    /// changes stamped again first (`RestampAheadChanges`), so that they go through now.
    ///
    /// Returns the server's clock less this device's, in milliseconds (0 when the server did not say).
    @discardableResult
    static func checkClock(app: AppSession, store: GarageStore, connection: PostgresConnection, link: ServerLink) throws -> Int64 {
        let server: Int64
        do {
            server = Int64(try connection.query("SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint::text").scalar ?? "") ?? 0
        } catch {
            throw pushError(error, link: link)
        }
        guard server > 0 else { return 0 }
        let ahead = HybridLogicalClock.milliseconds(of: store.now()) - server
        if ahead > HybridTimestamp.maximumLead { throw SyncError.clockAhead(milliseconds: ahead) }
        let ceiling = server + HybridTimestamp.maximumLead
        if let latest = try store.sync.latestStamp(), latest.milliseconds > ceiling {
            try app.perform(RestampAheadChanges(ceiling: ceiling))
        }
        return -ahead
    }

    /// Tells the server of the conflicts dismissed on this device (so that the account's other devices
    /// dismiss them too), then forgets them here.
    static func pushDismissals(app: AppSession, store: GarageStore, connection: PostgresConnection, link: ServerLink) throws {
        let ids = try store.sync.pendingDismissals()
        guard !ids.isEmpty else { return }
        do {
            try connection.execute("UPDATE glovebox.conflict SET dismissed = true WHERE id = ANY($1::text[])", [textArray(ids)])
        } catch {
            throw pushError(error, link: link)
        }
        try app.perform(ForgetDismissedConflicts(ids))
    }

    /// Pushes the whole outbox of the signed-in account of `app`, pulling nothing (sign-out's final
    /// push); returns how many changes the server took.
    @discardableResult
    public static func pushOutbox(app: AppSession, link: ServerLink, options: SyncOptions = .standard) throws -> Int {
        let held = try holdSyncLock(app)
        defer { held.release() }
        let session = try HouseholdServerSession(link: link)
        defer { session.close() }
        var unpushed: [String: UnpushedChanges] = [:]
        var heldBack: [PlanLimitRefusal] = []
        let pushed = try push(
            app: app, connection: session.connection, link: link, unpushed: &unpushed, heldBack: &heldBack, options: options)
        // A vehicle the server refused exists nowhere else: the caller must hear why it stays.
        if let refusal = heldBack.first { throw refusal }
        return pushed
    }

    static func push(app: AppSession, connection: PostgresConnection, link: ServerLink) throws -> Int {
        var unpushed: [String: UnpushedChanges] = [:]
        var heldBack: [PlanLimitRefusal] = []
        return try push(app: app, connection: connection, link: link, unpushed: &unpushed, heldBack: &heldBack)
    }

    /// Pushes the outbox; the changes of vehicles the account may no longer write (a share revoked or
    /// made view-only, or a vehicle its owner removed on another device, while this device was away)
    /// are not sent — the server would refuse them at every sync, and with them the whole page — but
    /// counted in `unpushed` by vehicle id and set aside with their page's acknowledgement: each is
    /// kept as a conflict of this device (`conflicts list`, its record's row in it), and the pull then
    /// takes the vehicle away, or brings the server's version of it back.
    ///
    /// A vehicle the server refuses for the plan's limit is held back with its records' changes
    /// (`heldBack`): the page is sent again without them and they stay queued, so that the rest of
    /// the household's sync goes on and the vehicle is offered again at the next sync.
    ///
    /// A vehicle whose removal the server refused (it met work this device had not seen, see
    /// `ServerVehicleRemoval`) is noted with the page's acknowledgement, like the vehicles of the
    /// changes set aside: the next pull brings each back whole (`SyncRepository.vehiclesToRefresh()`).
    static func push(
        app: AppSession, connection: PostgresConnection, link: ServerLink, unpushed: inout [String: UnpushedChanges],
        heldBack: inout [PlanLimitRefusal], options: SyncOptions = .standard, keyring: VehicleKeyring? = nil
    ) throws -> Int {
        let store = try app.store()
        let keyring = try keyring ?? openKeyring(app: app, link: link, connection: connection)
        // The changes keep this device's ids; they are sent under the household's (`send`).
        var aliases = try store.sync.vehicleAliases()
        var pushed = 0
        var pageNumber = 0
        var after = 0
        var held: Set<String> = []
        var renamed: Set<String> = []
        while true {
            let page = try store.sync.pendingChanges(after: after, limit: options.pageSize)
            guard let last = page.last else { return pushed }
            pageNumber += 1
            let local = try store.sync.localVehicles(Set(page.map(\.vehicleID)))
            var setAside: [OutboxChange] = []
            var returning: Set<String> = []
            do {
                // Asked for every page: a vehicle removed (or a share revoked) since the last one is no
                // longer writable, and its changes would stop the whole page.
                let writable = Set(try connection.query("SELECT glovebox.writable_vehicles()").rows.compactMap { $0[0].map(aliases.local) })
                var coming: [String: Bool] = [:]
                var sent: [(OutboxChange, shared: Bool)] = []
                for change in page {
                    if case .superseded = change.operation { continue }
                    if held.contains(change.vehicleID) { continue }
                    guard let vehicle = local[change.vehicleID] else {
                        sent.append((change, false))
                        continue
                    }
                    if writable.contains(change.vehicleID) {
                        sent.append((change, vehicle.role != .owner))
                        continue
                    }
                    if vehicle.role == .owner {
                        // Not on the server: a vehicle this device added, whose creation is queued (in this
                        // page or a later one), goes up first; one that was there before was removed there.
                        let isComing = try coming[change.vehicleID] ?? store.sync.hasPendingCreation(of: change.vehicleID)
                        coming[change.vehicleID] = isComing
                        if isComing {
                            sent.append((change, false))
                            continue
                        }
                    }
                    unpushed[change.vehicleID, default: UnpushedChanges(vehicle: vehicle.name, changes: 0)].changes += 1
                    setAside.append(change)
                }
                while true {
                    do {
                        returning = try send(
                            sent, aliases: aliases, keyring: keyring, on: connection, store: store, page: pageNumber, options: options)
                        break
                    } catch let refusal as HeldVehicle {
                        // Sent again without the refused vehicle (the transaction rolled back).
                        held.insert(refusal.vehicleID)
                        heldBack.append(refusal.refusal)
                        sent.removeAll { $0.0.vehicleID == refusal.vehicleID }
                    } catch let taken as TakenVehicleID {
                        // Sent again with the vehicle under an id of its own on the server (the
                        // transaction rolled back), once: a random id taken too is not retried.
                        guard aliases.server(taken.vehicleID) == taken.vehicleID, renamed.insert(taken.vehicleID).inserted,
                              let id = GarageID(rawValue: taken.vehicleID)
                        else { throw taken.error }
                        try app.perform(GiveVehicleHouseholdID(id))
                        aliases = try store.sync.vehicleAliases()
                    }
                }
                pushed += sent.count
            } catch let error as PostgresError {
                throw pushError(error, link: link)
            }
            options.reach(.pushCommitted, page: pageNumber)
            // Acknowledged once the server committed: a kill in between pushes the page again, harmlessly.
            // What no server will take is kept, as a conflict of this device, in the same transaction.
            try app.perform(
                AcknowledgePushedChanges(upTo: last.sequence, keepingVehicles: held, settingAside: setAside, returningVehicles: returning))
            options.reach(.pushAcknowledged, page: pageNumber)
            after = last.sequence
        }
    }

    /// A vehicle the plan's limit refused, while its page was being sent.
    private struct HeldVehicle: Error {
        let vehicleID: String
        let refusal: PlanLimitRefusal
    }

    /// A vehicle whose id another account's vehicle has on the server (by this device's id).
    private struct TakenVehicleID: Error {
        let vehicleID: String
        let error: PostgresError
    }

    /// Sends one page's changes in one server transaction, runs of one kind in one statement, each
    /// under the household's ids (`aliases`); returns the vehicles whose removal the server refused,
    /// by this device's ids.
    private static func send(
        _ sent: [(OutboxChange, shared: Bool)], aliases: VehicleIDAliases, keyring: VehicleKeyring, on connection: PostgresConnection,
        store: GarageStore, page pageNumber: Int, options: SyncOptions
    ) throws -> Set<String> {
        // The keys made for vehicles in this page are theirs once it commits, and go if it does not.
        defer { keyring.discardMadeKeys() }
        let kept = try connection.transaction { db in
                    var kept: Set<String> = []
                    var run: PushBatch?
                    for (local, shared) in sent {
                        let translated = aliases.server(local)
                        // A vehicle this account owns gets its key as it goes up (with a key pair opened here).
                        if !shared, translated.kind == .vehicle, case .upsert = translated.operation {
                            _ = keyring.makeKeyIfNone(for: translated.vehicleID)
                        }
                        let change = try SealedFields.sealed(translated, keyring: keyring)
                        if var current = run, current.append(change) {
                            run = current
                            continue
                        }
                        try run?.send(on: db)
                        run = PushBatch(starting: change)
                        guard run == nil else { continue }
                        do {
                            let pushed = try push(change, shared: shared, on: db)
                            if !pushed { kept.insert(local.vehicleID) }
                            // A vehicle removed on the server took every copy of its key with it: one
                            // brought back later in this push (an undo) must get a key sealed to its
                            // owner again, not values sealed with a key nobody can open any more.
                            if pushed, change.kind == .vehicle, case .delete = change.operation { keyring.forget(change.vehicleID) }
                            if change.kind == .vehicle, case .upsert = change.operation { try keyring.saveMadeKey(of: change.vehicleID, on: db) }
                        } catch let error as PostgresError where error.isUniqueViolation && error.constraint == "vehicle_pkey" {
                            throw TakenVehicleID(vehicleID: local.vehicleID, error: error)
                        } catch let error as PostgresError where error.constraint == "plan_owned_vehicle_limit" {
                            let name = try store.sync.localVehicles([local.vehicleID])[local.vehicleID]?.name ?? local.vehicleID
                            throw HeldVehicle(
                                vehicleID: local.vehicleID, refusal: PlanLimitRefusal(vehicle: name, error: error))
                        }
                    }
                    try run?.send(on: db)
                    options.reach(.pushSent, page: pageNumber)
                    return kept
                }
        keyring.commitMadeKeys()
        return kept
    }

    /// The vehicle keys this device can use for the account of `link` (``VehicleKeyring``): none when
    /// the account has no key pair; refused when it has one that this device has not opened, since
    /// what the device pushed would then leave the account's sealed fields behind.
    static func openKeyring(app: AppSession, link: ServerLink, connection: PostgresConnection) throws -> VehicleKeyring {
        do {
            let keyPair = try AccountKeyFile.load(account: link.account, server: link.server, in: app)
            if keyPair == nil, try connection.query("SELECT 1 FROM glovebox.account_key").scalar != nil {
                throw SyncError.keyLocked(account: link.account)
            }
            return try VehicleKeyring(keyPair: keyPair, on: connection)
        } catch let error as PostgresError {
            throw pushError(error, link: link)
        }
    }

    /// Pushes one vehicle's change; a `shared` vehicle (another account's) is only ever updated, never
    /// inserted. (Every other kind goes in a `PushBatch`.) Returns false for a removal the server
    /// refused, the vehicle still there.
    private static func push(_ change: OutboxChange, shared: Bool, on db: PostgresConnection) throws -> Bool {
        let layout = ServerRecordLayout.of(change.kind)
        let stamp = ServerStamp(change.stamp)
        switch change.operation {
        case .superseded:
            return true
        case .delete:
            // The owner's delete: the vehicle goes with its records and shares (refused by the
            // server's policy for anyone else: 0 rows). The server takes it only if it meets nothing
            // this device had not seen, which the removal's stamp and bases say; otherwise the vehicle
            // stays, this account is told, and the pull brings it back here.
            _ = try db.query(
                """
                SELECT set_config('glovebox.removal_stamp', $1, true), set_config('glovebox.removal_base', coalesce($2::jsonb->>'deleted', ''), true),
                       set_config('glovebox.removal_bases', $2::jsonb::text, true)
                """, [change.stamp.text, change.bases])
            let removed = try db.execute("DELETE FROM glovebox.vehicle WHERE id = $1", [change.recordID])
            _ = try db.query(
                """
                SELECT set_config('glovebox.removal_stamp', '', true), set_config('glovebox.removal_base', '', true),
                       set_config('glovebox.removal_bases', '', true)
                """)
            if removed > 0 { return true }
            return try db.query("SELECT 1 FROM glovebox.vehicle WHERE id = $1", [change.recordID]).rows.isEmpty
        case .upsert(let row):
            let values = try Self.values(of: row, count: layout.columns.count)
            let parameters: [any PostgresParameter] = values + [stamp.hlc, stamp.deviceID, change.incoming, change.bases]
            if try db.execute(layout.vehicleUpdateSQL, parameters) == 0, !shared,
               try db.query("SELECT 1 FROM glovebox.vehicle WHERE id = $1", [change.recordID]).rows.isEmpty {
                try db.execute(layout.vehicleInsertSQL, parameters)
            }
            return true
        }
    }

    /// An outbox row's JSON array as the text of each value (`nil` for null).
    static func values(of row: String, count: Int) throws -> [String?] {
        guard let array = try? JSONSerialization.jsonObject(with: Data(row.utf8), options: [.fragmentsAllowed]) as? [Any],
              array.count >= count
        else { throw SyncError.failure(.unreadableOutboxRow(row)) }
        return array.prefix(count).map { value in
            switch value {
            case is NSNull: nil
            case let text as String: text
            case let number as NSNumber: number.stringValue
            default: "\(value)"
            }
        }
    }

    /// The message for a push the server refused.
    static func pushError(_ error: PostgresError, link: ServerLink) -> SyncError {
        if HouseholdServerSession.isConnectionLoss(error) {
            return .connectionLost(server: link.server, reason: HouseholdServerSession.oneLine(error.message))
        }
        if error.constraint == "hlc_not_in_future" {
            // A change stamped ahead (the clock was fast when it was made): the server says by how much.
            let ahead = error.detail.flatMap { Int64($0.replacingOccurrences(of: "ahead by ", with: "").replacingOccurrences(of: " ms", with: "")) }
            return .clockAhead(milliseconds: ahead ?? HybridTimestamp.maximumLead)
        }
        if error.isUniqueViolation, error.constraint == "vehicle_key_pkey" {
            // Two devices of the owner gave a vehicle its first key at once: the next sync uses the one that landed.
            return .failure(.vehicleKeyRace)
        }
        if error.isUniqueViolation, error.table == "vehicle" {
            return .failure(.vehicleIDTaken)
        }
        // Each checked before the page was sent; they happen when someone else's change lands while
        // this sync runs, and the next sync sees it and sets the change aside: no raw error for them.
        if error.isRowSecurityViolation || error.isInsufficientPrivilege {
            return .failure(.shareChanged)
        }
        if error.isForeignKeyViolation {
            return .failure(.parentRemoved)
        }
        if error.sqlState == .queryCanceled {
            return .failure(.pushTimedOut)
        }
        if error.sqlState == .lockNotAvailable {
            // Another session holds a row this push writes; past the household's bounds the server ends
            // it when the next session opens (schema 10).
            return .failure(.recordBeingWritten)
        }
        if error.sqlState == .programLimitExceeded {
            // The server names the rule, the vehicle, the count and the limit (HouseholdLimits, schema 16);
            // a limit that names none is told in the server's own sentence, with what to do.
            if case .failure(let failure) = HouseholdServerSession.statementError(error, link: link) { return .failure(failure) }
            return .failure(.overLimitInServerWords(error.message))
        }
        return HouseholdServerSession.statementError(error, link: link)
    }

    /// What a pull did: how many records and vehicles changed here, and the names of the vehicles
    /// that left this device (a share revoked, or a vehicle its owner removed).
    struct PullOutcome {
        let applied: Int
        let leftVehicles: [String]
        /// The account's conflicts the pull brought that are not dismissed.
        var newConflicts = 0
    }

    /// Pulls the feed since the cursor, with the account's memberships of the vehicles it names: a
    /// vehicle newly shared with the account comes whole (its records older than the cursor too),
    /// one it has no role on any more leaves. The vehicles the push noted (`vehiclesToRefresh()`: their
    /// changes could not be sent, or their removal was refused) come whole again when the account still
    /// reads them, so that refused edits go and a vehicle removed here in vain comes back.
    static func pull(
        app: AppSession, store: GarageStore, connection: PostgresConnection, link: ServerLink,
        serverClockOffset: Int64 = 0, options: SyncOptions = .standard, keyring: VehicleKeyring? = nil
    ) throws -> PullOutcome {
        let keyring = try keyring ?? openKeyring(app: app, link: link, connection: connection)
        let cursor = try store.sync.cursor(server: link.server)
        // What the server names is translated to this device's ids as it is read, and back when asked.
        let aliases = try store.sync.vehicleAliases()
        // Vehicles whose plate came before their key did: with the key here now, they come whole again.
        let keyed = try store.sync.vehiclesWithUnopenedPlate().filter { keyring.sealingKey(of: aliases.server($0)) != nil }
        let refusedVehicles = try store.sync.vehiclesToRefresh().union(keyed)
        do {
            return try connection.transaction(.repeatableRead, readOnly: true) { db in
                let horizon = try db.query("SELECT glovebox.feed_horizon()::text").scalar ?? cursor
                // The vehicles the feed names (a few rows: the records come a page at a time, below).
                let feedVehicles = try db.query(
                    """
                    SELECT DISTINCT record_id FROM glovebox.change
                    WHERE txid >= $1::xid8 AND txid < $2::xid8 AND kind = 'vehicle'
                    """, [cursor, horizon]).rows.compactMap { $0[0].map(aliases.local) }
                // The account's own memberships that changed (audience: it hears of its revocation too).
                let named = try db.query(
                    """
                    SELECT DISTINCT vehicle_id FROM glovebox.change
                    WHERE txid >= $1::xid8 AND txid < $2::xid8 AND kind = 'membership'
                      AND audience = glovebox.current_account()
                    """, [cursor, horizon]).rows.compactMap { $0[0].map(aliases.local) }
                // Opened by the server's ids (what the values were sealed with), then translated; what
                // no key opens any more (its vehicle gone) is read from this device's own copy.
                let conflicts = try self.conflicts(from: cursor, to: horizon, on: db).map { conflict in
                    let opened = SealedFields.opened(conflict, keyring: keyring)
                    let local = opened.isRemoval ? try store.sync.syncedRow(opened.kind, id: opened.recordID) : nil
                    return aliases.local(SealedFields.completed(opened, localRow: local))
                }
                let asked = Set(named + feedVehicles).union(refusedVehicles)
                let roles = try self.roles(of: asked, aliases: aliases, on: db)
                let local = try store.sync.localVehicles(asked)
                // Newly shared, or removed here in a removal the server refused: they come whole.
                let arriving = Set(named).union(refusedVehicles).filter { roles[$0] != nil && local[$0] == nil }.sorted()
                let refreshed = refusedVehicles.filter { roles[$0] != nil && local[$0] != nil }.sorted()
                let whole = Set(arriving + refreshed)
                var memberships = Set(named).union(feedVehicles.filter { roles[$0] != nil }).union(refreshed).sorted()
                    .map { PulledMembership(vehicleID: $0, role: roles[$0]) }
                memberships = try store.sync.membershipsToApply(memberships, arriving: whole)
                // A vehicle brought whole is inserted as an owned one: its role is always set after.
                for id in whole.sorted() where !memberships.contains(where: { $0.vehicleID == id }) {
                    memberships.append(PulledMembership(vehicleID: id, role: roles[id]))
                }
                let left = memberships.filter { $0.role == nil }.compactMap { local[$0.vehicleID]?.name }.sorted()
                let pages = try PulledPages(
                    db: db, from: cursor, to: horizon, whole: whole, aliases: aliases, keyring: keyring, pageSize: options.pullPageSize)
                // The first page alone decides whether there is anything to apply: a sync that brings
                // nothing writes nothing here but its cursor (and publishes nothing).
                let first = try pages.next() ?? []
                let changes = pages.isExhausted ? try store.sync.changesToApply(first) : first
                options.reach(.pullRead)
                guard try !changes.isEmpty || !pages.isExhausted || !whole.isEmpty || !memberships.isEmpty || !conflicts.isEmpty
                        || store.sync.hasStorableSetAside()
                else {
                    if horizon != cursor { try app.perform(SaveSyncCursor(horizon, server: link.server)) }
                    options.reach(.pullCommitted)
                    return PullOutcome(applied: 0, leftVehicles: [])
                }
                // The other pages are read while the first are applied, in the same local transaction:
                // the records and the cursor commit together, and one page is held at a time.
                let applied = try app.perform(
                    SyncOptions.Reaching(
                        ApplyPulledChanges(
                            changes: changes, morePages: pages.isExhausted ? nil : pages.next, memberships: memberships,
                            wholeVehicles: refreshed, conflicts: conflicts, cursor: horizon, server: link.server,
                            serverClockOffset: serverClockOffset),
                        moment: .pullApplying, options: options))
                options.reach(.pullCommitted)
                return PullOutcome(applied: applied, leftVehicles: left, newConflicts: conflicts.filter { !$0.isDismissed }.count)
            }
        } catch let error as PostgresError {
            if HouseholdServerSession.isConnectionLoss(error) {
                throw SyncError.connectionLost(server: link.server, reason: HouseholdServerSession.oneLine(error.message))
            }
            throw HouseholdServerSession.statementError(error, link: link)
        }
    }

    /// The account's conflicts that the feed names between `cursor` and `horizon` (new, or dismissed on
    /// another of its devices).
    private static func conflicts(from cursor: String, to horizon: String, on db: PostgresConnection) throws -> [SyncConflict] {
        try db.query(
            """
            SELECT c.id, c.vehicle_id, c.kind, c.record_id, c.unit, c.lost_value::text, c.lost_stamp, c.winner,
                   c.won_value::text, c.won_stamp, c.dismissed
            FROM glovebox.conflict c
            WHERE c.loser = glovebox.current_account() AND c.id IN (
                SELECT record_id FROM glovebox.change
                WHERE txid >= $1::xid8 AND txid < $2::xid8 AND kind = 'conflict' AND audience = glovebox.current_account())
            ORDER BY c.lost_stamp, c.id
            """, [cursor, horizon]
        ).rows.compactMap { row -> SyncConflict? in
            guard let id = row[0], let vehicle = row[1], let kind = row[2].flatMap(RecordKind.init(table:)), let record = row[3],
                  let unit = row[4], let lostStamp = row[6], let winner = row[7], let wonStamp = row[9]
            else { return nil }
            return SyncConflict(
                id: id, vehicleID: vehicle, kind: kind, recordID: record, unit: unit, lostValue: row[5], lostStamp: lostStamp,
                winner: winner, wonValue: row[8], wonStamp: wonStamp, isDismissed: row.bool(10) ?? false)
        }
    }

    /// The account's role on each of `vehicles` (this device's ids) that it has one on.
    private static func roles(of vehicles: Set<String>, aliases: VehicleIDAliases, on db: PostgresConnection) throws -> [String: SharingRole] {
        guard !vehicles.isEmpty else { return [:] }
        var roles: [String: SharingRole] = [:]
        for row in try db.query(
            """
            SELECT vehicle_id, role FROM glovebox.membership
            WHERE account = glovebox.current_account() AND vehicle_id = ANY($1::text[])
            """, [textArray(vehicles.map(aliases.server).sorted())]).rows {
            if let id = row[0], let role = row[1].flatMap(SharingRole.init(rawValue:)) { roles[aliases.local(id)] = role }
        }
        return roles
    }

    /// `ids` as a PostgreSQL text array literal (ids are `[a-z0-9-]`: nothing to quote).
    static func textArray(_ ids: [String]) -> String {
        "{" + ids.joined(separator: ",") + "}"
    }
}
