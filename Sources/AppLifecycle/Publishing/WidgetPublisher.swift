import Foundation
import SharedContainer
import WidgetContract

/// One publish of the widgets snapshot: build, encode, publish, and only then reload.
///
/// The steps, in order:
/// 1. list the installed widgets (``CurrentConfigurations``, which an asynchronous caller fetched
///    from the reload center beforehand) — none installed, nothing is built, and what an earlier
///    publish left (the snapshot, its record, the parts) is removed;
/// 2. build and encode the snapshot, with a content hash per kind and the logbook generation it
///    was built from;
/// 3. read the last record (``KindHashes``) and the file on disk — a file of a newer generation
///    is never replaced by this older build (outcome `superseded`);
/// 4. compare the hashes with the recorded ones — every kind counts as changed when the file on
///    disk is not the one recorded (missing, damaged, older, put back from elsewhere), since a
///    widget may have read it; nothing changed, the generation is the recorded one and the file is
///    intact: nothing is written and nothing reloaded;
/// 5. publish the snapshot crash-safely; its rename passes the session gate;
/// 6. only after that rename, request a reload of each changed kind that is installed;
/// 7. publish the new record, so a failed reload is asked for again next time.
///
/// Between processes, the caller holds the ``PublishingLock`` around all of it (the build
/// included), so step 3 finds a newer file only when a build read the logbook before another
/// process committed and published: it is the check that keeps the order even then.
///
/// The publisher keeps no state of its own: the last hashes live in the container, so a short
/// `glovebox` session and a long-running app compare against the same record.
public struct WidgetPublisher: Sendable {
    /// Builds the snapshot.
    public let source: any SnapshotSource
    /// The shared container the snapshot is published into.
    public let container: any SnapshotContainer
    /// The widget center asked for reloads.
    public let reloadCenter: any ReloadCenter

    /// A publisher over the three ports.
    public init(source: any SnapshotSource, container: any SnapshotContainer, reloadCenter: any ReloadCenter) {
        self.source = source
        self.container = container
        self.reloadCenter = reloadCenter
    }

    /// The files a publish writes into the shared container (all removed at session end).
    public static let publishedFileNames = [WidgetsSnapshot.fileName, KindHashes.fileName]

    /// Runs one publish, asking the reload center first which widgets are installed; `commit`
    /// guards each rename, `force` writes even when nothing changed.
    ///
    /// Only the question waits: the publish itself runs synchronously, on this task's thread.
    public func publish(
        trigger: PublishReport.Trigger, force: Bool = false, commit: RenameCommit = .unconditional
    ) async throws(LifecycleError) -> PublishReport {
        let configurations = await CurrentConfigurations.fetch(from: reloadCenter)
        return try publish(trigger: trigger, force: force, commit: commit, configurations: configurations)
    }

    /// Runs one publish with the installed widgets `configurations` holds; `commit` guards each
    /// rename, `force` writes the snapshot even when nothing changed, and every part whose bytes on
    /// disk are not the recorded ones.
    public func publish(
        trigger: PublishReport.Trigger, force: Bool = false, commit: RenameCommit = .unconditional,
        configurations: CurrentConfigurations
    ) throws(LifecycleError) -> PublishReport {
        let installed = Set(try configurations.widgets().map(\.kind))
        guard !installed.isEmpty else {
            // No widget reads them, so nothing would keep them current: a vehicle removed or the
            // lock turned on would stay in them for the next widget added before the app runs
            // again. They go; a widget added later asks for the app until its first publish.
            try removePublishedFiles()
            return PublishReport(trigger: trigger, outcome: .nothingInstalled)
        }

        let prepared: PreparedSnapshot
        do {
            prepared = try source.prepareWidgetsSnapshot()
        } catch {
            throw .buildFailed("\(error)")
        }

        // The widgets refuse a file over the contract's cap unread and ask to open the app, which
        // would only write it again: refuse it here, where the user hears why, and keep the last file.
        guard prepared.bytes.count <= WidgetsSnapshot.maximumFileSize else {
            throw .overTheCap(name: WidgetsSnapshot.fileName, bytes: prepared.bytes.count, limit: WidgetsSnapshot.maximumFileSize)
        }

        let record = recorded()
        let onDisk = try? container.read(WidgetsSnapshot.fileName)
        if let file = record?.file,
           file.isNewer(thanBuildOf: prepared.generation, onDisk: onDisk, logbookNow: { try source.logbookGeneration() }) {
            return PublishReport(trigger: trigger, outcome: .superseded)
        }

        let changed = changedKinds(for: prepared, record: record, onDisk: onDisk)
        // Same content from a later generation: the file is rewritten so that it says which logbook
        // it shows (no widget reloads for it), and a command does not find it behind again.
        let generationMoved = record?.file?.generation != prepared.generation
        // A part is its kind's section cut down, in the snapshot's language and zone: it changes only
        // with its kind's hash, the vehicles (which parts exist) or those two; and after an update from
        // an app that wrote none (a record without parts). Only the parts of changed kinds are derived
        // and encoded (all of them cost a large garage more than the snapshot's own build); the others
        // keep their recorded fingerprints.
        let names = prepared.partNames
        let entries = try containerEntries()
        // A recorded print stands for its file only while the file is there: a part removed since is
        // derived and written again. `force` (the user's `publish`, and doctor's fix) also reads each
        // part back and trusts only a print its bytes still have, so that one damaged on disk is
        // written again and the others are not (a part's write is a crash-safe publish of its own).
        let trusted = record.flatMap { record in
            record.describes(onDisk) && record.partsContext == prepared.partsContext
                ? record.parts?.filter { name, print in entries.contains(name) && (!force || stillHas(name, print)) } : nil
        }
        let partsMoved = trusted.map { Set($0.keys) != Set(names.keys) } ?? true
        guard force || !changed.isEmpty || generationMoved || partsMoved else {
            return PublishReport(trigger: trigger, outcome: .unchanged)
        }
        let rederived = force || trusted == nil ? Set(WidgetKind.allCases) : Set(changed).union(
            // A vehicle added or gone changes which parts a kind has (a new one has no recorded print).
            names.filter { trusted?[$0.key] == nil }.map(\.value))
        let encoded: [String: Data]
        do {
            encoded = try prepared.parts(of: rederived)
        } catch {
            throw .buildFailed("a widget part: \(error)")
        }
        // The same cap for every part, which the widgets check before reading one: refused here,
        // before anything is written, and the last files stay.
        if let (name, bytes) = encoded.first(where: { $0.value.count > WidgetPart.maximumFileSize }) {
            throw .overTheCap(name: name, bytes: bytes.count, limit: WidgetPart.maximumFileSize)
        }
        var partPrints: [String: String] = [:]
        for (name, kind) in names {
            if let bytes = encoded[name] {
                partPrints[name] = PublishedFile.fingerprint(of: bytes)
            } else if !rederived.contains(kind), let print = trusted?[name] {
                partPrints[name] = print
            }
        }

        try container.publishing(prepared.bytes, as: WidgetsSnapshot.fileName, commit: commit)
        // After the snapshot, before any reload: a reloaded widget finds its new part. A part whose
        // bytes are the recorded ones is not written again.
        for (name, bytes) in encoded.sorted(by: { $0.key < $1.key }) where trusted?[name] != partPrints[name] {
            try container.publishing(bytes, as: name, commit: commit)
        }
        try removeParts(except: Set(names.keys), recorded: record, listed: Self.partNames(in: entries))

        let reloaded = WidgetKind.allCases.filter { changed.contains($0) && installed.contains($0) }
        for kind in reloaded {
            do {
                try reloadCenter.reloadTimelines(ofKind: kind)
            } catch {
                throw .reloadFailed(kind: kind, reason: "\(error)")
            }
        }

        let hashes: Data
        do {
            hashes = try KindHashes(
                prepared.kindHashes, file: PublishedFile(bytes: prepared.bytes, generation: prepared.generation),
                parts: partPrints, partsContext: prepared.partsContext
            ).encoded()
        } catch {
            throw .publishFailed(name: KindHashes.fileName, reason: "\(error)")
        }
        try container.publishing(hashes, as: KindHashes.fileName, commit: commit)

        return PublishReport(
            trigger: trigger, outcome: .published, changedKinds: changed, reloadedKinds: reloaded,
            snapshotBytes: prepared.bytes.count)
    }

    /// Whether the published widgets snapshot is of the logbook's generation `logbookGeneration`
    /// and still the file published; also when no widget is installed (nothing is published then).
    ///
    /// Reads the installed widgets (from `configurations`), the record, the snapshot's bytes and the
    /// container's listing (a part gone since is behind too), never decoding the snapshot. Anything
    /// that cannot be read counts as behind: the publish it leads to says why.
    public func isCurrent(logbookGeneration: Int, configurations: CurrentConfigurations) -> Bool {
        guard let installed = try? configurations.widgets() else { return false }
        if installed.isEmpty { return true }
        // A record without parts is an update's first run: the parts are still to be written.
        guard let record = recorded(), record.file?.generation == logbookGeneration, let parts = record.parts,
              let onDisk = try? container.read(WidgetsSnapshot.fileName), let entries = try? container.names()
        else { return false }
        // A part removed since it was published is behind too (a listing, not a read of each part).
        let present = Set(entries)
        return record.describes(onDisk) && parts.keys.allSatisfy(present.contains)
    }

    /// Whether the published widgets snapshot is current, as
    /// ``isCurrent(logbookGeneration:configurations:)``, after asking the reload center which widgets
    /// are installed.
    public func isCurrent(logbookGeneration: Int) async -> Bool {
        isCurrent(
            logbookGeneration: logbookGeneration, configurations: await CurrentConfigurations.fetch(from: reloadCenter))
    }

    /// Whether any file of a publish is in the container (left by a session that did not end cleanly).
    public var hasPublishedFiles: Bool {
        Self.publishedFileNames.contains { name in (try? container.read(name)).flatMap { $0 } != nil }
            || !((try? listedPartNames()) ?? []).isEmpty
    }

    /// The widget parts the last record names.
    public func recordedPartNames() -> [String] {
        recorded()?.parts.map { $0.keys.sorted() } ?? []
    }

    /// The widget parts in the container, with those whose temporary file alone is there (a publish
    /// killed before its rename): removing a part's name removes its temporary file too.
    public func listedPartNames() throws -> [String] {
        Self.partNames(in: Set(try container.names())).sorted()
    }

    /// The names a listing's entries stand for: each file's, and each temporary file's as the file it
    /// was to be.
    static func publishedNames(in entries: Set<String>) -> Set<String> {
        Set(entries.map { SnapshotFiles.publishedName(ofTemporary: $0) ?? $0 })
    }

    /// The part names among a listing's entries, a temporary file standing for the part it was to be.
    static func partNames(in entries: Set<String>) -> Set<String> {
        publishedNames(in: entries).filter(WidgetPart.isPartFileName)
    }

    /// Whether the file `name` still holds the bytes whose fingerprint is `print`.
    func stillHas(_ name: String, _ print: String) -> Bool {
        (try? container.read(name)).flatMap { $0 }.map(PublishedFile.fingerprint(of:)) == print
    }

    /// The container's entries, temporary files included.
    func containerEntries() throws(LifecycleError) -> Set<String> {
        do {
            return Set(try container.names())
        } catch {
            throw .publishFailed(name: WidgetPart.fileNamePrefix + "*", reason: "cannot list the container: \(error)")
        }
    }

    /// Removes the snapshot, its record and every part (with their temporary files), when any is
    /// there: one listing, and a removal only when it finds something.
    func removePublishedFiles() throws(LifecycleError) {
        let named = Self.publishedNames(in: try containerEntries())
        try remove(Self.publishedFileNames.filter(named.contains) + named.filter(WidgetPart.isPartFileName).sorted())
    }

    /// Removes every part but `kept`: the parts of vehicles that are gone (`listed` in the container,
    /// and in the last record in case the listing misses one), in one removal with one directory sync.
    func removeParts(except kept: Set<String>, recorded record: KindHashes?, listed: Set<String>) throws(LifecycleError) {
        let known = Set(record?.parts.map { Array($0.keys) } ?? [])
        try remove(known.union(listed).subtracting(kept).sorted())
    }

    /// Removes `names` in one removal with one directory sync; nothing at all when there are none.
    private func remove(_ names: [String]) throws(LifecycleError) {
        guard !names.isEmpty else { return }
        do {
            try container.removeAll(names)
        } catch let error as ContainerError {
            throw .container(error)
        } catch {
            throw .publishFailed(name: names.joined(separator: ", "), reason: "\(error)")
        }
    }

    /// The record of the last publish, if there is a readable one.
    func recorded() -> KindHashes? {
        (try? container.read(KindHashes.fileName)).flatMap { $0 }.flatMap(KindHashes.decode)
    }

    /// The kinds that differ from the last publish; all of them when there is no usable record
    /// or the snapshot on disk is not the one recorded (a reader must never be left without a file,
    /// nor with a damaged one).
    func changedKinds(for prepared: PreparedSnapshot, record: KindHashes?, onDisk: Data?) -> [WidgetKind] {
        guard let record, record.describes(onDisk) else { return WidgetKind.allCases }
        return record.changedKinds(in: prepared.kindHashes)
    }
}
