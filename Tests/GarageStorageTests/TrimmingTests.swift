import Testing
@testable import GarageStorage

/// Import fields are trimmed of spaces, tabs and line breaks at both ends, and only there.
@Suite struct TrimmingTests {
    @Test(arguments: [
        ("  12.5 ", "12.5"), ("\t\r\nabc\r\n", "abc"), ("", ""), ("   ", ""), ("a b", "a b"), (" é ", "é"),
        ("\u{00A0}x\u{00A0}", "\u{00A0}x\u{00A0}"), ("x", "x"), ("\r\n", ""),
    ])
    func fieldsAreTrimmedAtBothEndsOnly(_ text: String, _ trimmed: String) {
        #expect(text.trimmingSpaces == trimmed)
    }
}
