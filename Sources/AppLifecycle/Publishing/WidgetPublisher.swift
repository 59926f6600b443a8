import Foundation
import SharedContainer
import WidgetContract

/// One publish of the widgets snapshot: build, encode, publish, and only then reload.
///
/// The steps, in order:
/// 1. list the installed widgets — none installed, nothing is built;
/// 2. build and encode the snapshot, with a content hash per kind;
/// 3. compare the hashes with the last published ones — nothing changed (and the file is
///    still there), nothing is written and nothing reloaded;
/// 4. publish the snapshot crash-safely; its rename passes the session gate;
/// 5. only after that rename, request a reload of each changed kind that is installed;
/// 6. publish the new hashes, so a failed reload is asked for again next time.
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

    /// Runs one publish; `commit` guards each rename, `force` writes even when nothing changed.
    public func publish(
        trigger: PublishReport.Trigger, force: Bool = false, commit: RenameCommit = .unconditional
    ) throws(LifecycleError) -> PublishReport {
        let installed: Set<WidgetKind>
        do {
            installed = Set(try reloadCenter.currentConfigurations().map(\.kind))
        } catch {
            throw .installedWidgetsUnavailable("\(error)")
        }
        guard !installed.isEmpty else { return PublishReport(trigger: trigger, outcome: .nothingInstalled) }

        let prepared: PreparedSnapshot
        do {
            prepared = try source.prepareWidgetsSnapshot()
        } catch {
            throw .buildFailed("\(error)")
        }

        let changed = changedKinds(for: prepared)
        guard force || !changed.isEmpty else { return PublishReport(trigger: trigger, outcome: .unchanged) }

        try publishFile(prepared.bytes, as: WidgetsSnapshot.fileName, commit: commit)

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
            hashes = try KindHashes(prepared.kindHashes).encoded()
        } catch {
            throw .publishFailed(name: KindHashes.fileName, reason: "\(error)")
        }
        try publishFile(hashes, as: KindHashes.fileName, commit: commit)

        return PublishReport(
            trigger: trigger, outcome: .published, changedKinds: changed, reloadedKinds: reloaded,
            snapshotBytes: prepared.bytes.count)
    }

    /// The kinds that differ from the last publish; all of them when there is no usable record
    /// or the snapshot itself is gone (a reader must never be left without a file).
    func changedKinds(for prepared: PreparedSnapshot) -> [WidgetKind] {
        guard let recorded = try? container.read(KindHashes.fileName), let previous = KindHashes.decode(recorded),
              (try? container.read(WidgetsSnapshot.fileName)) != nil
        else { return WidgetKind.allCases }
        return previous.changedKinds(in: prepared.kindHashes)
    }

    private func publishFile(_ bytes: Data, as name: String, commit: RenameCommit) throws(LifecycleError) {
        do {
            try container.publish(bytes, as: name, commit: commit)
        } catch is SessionEndedError {
            throw .sessionEnded
        } catch let error as ContainerError {
            throw .container(error)
        } catch {
            throw .publishFailed(name: name, reason: "\(error)")
        }
    }
}
