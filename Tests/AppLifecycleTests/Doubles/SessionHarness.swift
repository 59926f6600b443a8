import AppLifecycle
import GloveboxTestSupport
import WidgetContract

/// A session over doubles and a test clock.
struct SessionHarness {
    let source = SourceDouble()
    let container = ContainerDouble()
    let center: ReloadCenterDouble
    let remover = RemoverDouble()
    let clock = TestClock()
    let session: PublishingSession

    init(installed: Set<WidgetKind> = Set(WidgetKind.allCases), signedIn: Bool = true) {
        center = ReloadCenterDouble(installed: installed)
        let publisher = WidgetPublisher(source: source, container: container, reloadCenter: center)
        session = PublishingSession(publisher: publisher, clock: clock, signedIn: signedIn, privateRemovers: [remover])
    }

    /// How many times the snapshot file was renamed into place.
    var snapshotPublishes: Int {
        container.renames.filter { $0 == WidgetsSnapshot.fileName }.count
    }

    /// Advances the clock and waits for the timers it reached.
    func advance(seconds: Double) async {
        clock.advance(by: .milliseconds(Int(seconds * 1000)))
        await session.settle()
    }
}
