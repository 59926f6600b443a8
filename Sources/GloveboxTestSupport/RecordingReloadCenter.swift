import Foundation
import SharedContainer
import WidgetContract

/// A reload center that remembers what it was asked, for tests of code that requests reloads.
public final class RecordingReloadCenter: ReloadCenter, @unchecked Sendable {
    /// One request the center received.
    public enum Request: Equatable, Sendable {
        /// `reloadTimelines(ofKind:)`.
        case kind(WidgetKind)
        /// `reloadAllTimelines()`.
        case all
    }

    private let lock = NSLock()
    private var recorded: [Request] = []
    private var installed: [InstalledWidget]
    private var failure: ContainerError?

    /// A center that reports `installed` as the current configurations.
    public init(installed: [InstalledWidget] = []) {
        self.installed = installed
    }

    /// The requests so far, oldest first.
    public var requests: [Request] { lock.withLock { recorded } }

    /// The kinds requested so far, in order, without `.all` requests.
    public var requestedKinds: [WidgetKind] {
        requests.compactMap { if case .kind(let kind) = $0 { kind } else { nil } }
    }

    /// Replaces the configurations the center reports.
    public func setInstalled(_ widgets: [InstalledWidget]) {
        lock.withLock { installed = widgets }
    }

    /// Makes every later call throw `error` (or succeed again, with `nil`) without recording it.
    public func failEveryCall(with error: ContainerError?) {
        lock.withLock { failure = error }
    }

    /// Forgets the requests so far.
    public func reset() {
        lock.withLock { recorded.removeAll() }
    }

    /// Records a reload of `kind`, or throws the failure set up.
    public func reloadTimelines(ofKind kind: WidgetKind) throws(ContainerError) {
        try record(.kind(kind))
    }

    /// Records a reload of every kind, or throws the failure set up.
    public func reloadAllTimelines() throws(ContainerError) {
        try record(.all)
    }

    /// The installed widgets set up, or the failure set up.
    public func currentConfigurations() throws(ContainerError) -> [InstalledWidget] {
        let (widgets, failure) = lock.withLock { (installed, self.failure) }
        if let failure { throw failure }
        return widgets
    }

    private func record(_ request: Request) throws(ContainerError) {
        let failure: ContainerError? = lock.withLock {
            if let failure = self.failure { return failure }
            recorded.append(request)
            return nil
        }
        if let failure { throw failure }
    }
}
