import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract

@Suite struct SnapshotDecodingTests {
    let valid = SampleSnapshots.englishUnlocked

    private func decode(_ snapshot: WidgetsSnapshot) throws(SnapshotDecodingError) -> WidgetsSnapshot {
        // Encode without validation so that broken snapshots reach the decoder.
        let data = try! SnapshotCoding.encodeSection(snapshot)
        return try SnapshotCoding.decode(WidgetsSnapshot.self, from: data)
    }

    private func expectBroken(
        _ change: (inout WidgetsSnapshot) -> Void, _ rule: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var snapshot = valid
        change(&snapshot)
        #expect(throws: SnapshotDecodingError.invalid(.brokenInvariant(rule)), sourceLocation: sourceLocation) {
            try decode(snapshot)
        }
        #expect(throws: SnapshotProblem.brokenInvariant(rule), "the encoder refuses it too", sourceLocation: sourceLocation) {
            try SnapshotCoding.encode(snapshot)
        }
    }

    @Test func aValidSnapshotRoundTrips() throws {
        let data = try SnapshotCoding.encode(valid)
        #expect(try SnapshotCoding.decode(WidgetsSnapshot.self, from: data) == valid)
    }

    @Test func encodingIsDeterministicWithSortedKeys() throws {
        let first = try SnapshotCoding.encode(valid)
        let second = try SnapshotCoding.encode(SampleSnapshots.englishUnlocked)
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        let topKeys = ["dayPhrases", "deadlines", "generatedAt", "kind", "locale", "maintenance", "privacy",
                       "spend", "strings", "theme", "timeZone", "vehicles", "version"]
        let positions = topKeys.map { text.range(of: "\n  \"\($0)\" :")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(text.contains("\"url\" : \"glovebox://vehicle/clio\""), "slashes are not escaped")
    }

    @Test(arguments: [0, 1, 3, 99, -1])
    func aVersionOtherThanTheCurrentIsUnsupportedWithTheVersionFound(_ version: Int) throws {
        var object = try JSONSerialization.jsonObject(with: SnapshotCoding.encode(valid)) as! [String: Any]
        object["version"] = version
        object.removeValue(forKey: "vehicles")  // a future version may reshape everything else
        let data = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: SnapshotDecodingError.unsupportedVersion(found: version, highestSupported: 2)) {
            try SnapshotCoding.decode(WidgetsSnapshot.self, from: data)
        }
    }

    @Test func anotherKindOfDocumentIsInvalid() throws {
        let text = String(decoding: try SnapshotCoding.encode(valid), as: UTF8.self)
            .replacingOccurrences(of: "\"glovebox.widgets\"", with: "\"glovebox.shortcuts\"")
        #expect(throws: SnapshotDecodingError.invalid(.wrongKind(found: "glovebox.shortcuts"))) {
            try SnapshotCoding.decode(WidgetsSnapshot.self, from: Data(text.utf8))
        }
    }

    @Test(arguments: ["", "[]", "null", "42", "{", "\u{FF}\u{FE}"])
    func bytesThatAreNotASnapshotObjectAreInvalidWithoutTrapping(_ text: String) {
        let error = #expect(throws: SnapshotDecodingError.self) {
            try SnapshotCoding.decode(WidgetsSnapshot.self, from: Data(text.utf8))
        }
        guard case .invalid(.notJSON) = error else {
            Issue.record("expected notJSON, got \(String(describing: error))")
            return
        }
    }

    @Test func aHeaderWithoutVersionIsAMissingField() {
        #expect(throws: SnapshotDecodingError.invalid(.missingField(path: "version"))) {
            try SnapshotCoding.decode(WidgetsSnapshot.self, from: Data(#"{"kind":"glovebox.widgets"}"#.utf8))
        }
        #expect(throws: SnapshotDecodingError.invalid(.wrongType(path: "version", expected: "integer"))) {
            try SnapshotCoding.decode(WidgetsSnapshot.self, from: Data(#"{"kind":"glovebox.widgets","version":"1"}"#.utf8))
        }
    }

    @Test func aHeaderWithoutKindIsAMissingFieldBeforeItsVersionIsLookedAt() {
        #expect(throws: SnapshotDecodingError.invalid(.missingField(path: "kind"))) {
            try SnapshotCoding.decode(WidgetsSnapshot.self, from: Data(#"{"version":99}"#.utf8))
        }
        #expect(throws: SnapshotDecodingError.invalid(.wrongType(path: "kind", expected: "string"))) {
            try SnapshotCoding.decode(WidgetsSnapshot.self, from: Data(#"{"kind":2,"version":2}"#.utf8))
        }
        // The kind is read before the version: another kind of document is not called a newer one.
        #expect(throws: SnapshotDecodingError.invalid(.wrongKind(found: "glovebox.shortcuts"))) {
            try SnapshotCoding.decode(WidgetsSnapshot.self, from: Data(#"{"kind":"glovebox.shortcuts","version":99}"#.utf8))
        }
    }

    @Test func anUnknownMaintenanceBasisIsAnInvalidValue() throws {
        let text = String(decoding: try SnapshotCoding.encode(valid), as: UTF8.self)
            .replacingOccurrences(of: "\"basis\" : \"distance\"", with: "\"basis\" : \"hours\"")
        let error = #expect(throws: SnapshotDecodingError.self) {
            try SnapshotCoding.decode(WidgetsSnapshot.self, from: Data(text.utf8))
        }
        guard case .invalid(.invalidValue(let path, _)) = error else {
            Issue.record("expected invalidValue, got \(String(describing: error))")
            return
        }
        #expect(path == "maintenance[1].basis")
    }

    @Test func aDistanceItemMustCarryItsFlags() throws {
        let text = String(decoding: try SnapshotCoding.encode(valid), as: UTF8.self)
            .replacingOccurrences(of: "\"isOverdue\" : false,", with: "")
        #expect(throws: SnapshotDecodingError.invalid(.missingField(path: "maintenance[1].isOverdue"))) {
            try SnapshotCoding.decode(WidgetsSnapshot.self, from: Data(text.utf8))
        }
    }

    @Test func everyInvariantIsChecked() {
        expectBroken({ $0.dayPhrases.from = -59 }, "dayPhrases.from is -59, not -60")
        expectBroken({ $0.dayPhrases.phrases.append("x") }, "dayPhrases has 182 phrases, not 181")
        expectBroken({ $0.spend[1].buckets[0].ratio = -0.01 }, "spend[1].buckets[0].ratio -0.01 is outside 0...1")
        expectBroken({ $0.vehicles[1].id = "clio" }, "vehicles has the id 'clio' more than once")
        expectBroken({ $0.maintenance[1].id = "clio-oil" }, "maintenance has the id 'clio-oil' more than once")
        expectBroken({ $0.spend[2].vehicleId = "clio" }, "spend has the id 'clio' more than once")
        expectBroken({ $0.maintenance[0].vehicleId = "golf" }, "maintenance[0].vehicleId 'golf' names no vehicle of the snapshot")
        expectBroken({ $0.spend[1].vehicleId = "golf" }, "spend[1].vehicleId 'golf' names no vehicle of the snapshot")
        expectBroken({ $0.deadlines[0].url = "http://x" }, "deadlines[0].url 'http://x' does not use the glovebox scheme")
        expectBroken({ $0.vehicles[0].url = "glovebox://nowhere/clio" },
                     "vehicles[0].url 'glovebox://nowhere/clio' is not a valid link (can't open this link: there is no 'nowhere' in Glovebox)")
        expectBroken({ $0.deadlines[0].url = "glovebox://deadline/a/b" },
                     "deadlines[0].url 'glovebox://deadline/a/b' is not a valid link (can't open this link: expected 1 id after the destination, found 2)")
        expectBroken({ $0.maintenance[0].url = "glovebox://odometer/new?vehicle=clio&value=12345" },
                     "maintenance[0].url 'glovebox://odometer/new?vehicle=clio&value=12345' opens a form, which a widget link must not")
        expectBroken({ $0.spend[0].url = "glovebox://expense/new?vehicle=clio&amount=12.50" },
                     "spend[0].url 'glovebox://expense/new?vehicle=clio&amount=12.50' opens a form, which a widget link must not")
        expectBroken({ $0.theme.colors.bar = "red" }, "theme.colors.bar 'red' is not #RRGGBB")
        expectBroken({ $0.spend[0].currencyCode = "eur" }, "spend[0].currencyCode 'eur' is not three capital letters (ISO 4217)")
        expectBroken({ $0.spend[1].currencyCode = "EURO" }, "spend[1].currencyCode 'EURO' is not three capital letters (ISO 4217)")
        expectBroken({ $0.spend[0].currencyCode = "ÉUR" }, "spend[0].currencyCode 'ÉUR' is not three capital letters (ISO 4217)")
        expectBroken({ $0.spend[0].buckets[0].isCurrent = true }, "spend[0] has more than one current month")
        expectBroken({
            $0.maintenance[0].due = .time(dueDate: SampleSnapshots.day("2027-01-01"), dueDateLabel: "x",
                                          warningFrom: SampleSnapshots.day("2027-01-02"))
        }, "maintenance[0].warningFrom 2027-01-02 is after its dueDate 2027-01-01")
        expectBroken({ $0.spend[0].buckets[1].id = $0.spend[0].buckets[0].id }, "spend[0].buckets has the id '2026-06' more than once")
    }

    @Test func aRatioThatIsNotANumberIsRefusedBeforeEncoding() {
        var snapshot = valid
        snapshot.spend[0].buckets[5].ratio = .nan
        #expect(throws: SnapshotProblem.brokenInvariant("spend[0].buckets[5].ratio nan is outside 0...1")) {
            try SnapshotCoding.encode(snapshot)
        }
    }

    @Test func aLockedSnapshotMayCarryNoOdometerNoAmountAndNoDistance() {
        expectBroken({ $0.privacy.locked = true }, "vehicles[0] carries an odometer although the snapshot is locked")
        expectBroken({
            $0.privacy.locked = true
            for index in $0.vehicles.indices { $0.vehicles[index].odometer = .hidden }
        }, "maintenance[1] carries a distance although the snapshot is locked")
        expectBroken({
            $0.privacy.locked = true
            for index in $0.vehicles.indices { $0.vehicles[index].odometer = .hidden }
            $0.maintenance[1].due = .distance(label: nil, isWarning: false, isOverdue: false)
        }, "spend[0] carries an amount although the snapshot is locked")
    }

    @Test func dayPhrasesCoverTheTableAndFallBackOutsideIt() {
        let phrases = valid.dayPhrases
        #expect(phrases.phrase(forOffset: 0) == "Today")
        #expect(phrases.phrase(forOffset: 1) == "Tomorrow")
        #expect(phrases.phrase(forOffset: 120) == "In 120 days")
        #expect(phrases.phrase(forOffset: 121) == nil)
        #expect(phrases.phrase(forOffset: -60) == "Overdue by 60 days")
        #expect(phrases.phrase(forOffset: -61) == "Overdue")
    }
}
