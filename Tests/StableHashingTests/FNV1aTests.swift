import Testing
@testable import StableHashing

/// The hash is kept (in logbooks, published files and schema steps), so it must stay FNV-1a exactly.
@Suite struct FNV1aTests {
    /// Vectors from the FNV reference's test suite (64-bit FNV-1a).
    @Test func theReferenceVectors() {
        #expect(FNV1a.hash([UInt8]()) == 0xCBF2_9CE4_8422_2325)
        #expect(FNV1a.hash("a".utf8) == 0xAF63_DC4C_8601_EC8C)
        #expect(FNV1a.hash("foobar".utf8) == 0x8594_4171_F739_67E8)
    }

    @Test func combiningInPiecesIsHashingTheWhole() {
        var pieces = FNV1a()
        pieces.combine("foo".utf8)
        pieces.combine(UInt8(ascii: "b"))
        pieces.combine("ar".utf8)
        #expect(pieces.value == FNV1a.hash("foobar".utf8))
    }

    @Test func hexDigitsAreSixteenWithLeadingZeros() {
        var hash = FNV1a()
        hash.combine("a".utf8)
        #expect(hash.hexDigits == "af63dc4c8601ec8c")
        hash.state = 0xF
        #expect(hash.hexDigits == "000000000000000f")
    }
}
