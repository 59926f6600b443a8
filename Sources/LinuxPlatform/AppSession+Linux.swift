import AppCore
import AppLifecycle
import SharedContainer

/// A `glovebox` command's session: the app core on the Linux platform, driven synchronously.
///
/// A command never waits for anything but its own files, so where an Apple app fetches the
/// installed widgets from WidgetCenter before it publishes, a command reads them from the widget
/// host's file in the shared container, at the moment the publish needs them.
extension AppSession {
    /// A session on the Linux platform of `environment`; the logbook is opened on first use.
    public convenience init(environment: AppEnvironment) {
        self.init(platform: .linux(environment))
    }

    /// The installed widgets as the Linux widget host lists them, read when a publish asks (what
    /// `ContainerReloadCenter.currentConfigurations()` answers).
    public var widgetHostConfigurations: CurrentConfigurations {
        let directories = platform.directories
        return CurrentConfigurations {
            try InstalledWidgets.load(from: SnapshotFiles(directory: directories().sharedContainer))
        }
    }

    /// Ends a command: ``finish(configurations:)`` for the widgets the host lists.
    @discardableResult
    public func finish() throws(AppError) -> PublishReport? {
        try finish(configurations: widgetHostConfigurations)
    }

    /// Catches the snapshots up when they are behind: ``catchUp(configurations:)`` for the widgets
    /// the host lists.
    @discardableResult
    public func catchUp() throws(AppError) -> PublishReport? {
        try catchUp(configurations: widgetHostConfigurations)
    }

    /// Publishes both snapshots now (`glovebox publish`): ``publishNow(configurations:)`` for the
    /// widgets the host lists.
    public func publishNow() throws -> PublishReport {
        try publishNow(configurations: widgetHostConfigurations)
    }
}
