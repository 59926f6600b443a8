import Foundation
import GloveboxTestSupport
import ShortcutsContract
import Testing
import WidgetContract

/// The reader accepts exactly what the schema and the invariants accept: UTF-8 only, strict JSON,
/// no duplicate names, instants that exist in the one form the writer writes, a known time zone.
@Suite struct StrictReadingTests {
    /// The valid English fixture as the app wrote it (pretty-printed, `"key" : value`).
    let text: String

    init() throws {
        text = String(decoding: try Fixtures.snapshotData("valid", "en-unlocked.json"), as: UTF8.self)
    }

    private func problem(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) -> SnapshotProblem? {
        do {
            _ = try SnapshotCoding.decode(WidgetsSnapshot.self, from: data)
            Issue.record("accepted", sourceLocation: sourceLocation)
            return nil
        } catch {
            guard case .invalid(let problem) = error else {
                Issue.record("expected an invalid snapshot, got \(error)", sourceLocation: sourceLocation)
                return nil
            }
            return problem
        }
    }

    private func problem(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> SnapshotProblem? {
        problem(Data(text.utf8), sourceLocation: sourceLocation)
    }

    /// The fixture with its first `old` replaced by `new`; records an issue when `old` is absent.
    private func replacing(_ old: String, with new: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        guard let range = text.range(of: old) else {
            Issue.record("the fixture has no \(old)", sourceLocation: sourceLocation)
            return text
        }
        return text.replacingCharacters(in: range, with: new)
    }

    // MARK: Encodings

    @Test func utf16AndUtf32FilesAreRefusedAsNotUTF8() throws {
        let cases: [(String.Encoding, SnapshotProblem)] = [
            (.utf16, .notUTF8(offset: 0, reason: "the file is UTF-16 (it starts with a byte-order mark)")),
            (.utf16LittleEndian, .notUTF8(offset: 1, reason: "a NUL byte: the file looks like UTF-16 or UTF-32")),
            (.utf16BigEndian, .notUTF8(offset: 0, reason: "a NUL byte: the file looks like UTF-16 or UTF-32")),
            (.utf32, .notUTF8(offset: 0, reason: "the file is UTF-32 (it starts with a byte-order mark)")),
            (.utf32LittleEndian, .notUTF8(offset: 1, reason: "a NUL byte: the file looks like UTF-16 or UTF-32")),
        ]
        for (encoding, expected) in cases {
            let data = try #require(text.data(using: encoding))
            #expect(problem(data) == expected, "\(encoding)")
        }
    }

    @Test func aByteOrderMarkIsRefused() {
        #expect(problem(Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8))
                == .notUTF8(offset: 0, reason: "the file starts with a byte-order mark (EF BB BF), which a snapshot never has"))
    }

    @Test func bytesThatAreNotUTF8InAStringAreRefusedWhereTheyAre() throws {
        let name = try #require(text.range(of: "\"Clio\""))
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: name.lowerBound) + 1
        let cases: [([UInt8], String)] = [
            ([0xE9], "byte 0xE9 starts a sequence that is not UTF-8"),  // Latin-1 é
            ([0xC0, 0xA9], "byte 0xC0 cannot start a UTF-8 sequence"),  // an overlong ©
            ([0xED, 0xA0, 0x80], "byte 0xED starts a sequence that is not UTF-8"),  // a surrogate
            ([0xF4, 0x90, 0x80, 0x80], "byte 0xF4 starts a sequence that is not UTF-8"),  // above U+10FFFF
            ([0x80], "byte 0x80 cannot start a UTF-8 sequence"),
        ]
        for (bytes, reason) in cases {
            var data = Data(text.utf8)
            data.replaceSubrange(offset..<offset + 1, with: bytes)
            #expect(problem(data) == .notUTF8(offset: offset, reason: reason))
        }
        // Well-formed sequences of every length are read.
        let accented = replacing("\"name\" : \"Clio\"", with: "\"name\" : \"Clio é € 𝄞 \\u00e9 \\ud834\\udd1e\"")
        let snapshot = try SnapshotCoding.decode(WidgetsSnapshot.self, from: Data(accented.utf8))
        #expect(snapshot.vehicles[0].name == "Clio é € 𝄞 é 𝄞")
    }

    // MARK: Syntax

    @Test func aTrailingCommaAnywhereIsRefused() {
        // Before every closing bracket of the fixture, in turn.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var tried = 0
        for (index, line) in lines.enumerated() where index > 0 {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("}") || trimmed.hasPrefix("]") else { continue }
            let previous = lines[index - 1]
            guard !previous.hasSuffix("{"), !previous.hasSuffix("["), !previous.hasSuffix(",") else { continue }
            var changed = lines
            changed[index - 1] += ","
            tried += 1
            let found = problem(changed.joined(separator: "\n"))
            guard case .notJSON(let reason) = found, reason.hasPrefix("a trailing comma before '\(trimmed.first!)' at line \(index + 1),") else {
                Issue.record("line \(index + 1): \(String(describing: found))")
                continue
            }
        }
        #expect(tried > 40)
    }

    @Test(arguments: [
        (#"{"kind": "glovebox.widgets",}"#, "a trailing comma before '}' at line 1, column 29 (byte 28)"),
        (#"{"a": [1, 2,]}"#, "a trailing comma before ']' at line 1, column 13 (byte 12)"),
        (#"{"a": 01}"#, "a number with a leading zero at line 1, column 7 (byte 6)"),
        (#"{"a": -}"#, "a number without digits at line 1, column 7 (byte 6)"),
        (#"{"a": 1.}"#, "a number without digits after its '.' at line 1, column 7 (byte 6)"),
        (#"{"a": 1e}"#, "a number without digits in its exponent at line 1, column 7 (byte 6)"),
        (#"{"a": 1e400}"#, "a number beyond the range of a double at line 1, column 7 (byte 6)"),
        (#"{"a": NaN}"#, "'N' where a value was expected at line 1, column 7 (byte 6)"),
        (#"{"a": tru}"#, "not a JSON literal (expected true) at line 1, column 7 (byte 6)"),
        (#"{"a": 'x'}"#, "''' where a value was expected at line 1, column 7 (byte 6)"),
        (#"{a: 1}"#, "'a' where a member name was expected at line 1, column 2 (byte 1)"),
        (#"{"a" 1}"#, "'1' where ':' was expected at line 1, column 6 (byte 5)"),
        (#"{"a": 1 "b": 2}"#, "'\"' where ',' or '}' was expected at line 1, column 9 (byte 8)"),
        (#"{"a": "\x41"}"#, "'\\x' is not a JSON escape at line 1, column 8 (byte 7)"),
        (#"{"a": "\u12"}"#, "a \\u escape needs four hex digits at line 1, column 8 (byte 7)"),
        (#"{"a": "\ud800"}"#, "a surrogate escape without its pair at line 1, column 8 (byte 7)"),
        (#"{"a": "\udc00\ud800"}"#, "a surrogate escape without its pair at line 1, column 8 (byte 7)"),
        ("{\"a\": \"tab\there\"}", "a control character (byte 0x09) that is not escaped in a string at line 1, column 11 (byte 10)"),
        ("{\"a\":\u{0B}1}", "byte 0x0B where a value was expected at line 1, column 6 (byte 5)"),
        ("{\"a\": 1} x", "more content after the document at line 1, column 10 (byte 9)"),
        ("{\"a\": 1}\u{0}", "more content after the document at line 1, column 9 (byte 8)"),
        ("{\"a\":\n [1, 2", "the file ends inside an array at line 2, column 7 (byte 12)"),
        ("{\"a\": \"open", "a string that is not closed at line 1, column 7 (byte 6)"),
        ("", "the file is empty"),
        (" \n", "the file holds no JSON value"),
        ("[1]", "the top level is not an object"),
        (" 42", "the top level is not an object"),
    ])
    func textThatIsNotStrictJSONIsRefusedWithItsPlace(_ text: String, _ reason: String) {
        #expect(problem(text) == .notJSON(reason))
    }

    @Test func nestingIsBoundedAndSaysSo() {
        let deep = "{\"a\":" + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "}"
        #expect(problem(deep) == .notJSON("nesting deeper than 64 levels at line 1, column 69 (byte 68)"))
    }

    // MARK: Duplicate names

    @Test func aLockThatIsAlsoUnlockedIsRefused() {
        // The first value used to win here, the last in Python: the odometer was shown to one reader
        // and hidden by the other.
        let doubled = replacing("\"locked\" : false", with: "\"locked\" : false, \"locked\" : true")
        #expect(problem(doubled) == .duplicateKey(path: "privacy.locked"))
        let escaped = replacing("\"locked\" : false", with: "\"locked\" : false, \"locke\\u0064\" : true")
        #expect(problem(escaped) == .duplicateKey(path: "privacy.locked"), "names are compared once decoded")
    }

    @Test func everyMemberOfTheFixtureRepeatedIsRefusedWithItsPath() throws {
        // Each member line `"key" : scalar`, written twice in a row.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var tried = 0
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("\""), let colon = trimmed.range(of: "\" : "),
                  !trimmed.hasSuffix("{"), !trimmed.hasSuffix("[") else { continue }
            let key = String(trimmed[trimmed.index(after: trimmed.startIndex)..<colon.lowerBound])
            var changed = lines
            changed.insert(line.hasSuffix(",") ? line : line + ",", at: index)
            tried += 1
            let found = problem(changed.joined(separator: "\n"))
            guard case .duplicateKey(let path) = found, path == key || path.hasSuffix("." + key) else {
                Issue.record("line \(index + 1) (\(key)): \(String(describing: found))")
                continue
            }
        }
        #expect(tried > 100)
        // The path names the array elements on the way.
        let second = replacing("\"id\" : \"cherokee\",", with: "\"id\" : \"cherokee\", \"id\" : \"cherokee\",")
        #expect(problem(second) == .duplicateKey(path: "vehicles[1].id"))
    }

    @Test(arguments: [3, 15, 16, 17, 40, 500])
    func aDuplicateIsFoundInAnObjectOfAnyWidth(members: Int) throws {
        // Short objects are searched, wide ones hashed: both find the repeated name, wherever it is.
        let names = (0..<members).map { "\"m\($0)\" : \($0)" }
        let wide = replacing("\"locked\" : false", with: "\"locked\" : false, \"extra\" : {\(names.joined(separator: ", "))}")
        #expect(try SnapshotCoding.decode(WidgetsSnapshot.self, from: Data(wide.utf8)).privacy.locked == false)
        for repeated in Set([0, members / 2, members - 1]) {
            let doubled = replacing(
                "\"locked\" : false",
                with: "\"locked\" : false, \"extra\" : {\(names.joined(separator: ", ")), \"m\(repeated)\" : 0}")
            #expect(problem(doubled) == .duplicateKey(path: "privacy.extra.m\(repeated)"), "\(members) members, m\(repeated) twice")
        }
    }

    @Test func namesThatDifferAreNotDuplicates() throws {
        // Case and escapes of other characters make other names; an unknown extra member is ignored.
        let extra = replacing("\"locked\" : false", with: "\"locked\" : false, \"Locked\" : true, \"lock\\u00e9d\" : 1")
        let snapshot = try SnapshotCoding.decode(WidgetsSnapshot.self, from: Data(extra.utf8))
        #expect(snapshot.privacy.locked == false)
    }

    // MARK: Instants

    @Test(arguments: [
        "2026-11-29T25:00:00Z", "2026-11-29T24:00:00Z", "2026-11-29T19:60:00Z", "2026-11-29T19:20:60Z",
        "2026-02-30T10:00:00Z", "2026-02-29T10:00:00Z", "0000-01-01T00:00:00Z", "2026-13-01T00:00:00Z",
        "2026-11-29T19:20:00+01:00", "2026-11-29T19:20:00.500Z", "2026-11-29 19:20:00Z", "2026-11-29t19:20:00z",
        "2026-11-29T19:20Z", "2026-11-29", "+2026-11-29T19:20:00Z", "",
    ])
    func anInstantThatDoesNotExistOrIsNotInTheWritersFormIsRefused(_ instant: String) {
        let changed = replacing("\"generatedAt\" : \"2026-11-29T19:20:00Z\"", with: "\"generatedAt\" : \"\(instant)\"")
        #expect(problem(changed) == .invalidValue(
            path: "generatedAt", reason: "not an instant of the form YYYY-MM-DDTHH:MM:SSZ that exists: \(instant)"))
    }

    @Test func instantsRoundTripThroughTheOneFormAtEveryEdge() throws {
        let edges = ["0001-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "1970-01-01T00:00:00Z", "2024-02-29T12:34:56Z",
                     "2026-11-29T19:20:00Z", "9999-12-31T23:59:59Z"]
        for text in edges {
            let date = try #require(SnapshotInstant.parse(text), "\(text)")
            #expect(SnapshotInstant.format(date) == text)
        }
        #expect(SnapshotInstant.parse("2026-11-29T19:20:00Z") == Pinned.instant("2026-11-29T19:20:00Z"))
        // Whole seconds: a fraction is dropped, as the writer always did.
        #expect(SnapshotInstant.format(Pinned.instant("2026-11-29T19:20:00.750Z")) == "2026-11-29T19:20:00Z")
        #expect(SnapshotInstant.format(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59Z")
        #expect(SnapshotInstant.format(Date(timeIntervalSince1970: 1e15)) == nil)
        // Every second of a day and a day of every month agree with Foundation's own reading.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT")!
        for seconds in stride(from: 1_700_000_000, to: 1_800_000_000, by: 86_399 * 13 + 7) {
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            let text = try #require(SnapshotInstant.format(date))
            #expect(SnapshotInstant.parse(text) == date)
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let expected = String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", parts.year!, parts.month!, parts.day!,
                                  parts.hour!, parts.minute!, parts.second!)
            #expect(text == expected)
        }
    }

    // MARK: Shared fields

    @Test(arguments: ["", "Mars/Olympus_Mons", "europe/lisbon", "UTC", "Europe/Lisbon ", "Europe//Lisbon", "GMT+5"])
    func aTimeZoneThisDeviceDoesNotKnowByThatNameIsRefused(_ zone: String) {
        let changed = replacing("\"timeZone\" : \"Europe/London\"", with: "\"timeZone\" : \"\(zone)\"")
        #expect(problem(changed) == .invalidValue(
            path: "timeZone", reason: "'\(zone)' is not a known time zone (an IANA name such as Europe/Lisbon)"))
    }

    @Test(arguments: ["Europe/Lisbon", "America/Argentina/Buenos_Aires", "Etc/GMT-5", "GMT", "Asia/Kolkata"])
    func everyZoneTheAppCanWriteIsRead(_ zone: String) throws {
        // What the app writes is `TimeZone.identifier`, which names its zone exactly.
        #expect(TimeZone(identifier: zone)?.identifier == zone)
        let changed = replacing("\"timeZone\" : \"Europe/London\"", with: "\"timeZone\" : \"\(zone)\"")
        #expect(try SnapshotCoding.decode(WidgetsSnapshot.self, from: Data(changed.utf8)).timeZone == zone)
    }

    @Test(arguments: ["", "e", "en_GB", "english please", "en-", "-GB", "123"])
    func aLocaleThatIsNotALanguageTagIsRefused(_ locale: String) {
        let changed = replacing("\"locale\" : \"en\"", with: "\"locale\" : \"\(locale)\"")
        #expect(problem(changed) == .invalidValue(
            path: "locale", reason: "'\(locale)' is not a BCP 47 language tag (such as pt-PT)"))
    }

    @Test func theWriterRefusesWhatTheReaderWould() {
        var snapshot = SampleSnapshots.englishUnlocked
        snapshot.timeZone = ""
        #expect(throws: SnapshotProblem.invalidValue(
            path: "timeZone", reason: "'' is not a known time zone (an IANA name such as Europe/Lisbon)")) {
            try SnapshotCoding.encode(snapshot)
        }
        snapshot = SampleSnapshots.englishUnlocked
        snapshot.vehicles[0].id = ""
        #expect(throws: SnapshotProblem.invalidValue(path: "vehicles[0]", reason: "an id is empty")) {
            try SnapshotCoding.encode(snapshot)
        }
    }

    @Test func theShortcutsSnapshotIsReadAsStrictly() throws {
        let text = String(decoding: try SnapshotCoding.encode(ShortcutsSnapshotTests.snapshot(locked: true)), as: UTF8.self)
        let doubled = text.replacingOccurrences(of: "\"locked\" : true", with: "\"locked\" : true, \"locked\" : false")
        #expect(throws: SnapshotDecodingError.invalid(.duplicateKey(path: "privacy.locked"))) {
            try SnapshotCoding.decode(ShortcutsSnapshot.self, from: Data(doubled.utf8))
        }
        #expect(throws: SnapshotDecodingError.invalid(.notUTF8(offset: 0, reason: "the file is UTF-16 (it starts with a byte-order mark)"))) {
            try SnapshotCoding.decode(ShortcutsSnapshot.self, from: text.data(using: .utf16)!)
        }
        let zone = text.replacingOccurrences(of: "\"timeZone\" : \"Europe/London\"", with: "\"timeZone\" : \"\"")
        #expect(throws: SnapshotDecodingError.invalid(.invalidValue(
            path: "timeZone", reason: "'' is not a known time zone (an IANA name such as Europe/Lisbon)"))) {
            try SnapshotCoding.decode(ShortcutsSnapshot.self, from: Data(zone.utf8))
        }
    }
}
