import Foundation
import GloveboxTestSupport
import SharedContainer
import Testing
import WidgetContract
import WidgetHost

/// `glovebox-widget` draws each widget from its own part, in the real container: the same drawing
/// as from the whole snapshot, whatever the other files hold; a part over the cap is refused from
/// its size, before any parsing; a part of another version asks to open the app.
@Suite struct WidgetPartReadingTests {
    let fixture = HostFixture(now: Pinned.instant("2026-11-29T19:20:00Z"))

    /// Every kind in its largest family, unconfigured and for each vehicle of the sample.
    static let widgets: [[String]] = WidgetKind.allCases.flatMap { kind in
        [[kind.rawValue, "--family", "large"], [kind.rawValue, "--family", "large", "--vehicle", "clio"],
         [kind.rawValue, "--family", "medium", "--vehicle", "jeep"], [kind.rawValue, "--family", "small", "--vehicle", "sold"]]
    }

    /// What `render` draws for each widget now.
    func drawings() -> [String] {
        Self.widgets.map { arguments in
            let before = fixture.output.value.count
            fixture.run(["render"] + arguments)
            return String(fixture.output.value.dropFirst(before))
        }
    }

    @Test func eachWidgetDrawsFromItsPartWhatTheWholeSnapshotDrew() throws {
        try fixture.publishSample()
        let fromSnapshot = drawings()
        try fixture.publishSampleParts()

        let fromParts = drawings()

        #expect(fromParts == fromSnapshot)
        #expect(!fromParts.contains { $0.contains("Open Glovebox to refresh") })
    }

    @Test func aWidgetReadsOnlyItsPartNotTheSnapshotNorTheOtherParts() throws {
        try fixture.publishSample()
        try fixture.publishSampleParts()
        // The vehicle widget for clio, large (the second of `widgets`).
        let expected = drawings()[1]
        // Everything but the vehicle widget's part for clio is damaged.
        for name in try FileManager.default.contentsOfDirectory(atPath: fixture.shared.directory)
        where name != "widgets.part.vehicle.v.clio.json" && (WidgetPart.isPartFileName(name) || name == WidgetsSnapshot.fileName) {
            try fixture.shared.publish(Data("{damaged".utf8), as: name)
        }

        let before = fixture.output.value.count
        #expect(fixture.run("render", "vehicle", "--family", "large", "--vehicle", "clio") == 0)

        #expect(String(fixture.output.value.dropFirst(before)) == expected)
        #expect(fixture.errors.value.isEmpty)
    }

    @Test func aPartOverTheCapIsRefusedFromItsSizeBeforeParsing() throws {
        try fixture.publishSampleParts()
        // Not JSON at all: a reader that parsed it would say so; the size is all that is looked at.
        try fixture.shared.publish(
            Data(repeating: UInt8(ascii: "{"), count: WidgetPart.maximumFileSize + 1), as: "widgets.part.deadlines.json")

        #expect(fixture.run("render", "deadlines", "--family", "large") == 0)

        #expect(fixture.output.value.contains("Open Glovebox to refresh"))
        #expect(fixture.errors.value
            == "glovebox-widget: widget part 'widgets.part.deadlines.json' is 65537 bytes, over the 65536 a widget reads; it was not read\n")
    }

    @Test func aPartOfExactlyTheCapIsReadAndDrawn() throws {
        try fixture.publishSampleParts()
        let name = "widgets.part.deadlines.json"
        guard case .bytes(let bytes) = fixture.shared.read(name) else {
            Issue.record("the part was not published")
            return
        }
        try fixture.shared.publish(
            bytes + Data(repeating: UInt8(ascii: " "), count: WidgetPart.maximumFileSize - bytes.count), as: name)

        #expect(fixture.run("render", "deadlines", "--family", "large") == 0)

        #expect(!fixture.output.value.contains("Open Glovebox"))
        #expect(fixture.output.value.contains("Insurance"))
    }

    @Test func aPartOfAnotherVersionAsksToOpenTheApp() throws {
        try fixture.publishSample()
        try fixture.publishSampleParts()
        let name = "widgets.part.spend.json"
        guard case .bytes(let bytes) = fixture.shared.read(name) else {
            Issue.record("the part was not published")
            return
        }
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"version\" : 3", with: "\"version\" : 4")
        try fixture.shared.publish(Data(text.utf8), as: name)

        #expect(fixture.run("render", "spend", "--family", "medium") == 0)

        #expect(fixture.output.value.contains("Open Glovebox to refresh"))
        #expect(fixture.errors.value.contains("unsupported snapshot version 4 (this reader knows version 3)"))
    }
}
