import AppLifecycle
import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract

/// The app never publishes a widgets snapshot over the contract's cap
/// (`WidgetsSnapshot.maximumFileSize`), which the widgets would refuse unread: the publish fails
/// saying why, and the last file stays with its widgets unreloaded.
@Suite struct SnapshotSizeCapPublishingTests {
    let source = SourceDouble()
    let container = ContainerDouble()
    let center = ReloadCenterDouble()

    var publisher: WidgetPublisher {
        WidgetPublisher(source: source, container: container, reloadCenter: center)
    }

    @Test func aSnapshotOverTheCapIsRefusedAndTheLastFileStays() async throws {
        _ = try await publisher.publish(trigger: .forced)
        let before = try #require(container.files[WidgetsSnapshot.fileName])
        source.change(.spend)
        source.pad(by: WidgetsSnapshot.maximumFileSize)

        await #expect(throws: LifecycleError.self) { try await publisher.publish(trigger: .forced) }
        do {
            _ = try await publisher.publish(trigger: .forced)
        } catch {
            #expect("\(error)".contains("over the \(WidgetsSnapshot.maximumFileSize) the widgets read"))
        }
        #expect(container.files[WidgetsSnapshot.fileName] == before)
        #expect(center.reloads == WidgetKind.allCases)
    }

    @Test func aSnapshotOfExactlyTheCapIsPublished() async throws {
        let text = try await publisher.publish(trigger: .forced)
        let size = try #require(text.snapshotBytes)
        source.change(.spend)
        source.pad(by: WidgetsSnapshot.maximumFileSize - size)
        let report = try await publisher.publish(trigger: .forced)
        #expect(report.outcome == .published)
        #expect(container.files[WidgetsSnapshot.fileName]?.count == WidgetsSnapshot.maximumFileSize)
    }
}
