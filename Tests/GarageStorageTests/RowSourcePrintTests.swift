import Testing
@testable import GarageStorage

/// A row's source print depends on its cells as written, never on how an import reads them.
@Suite struct RowSourcePrintTests {
    func records(_ text: String) throws -> [CSVRecord] {
        try CSVReader(fileName: "f.csv").records(in: text)
    }

    @Test func theSameCellsGiveTheSamePrintWhateverTheSeparatorOrPadding() throws {
        let comma = try records("a,b\n04/03/2024,\"40,50\"\n")
        let semicolon = try records("a;b\n04/03/2024;40,50;;\n")
        #expect(RowSourcePrint.of(comma[1]) == RowSourcePrint.of(semicolon[1]))
    }

    @Test func anyCellThatDiffersGivesAnotherPrint() throws {
        let rows = try records("a,b\n04/03/2024,40.50\n04/03/2024,40.5\n03/04/2024,40.50\n,04/03/2024\n")
        let prints = rows.dropFirst().map(RowSourcePrint.of)
        #expect(Set(prints).count == 4)
    }

    @Test func identicalRowsAreNumberedInFileOrder() {
        #expect(RowSourcePrint.occurrences(of: [7, 9, 7, 7, 9]) == [1, 1, 2, 3, 2])
    }
}
