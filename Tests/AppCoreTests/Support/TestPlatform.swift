import AppCore
import Foundation
import GarageRules
import GloveboxTestSupport
import SharedContainer
import Synchronization
import WidgetContract

/// An app platform of temporary directories — the app's own, and a shared container elsewhere, as
/// an App Group container is — with a recording reload center, secrets in memory, a pinned clock,
/// zone and ids, and a timer on a test clock (it fires only when a test advances it).
final class TestPlatform: Sendable {
    let app = TemporaryDirectory(prefix: "glovebox-platform-app")
    let group = TemporaryDirectory(prefix: "glovebox-platform-group")
    let center = RecordingReloadCenter(installed: WidgetKind.allCases.map {
        InstalledWidget(id: "w-\($0.rawValue)", kind: $0, family: .medium)
    })
    let credentials = MemoryCredentialStore()
    let clock = TestClock()
    /// Whether the core ever did its work (which starts by asking for its directories) on the main actor.
    let threads = ThreadLog()
    let directories: AppDirectories
    let now: Date

    init(now: String = "2026-11-29T12:00:00Z") throws {
        self.now = Pinned.instant(now)
        directories = AppDirectories(
            appPrivate: app.path, documents: app.appending("Documents").path, sharedContainer: group.path)
        try FileManager.default.createDirectory(atPath: directories.documents, withIntermediateDirectories: false)
    }

    var platform: AppPlatform {
        let directories = directories
        let center = center
        let threads = threads
        let now = now
        return AppPlatform(
            directories: {
                threads.note()
                return directories
            },
            makeReloadCenter: { _, _ in center }, credentials: credentials, clock: { now },
            defaultTimeZone: Pinned.timeZone("Europe/Lisbon"), ids: .sequential(prefix: "t"),
            triggers: PublishingTriggers(clock: clock, delay: .seconds(4)))
    }

    /// The widgets snapshot in the shared container, decoded.
    func publishedSnapshot() throws -> WidgetsSnapshot {
        let data = try Data(contentsOf: group.appending(WidgetsSnapshot.fileName))
        return try SnapshotCoding.decode(WidgetsSnapshot.self, from: data)
    }
}

/// Where the core's calls ran: on the main actor's queue (the main dispatch queue, which runs the
/// main actor's jobs) or elsewhere.
final class ThreadLog: Sendable {
    private static let mainQueue: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
    private let counts = Mutex((main: 0, other: 0))

    /// Whether the caller runs on the main actor's queue.
    static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueue) == true }

    func note() {
        let onMain = Self.isOnMainQueue
        counts.withLock { onMain ? ($0.main += 1) : ($0.other += 1) }
    }

    var onMainThread: Int { counts.withLock { $0.main } }
    var elsewhere: Int { counts.withLock { $0.other } }
}

/// Secrets kept in memory, as a Keychain would keep them.
final class MemoryCredentialStore: CredentialStore {
    private let secrets = Mutex<[String: String]>([:])

    func storeSecret(_ secret: String, account: String, server: String) throws {
        secrets.withLock { $0[server + "\n" + account] = secret }
    }

    func secret(account: String, server: String) throws -> String? {
        secrets.withLock { $0[server + "\n" + account] }
    }

    func deleteSecret(account: String, server: String) throws {
        _ = secrets.withLock { $0.removeValue(forKey: server + "\n" + account) }
    }
}

/// A reload center that answers `currentConfigurations()` only when the test opens its gate, as
/// WidgetCenter answers after a round trip to the system.
final class GatedReloadCenter: ReloadCenter {
    let base: RecordingReloadCenter
    /// Yields each time the center is asked for the installed widgets.
    let asked: AsyncStream<Void>
    private let askedContinuation: AsyncStream<Void>.Continuation
    private let gate: AsyncStream<Void>
    private let gateContinuation: AsyncStream<Void>.Continuation

    init(base: RecordingReloadCenter) {
        self.base = base
        (asked, askedContinuation) = AsyncStream.makeStream()
        (gate, gateContinuation) = AsyncStream.makeStream()
    }

    /// Lets one question through.
    func open() {
        gateContinuation.yield()
    }

    func reloadTimelines(ofKind kind: WidgetKind) throws(ContainerError) {
        try base.reloadTimelines(ofKind: kind)
    }

    func reloadAllTimelines() throws(ContainerError) {
        try base.reloadAllTimelines()
    }

    func currentConfigurations() async throws -> [InstalledWidget] {
        askedContinuation.yield()
        for await _ in gate { break }
        return try base.currentConfigurations()
    }
}
