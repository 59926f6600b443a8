import AppLifecycle
import GloveboxTestSupport
import SharedContainer
import WidgetContract

/// A reload center that lists the installed widgets at once, as every center of these tests does:
/// code that cannot wait (a thread, a callback inside a publish) reads it synchronously.
protocol ImmediateReloadCenter: ReloadCenter {
    /// The installed widgets now.
    func installedNow() throws(ContainerError) -> [InstalledWidget]
}

extension ReloadCenterDouble: ImmediateReloadCenter {
    func installedNow() throws(ContainerError) -> [InstalledWidget] { try currentConfigurations() }
}

extension RecordingReloadCenter: ImmediateReloadCenter {
    func installedNow() throws(ContainerError) -> [InstalledWidget] { try currentConfigurations() }
}

extension ContainerReloadCenter: ImmediateReloadCenter {
    func installedNow() throws(ContainerError) -> [InstalledWidget] { try currentConfigurations() }
}

extension WidgetPublisher {
    /// The installed widgets of this publisher's center, read when a synchronous publish asks.
    var immediateConfigurations: CurrentConfigurations {
        // Every center these tests make answers at once; a new one must conform.
        let center = reloadCenter as! any ImmediateReloadCenter
        return CurrentConfigurations { try center.installedNow() }
    }
}

extension PublishingSession {
    /// The installed widgets of this session's center, read when a synchronous publish asks.
    var immediateConfigurations: CurrentConfigurations { publisher.immediateConfigurations }
}
