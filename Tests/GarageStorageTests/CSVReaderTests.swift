import Testing
@testable import GarageStorage

@Suite struct CSVReaderTests {
    let reader = CSVReader(fileName: "test.csv")

    @Test func readsQuotedFieldsWithCommasDoubledQuotesAndLineBreaks() throws {
        let text = "a,b,c\n1,\"x, \"\"y\"\"\nz\",3\r\n4,,\"\"\n"
        let records = try reader.records(in: text)
        #expect(records.map { $0.fields.map(\.value) } == [["a", "b", "c"], ["1", "x, \"y\"\nz", "3"], ["4", "", ""]])
        #expect(records.map(\.line) == [1, 2, 4])
        #expect(records[2].fields.map(\.column) == [1, 3, 4])
    }

    @Test func keepsTheLastRecordWithoutATrailingNewlineAndSkipsTheByteOrderMark() throws {
        let records = try reader.records(in: "\u{FEFF}a,b\n1,2")
        #expect(records.map { $0.fields.map(\.value) } == [["a", "b"], ["1", "2"]])
    }

    @Test func refusesAQuoteLeftOpenWithWhereItOpened() {
        #expect(throws: ImportError(file: "test.csv", line: 2, column: 3, reason: "quoted field is never closed")) {
            try reader.records(in: "a,b\n1,\"never\nclosed\n")
        }
    }

    @Test func refusesAStrayQuoteAndTextAfterAClosingQuote() {
        #expect(throws: ImportError(file: "test.csv", line: 1, column: 4, reason: "quote inside an unquoted field")) {
            try reader.records(in: "a,b\"c\n")
        }
        #expect(throws: ImportError(file: "test.csv", line: 2, column: 6, reason: "unexpected 'x' after a closing quote")) {
            try reader.records(in: "a\n1,\"2\"x\n")
        }
    }
}
