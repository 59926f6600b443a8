import Testing
@testable import GarageStorage

@Suite struct CSVReaderTests {
    let reader = CSVReader(fileName: "test.csv")

    @Test func readsQuotedFieldsWithCommasDoubledQuotesAndLineBreaks() throws {
        let text = "a,b,c\n1,\"x, \"\"y\"\"\nz\",3\r\n4,,\"\"\n"
        let records = try reader.records(in: text)
        #expect(records.map { $0.fields.map(\.value) } == [["a", "b", "c"], ["1", "x, \"y\"\nz", "3"], ["4", "", ""]])
        #expect(records.map(\.line) == [1, 2, 4])
        // Columns as a spreadsheet counts them, whatever each field's width.
        #expect(records[1].fields.map(\.column) == [1, 2, 3])
        #expect(records[2].fields.map(\.column) == [1, 2, 3])
    }

    @Test(arguments: [(";", "Datum;Liter;Kosten\n03.01.2024;\"45,30\";81,09\n"), ("\t", "Datum\tLiter\tKosten\n03.01.2024\t45,30\t81,09\n")])
    func findsTheSeparatorTheHeaderUses(separator: String, text: String) throws {
        let records = try reader.records(in: text)
        #expect(records.map { $0.fields.map(\.value) } == [["Datum", "Liter", "Kosten"], ["03.01.2024", "45,30", "81,09"]])
        #expect(records[1].fields.map(\.column) == [1, 2, 3], "separator \(separator == "\t" ? "tab" : separator)")
    }

    @Test func aSectionTitleWithoutSeparatorsLeavesTheChoiceToTheHeaderAfterIt() throws {
        // Fuelio's backup opens with a section title; semicolons inside quotes are text.
        let text = "\"## Vehicle\"\n\"Name\",\"Notes\"\n\"Golf\",\"a; b; c\"\n"
        let records = try reader.records(in: text)
        #expect(records.map { $0.fields.map(\.value) } == [["## Vehicle"], ["Name", "Notes"], ["Golf", "a; b; c"]])
    }

    @Test func keepsTheLastRecordWithoutATrailingNewlineAndSkipsTheByteOrderMark() throws {
        let records = try reader.records(in: "\u{FEFF}a,b\n1,2")
        #expect(records.map { $0.fields.map(\.value) } == [["a", "b"], ["1", "2"]])
    }

    @Test func refusesAQuoteLeftOpenWithWhereItOpened() {
        #expect(throws: ImportError(file: "test.csv", line: 2, column: 2, reason: "quoted field is never closed")) {
            try reader.records(in: "a,b\n1,\"never\nclosed\n")
        }
    }

    @Test func refusesAStrayQuoteAndTextAfterAClosingQuote() {
        #expect(throws: ImportError(file: "test.csv", line: 1, column: 2, reason: "quote inside an unquoted field")) {
            try reader.records(in: "a,b\"c\n")
        }
        #expect(throws: ImportError(file: "test.csv", line: 2, column: 2, reason: "unexpected 'x' after a closing quote")) {
            try reader.records(in: "a\n1,\"2\"x\n")
        }
    }
}
