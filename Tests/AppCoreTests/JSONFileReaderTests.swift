import Foundation
import GloveboxTestSupport
import Testing
@testable import AppCore

/// The restore's JSON reader: RFC 8259 read a chunk at a time, the same wherever the chunks break,
/// every fault refused with its line and column.
@Suite struct JSONFileReaderTests {
    let directory = TemporaryDirectory(prefix: "glovebox-json-reader")

    func reader(_ bytes: [UInt8], chunkSize: Int = 1) throws -> JSONFileReader {
        let path = directory.appending("document-\(UUID().uuidString).json").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return try JSONFileReader(path: path, file: "doc.json", chunkSize: chunkSize)
    }

    func reader(_ text: String, chunkSize: Int = 1) throws -> JSONFileReader {
        try reader(Array(text.utf8), chunkSize: chunkSize)
    }

    /// The value of a one-value document, checked to end there.
    func value(_ text: String, chunkSize: Int = 1) throws -> JSONValue {
        let reader = try reader(text, chunkSize: chunkSize)
        let value = try reader.readValue()
        try reader.expectEnd()
        return value
    }

    @Test(arguments: [1, 2, 5, 4096])
    func stringsAreUnescapedWhereverTheChunksBreak(_ chunkSize: Int) throws {
        let text = #""caf\u00e9 \ud83d\ude97 \"quoted\" back\\slash \/ tab\t line\n é🚗 \u2028""#
        guard case .string(let string) = try value(text, chunkSize: chunkSize) else {
            Issue.record("not a string")
            return
        }
        #expect(string == "café 🚗 \"quoted\" back\\slash / tab\t line\n é🚗 \u{2028}")
    }

    @Test func numbersAreWholeWhenTheyFit64BitsAndTextOtherwise() throws {
        let document = "[0, -0, 84210, 9223372036854775807, -9223372036854775808, 9223372036854775808, 1.5, 2e3, -1E-2]"
        guard case .array(let values) = try value(document) else {
            Issue.record("not an array")
            return
        }
        let described = values.map { value -> String in
            switch value {
            case .integer(let number): "int \(number)"
            case .number(let text): "text \(text)"
            default: "other"
            }
        }
        #expect(described == [
            "int 0", "int 0", "int 84210", "int 9223372036854775807", "int -9223372036854775808",
            "text 9223372036854775808", "text 1.5", "text 2e3", "text -1E-2",
        ])
    }

    @Test func objectsKeepTheirMembersInOrderAndLiteralsRead() throws {
        guard case .object(let members) = try value("{\"b\": true, \"a\": [false, null], \"c\": {}}") else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["b", "a", "c"])
    }

    /// Each fault names what is wrong and where: the line and the column (in bytes) of the byte at fault.
    @Test(arguments: [
        ("{\"a\": [1, 2,]}", "unexpected character ']' at line 1, column 13"),
        ("{\"a\": 1,}", "expected a field name in quotes at line 1, column 9"),
        ("{\"a\": 01}", "a number does not start with 0 at line 1, column 7"),
        ("{\"a\": -}", "a number needs a digit at line 1, column 7"),
        ("{\"a\": 1.}", "a number needs digits after '.' at line 1, column 7"),
        ("{\"a\" 1}", "expected ':' after a field name at line 1, column 6"),
        ("{\"a\": 1 \"b\": 2}", "expected ',' or '}' at line 1, column 9"),
        ("{\n  \"a\": \"x\ty\"\n}", "a string holds a control character that is not escaped (U+0009) at line 2, column 10"),
        ("{\"a\": \"\\ud800\"}", "a surrogate escape without its pair at line 1, column 14"),
        ("{\"a\": \"\\x\"}", "'\\x' is not an escape at line 1, column 10"),
        ("{\"a\": \"\\u12g4\"}", "a \\u escape needs four hex digits at line 1, column 12"),
        ("{\"a\": \"abc", "a string is not closed at line 1, column 7"),
        ("{\"a\": tru}", "unexpected character at line 1, column 7"),
        ("{} {}", "there is more after the document at line 1, column 4"),
        ("{\"a\": ", "the document ends where a value should be at line 1, column 7"),
        ("{\"a\": [", "the document ends in the middle at line 1, column 8"),
        ("{\"a\": [1", "the document ends in the middle at line 1, column 9"),
    ] as [(String, String)])
    func aFaultIsRefusedWithItsLineAndColumn(_ text: String, _ reason: String) throws {
        let reader = try reader(text)
        #expect(throws: RestoreError.notJSON(file: "doc.json", reason: reason)) {
            try reader.skipValue()
            try reader.expectEnd()
        }
    }

    @Test(arguments: [
        [0x22, 0xC3, 0x28, 0x22],  // a lead byte without its continuation
        [0x22, 0xC0, 0xAF, 0x22],  // an overlong '/'
        [0x22, 0xED, 0xA0, 0x80, 0x22],  // a surrogate, encoded
        [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // above U+10FFFF
        [0x22, 0x80, 0x22],  // a continuation byte alone
    ] as [[UInt8]])
    func bytesThatAreNotUTF8AreRefused(_ bytes: [UInt8]) throws {
        for keeping in [true, false] {
            let reader = try reader(bytes)
            #expect(throws: RestoreError.self) {
                if keeping { _ = try reader.readValue() } else { try reader.skipValue() }
            }
        }
    }

    @Test func nestingIsBounded() throws {
        let deep = String(repeating: "[", count: JSONFileReader.deepestNesting + 1)
            + String(repeating: "]", count: JSONFileReader.deepestNesting + 1)
        #expect(throws: RestoreError.self) { try reader(deep, chunkSize: 4096).skipValue() }
        let fine = String(repeating: "[", count: JSONFileReader.deepestNesting)
            + String(repeating: "]", count: JSONFileReader.deepestNesting)
        _ = try value(fine, chunkSize: 4096)
    }

    /// A string longer than any field holds is not handed over, but a skipped one is read past.
    @Test func aStringLongerThanAnyFieldIsOnlySkipped() throws {
        let long = "[\"" + String(repeating: "x", count: JSONFileReader.longestString + 1) + "\", 1]"
        #expect(throws: JSONFileReader.StringTooLong.self) { _ = try reader(long, chunkSize: 4096).readValue() }
        let skipping = try reader(long, chunkSize: 4096)
        try skipping.skipValue()
        try skipping.expectEnd()
    }

    /// A reader goes back to any offset it passed, and reads on from there.
    @Test func aReaderSeeksBackToAValue() throws {
        let reader = try reader("{\"a\": [1, 2], \"b\": \"x\"}", chunkSize: 3)
        try reader.beginObject()
        var first = true
        #expect(try reader.nextMember(&first) == "a")
        _ = try reader.peek()
        let offset = reader.offset
        try reader.skipValue()
        #expect(try reader.nextMember(&first) == "b")
        try reader.seek(to: offset)
        guard case .array(let values) = try reader.readValue() else {
            Issue.record("not the array")
            return
        }
        #expect(values.count == 2)
    }
}
