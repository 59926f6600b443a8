import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
import WidgetTimeline

@Suite struct SnapshotLoaderTests {
    private let today = CalendarDay(year: 2026, month: 11, day: 29)!

    private func bytes(_ snapshot: WidgetsSnapshot) throws -> Data {
        try SnapshotCoding.encode(snapshot)
    }

    /// The encoded sample as a mutable JSON object.
    private func json() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: bytes(RelativeSnapshot.make(today: today)))
        return try #require(object as? [String: Any])
    }

    private func load(_ object: [String: Any]) throws -> LoadState {
        SnapshotLoader.load(.bytes(try JSONSerialization.data(withJSONObject: object)))
    }

    private func isRefresh(_ state: LoadState) -> Bool {
        if case .needsRefresh = state { return true }
        return false
    }

    @Test func validBytesAreReady() throws {
        let snapshot = RelativeSnapshot.make(today: today)
        #expect(SnapshotLoader.load(.bytes(try bytes(snapshot))) == .ready(snapshot))
    }

    @Test(arguments: ["", "Mars/Olympus_Mons"])
    func aSnapshotWhoseZoneIsUnknownAsksToRefresh(_ zone: String) throws {
        // Its days are counted in its zone: without one the widget cannot say what "today" is.
        var object = try json()
        object["timeZone"] = zone
        // Whether the reader or this check refuses it first, the widget asks for the app.
        #expect(isRefresh(try load(object)))
    }

    @Test func missingFileAsksToSetUp() {
        #expect(SnapshotLoader.load(.missing) == .needsSetup)
    }

    @Test func unknownVersionAsksToRefresh() throws {
        var object = try json()
        object["version"] = 3
        let state = try load(object)
        #expect(state == .needsRefresh(reason: LoadProblem(.snapshot, .undecodable(.unsupportedVersion(found: 3, highestSupported: 2)))))
    }

    @Test func aVersionOneFileAsksToRefreshToo() throws {
        // Written by the app before readings had a day and completeness a month: its null
        // odometer meant "hidden" and "none" alike, so it is not guessed at.
        var object = try json()
        object["version"] = 1
        #expect(try load(object) == .needsRefresh(reason: LoadProblem(.snapshot, .undecodable(.unsupportedVersion(found: 1, highestSupported: 2)))))
    }

    @Test func truncatedFileAsksToRefresh() throws {
        let data = try bytes(RelativeSnapshot.make(today: today))
        #expect(isRefresh(SnapshotLoader.load(.bytes(data.prefix(data.count / 2)))))
        #expect(isRefresh(SnapshotLoader.load(.bytes(Data()))))
    }

    @Test func wrongTypeAsksToRefresh() throws {
        var object = try json()
        object["vehicles"] = ["not": "a list"]
        #expect(isRefresh(try load(object)))
        var version = try json()
        version["version"] = "1"
        #expect(isRefresh(try load(version)))
    }

    @Test func tooLargeFileAsksToRefresh() {
        #expect(isRefresh(SnapshotLoader.load(.tooLarge(size: 5_000_000))))
    }

    @Test func unreadableFileKeepsTheLastGoodSnapshot() {
        let snapshot = RelativeSnapshot.make(today: today)
        #expect(SnapshotLoader.load(.unreadable(errno: 13), lastGood: snapshot) == .ready(snapshot))
        #expect(SnapshotLoader.load(.unreadable(errno: 13)) == .placeholder(reason: LoadProblem(.snapshot, .unreadable(errno: 13))))
    }

    @Test(arguments: [
        ("en_GB", "Open Glovebox to refresh"), ("pt_PT", "Abra o Glovebox para atualizar"),
        ("pt_BR", "Abra o Glovebox para atualizar"), ("es_ES", "Abre Glovebox para actualizar"),
        ("fr_CA", "Ouvrez Glovebox pour actualiser"), ("de_AT", "Öffne Glovebox zum Aktualisieren"),
        ("ja_JP", "Open Glovebox to refresh"),
    ])
    func refreshTextFollowsTheSystemLocale(locale: String, expected: String) {
        let builder = TimelineBuilder(calendar: Pinned.calendar("Europe/Lisbon"), systemLocale: Locale(identifier: locale))
        let timeline = builder.timeline(
            for: WidgetSetup(kind: .spend, family: .small), state: .needsRefresh(reason: LoadProblem(.snapshot, .misnamed)),
            now: Pinned.instant("2026-11-29T19:20:00Z"))
        #expect(timeline.entries.first?.model.body == .message(MessageContent(reason: .refresh, text: expected)))
        #expect(timeline.entries.first?.model.title == "Glovebox")
    }

    @Test(arguments: ["en_GB", "pt_PT", "pt_BR", "pt", "pt_AO", "es_419", "fr_CA", "de_CH", "it_IT", "ja_JP", ""])
    func fallbackTextsSpeakTheLanguageTheAppsSnapshotsWould(_ identifier: String) {
        // One rule (the contract's Language) for the widget's built-in texts and the app's catalogs.
        let locale = Locale(identifier: identifier)
        #expect(FallbackTexts.forLocale(locale).language == Language(matching: locale).tag)
    }

    @Test func setUpTextFollowsTheSystemLocale() {
        let builder = TimelineBuilder(calendar: Pinned.calendar("Europe/Lisbon"), systemLocale: Locale(identifier: "fr_FR"))
        let timeline = builder.timeline(
            for: WidgetSetup(kind: .vehicle, family: .small), state: .needsSetup,
            now: Pinned.instant("2026-11-29T19:20:00Z"))
        #expect(timeline.entries.first?.model.body == .message(MessageContent(reason: .setUp, text: "Ouvrez Glovebox pour configurer")))
    }
}
