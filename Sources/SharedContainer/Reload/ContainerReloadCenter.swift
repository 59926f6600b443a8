#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetContract

/// The Linux reload center: records each request durably for the widget host and reads the
/// installed widgets from the file the host publishes.
///
/// It answers ``currentConfigurations()`` at once (a small file read), so the Linux command line,
/// which never waits, asks it synchronously; through ``ReloadCenter`` it is asked as WidgetCenter is.
public struct ContainerReloadCenter: ReloadCenter {
    /// The log the requests go to.
    public let log: ReloadRequestLog
    /// The shared container's files.
    public let files: SnapshotFiles
    private let clock: @Sendable () -> Date
    private let isForeground: @Sendable () -> Bool

    /// A reload center over the shared container, stamping requests with `clock` and with
    /// whether `isForeground` says the app is in front.
    public init(
        files: SnapshotFiles, clock: @escaping @Sendable () -> Date,
        isForeground: @escaping @Sendable () -> Bool
    ) {
        self.files = files
        self.log = ReloadRequestLog(files: files)
        self.clock = clock
        self.isForeground = isForeground
    }

    /// Logs a reload of `kind`, stamped with the clock and whether the app is in front.
    public func reloadTimelines(ofKind kind: WidgetKind) throws(ContainerError) {
        try log.append(ReloadRequest(scope: .kind(kind), requestedAt: clock(), foreground: isForeground()))
    }

    /// Logs a reload of every kind, stamped with the clock and whether the app is in front.
    public func reloadAllTimelines() throws(ContainerError) {
        try log.append(ReloadRequest(scope: .all, requestedAt: clock(), foreground: isForeground()))
    }

    /// The installed widgets, from the file the host publishes.
    public func currentConfigurations() throws(ContainerError) -> [InstalledWidget] {
        try InstalledWidgets.load(from: files)
    }
}
