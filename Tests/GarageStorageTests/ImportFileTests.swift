import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
@testable import GarageStorage

/// Import files read in chunks: the UTF-8 check and the LubeLogger export read as it streams in, which
/// must say what the same texts held whole say, faults and their order included.
@Suite struct ImportFileTests {
    let directory = TemporaryDirectory()
    let parser = LubeLoggerParser(currency: try! CurrencyCode("USD"))

    func write(_ files: [String: [UInt8]]) throws -> URL {
        let export = directory.appending("export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: export, withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: export.appendingPathComponent(name)) }
        return export
    }

    @Test func theCheckAcceptsWhatStringAcceptsWhereverTheChunksSplit() {
        var random = SplitMix(seed: 24)
        // Bytes drawn mostly from the ones that start or continue a sequence, where the edge cases are.
        let interesting: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1,
                                    0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
        var accepted = 0
        for round in 0..<5_000 {
            let count = Int.random(in: 0..<8, using: &random)
            let bytes = (0..<count).map { _ in interesting[Int.random(in: 0..<interesting.count, using: &random)] }
            let split = Int.random(in: 0...count, using: &random)
            var pieces = ChunkedBytes([Data(bytes[..<split]), Data(), Data(bytes[split...])].makeIterator())
            let valid = pieces.areUTF8()
            let expected = String(validating: bytes, as: UTF8.self) != nil
            #expect(valid == expected, "round \(round): \(bytes.map { String($0, radix: 16) }) split at \(split)")
            if expected { accepted += 1 }
        }
        #expect(accepted > 100)
    }

    /// The check reads a chunk at a time (ASCII eight bytes to a step, a sequence cut by a chunk's end
    /// carried to the next): longer runs, ASCII between the sequences, cut into up to five chunks
    /// anywhere, must be accepted exactly when `String` accepts them whole.
    @Test func theChunkedCheckAcceptsWhatStringAcceptsOnLongerRunsCutAnywhere() {
        var random = SplitMix(seed: 2024)
        let interesting: [UInt8] = [0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED,
                                    0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
        let sequences: [[UInt8]] = [Array("é".utf8), Array("€".utf8), Array("😀".utf8), Array("\u{10FFFF}".utf8)]
        var accepted = 0, refused = 0
        for round in 0..<5_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<12, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes += Array(repeating: 0x41, count: Int.random(in: 1..<20, using: &random))
                case 1: bytes.append(interesting.randomElement(using: &random)!)
                default: bytes += sequences.randomElement(using: &random)!
                }
            }
            let cuts = (0..<Int.random(in: 0..<5, using: &random)).map { _ in Int.random(in: 0...bytes.count, using: &random) }
                .sorted()
            var chunks: [Data] = []
            var start = 0
            for cut in cuts {
                chunks.append(Data(bytes[start..<cut]))
                start = cut
            }
            chunks.append(Data(bytes[start...]))
            var pieces = ChunkedBytes(chunks.makeIterator())
            let expected = String(validating: bytes, as: UTF8.self) != nil
            #expect(pieces.areUTF8() == expected, "round \(round): \(bytes.map { String($0, radix: 16) }) cut at \(cuts)")
            if expected { accepted += 1 } else { refused += 1 }
        }
        #expect(accepted > 500 && refused > 500)
    }

    @Test func aFileThatIsNotUTF8IsRefusedByName() throws {
        let export = try write(["gasrecords.csv": Array("Date,Odometer,FuelConsumed,Cost\n".utf8) + [0xC3]])
        #expect(throws: ImportError(file: "gasrecords.csv", line: 0, column: 0, reason: "file is not UTF-8 text")) {
            try parser.parse(directory: export)
        }
    }

    @Test func anExportReadFromItsFilesIsTheExportOfTheirTexts() throws {
        let gas = "\u{FEFF}Date,Odometer,FuelConsumed,Cost,Notes\r\n5/8/2020,204836,8.331,\"$1,016.24\",\"two\r\nlines\"\r\n"
            + "5/9/2020,204900,2,$3.00,\n"
        let taxes = "Date;Description;Cost\n12/31/2024;\"Registration; yearly\";$4\n"
        let texts = ["gasrecords.csv": gas, "taxrecords.csv": taxes]
        let export = try write(texts.mapValues { Array($0.utf8) })
        #expect(try parser.parse(directory: export) == (try parser.parse(files: texts)))
    }

    /// Each pair of faults in one file: the one the export held whole reports must be the one read
    /// from the files reports, however far apart they are.
    @Test(arguments: [
        // A short row early, a quote left open at the end: the CSV fault wins.
        "Date,Odometer,FuelConsumed,Cost\n5/8/2020,1\n5/9/2020,2,3,$4\n\"open\n",
        // A missing column in the header, a stray quote later.
        "Date,Odometer,Cost\n5/8/2020,1,$2\n5/9/2020,2,x\"y\n",
        // A short row, then a long one: the first.
        "Date,Odometer,FuelConsumed,Cost\n5/8/2020,1,2\n5/9/2020,2,3,$4,5\n",
        // A bad cell, then a short row: the short row (every row is counted before any cell is read).
        "Date,Odometer,FuelConsumed,Cost\n5/8/2020,x,2,$1\n5/9/2020,2\n",
        // Nothing but empty lines.
        "\n\r\n\n",
    ])
    func theFaultReportedIsTheOneTheWholeTextReports(gas: String) throws {
        let export = try write(["gasrecords.csv": Array(gas.utf8)])
        var whole: ImportError?
        do throws(ImportError) { _ = try parser.parse(files: ["gasrecords.csv": gas]) } catch { whole = error }
        let expected = try #require(whole)
        #expect(throws: expected) { try parser.parse(directory: export) }
    }

    @Test func aFileThatIsNotUTF8IsNamedBeforeABadCellInAnotherFile() throws {
        let export = try write([
            "gasrecords.csv": Array("Date,Odometer,FuelConsumed,Cost\n5/8/2020,x,2,$1\n".utf8),
            "taxrecords.csv": Array("Date,Description,Cost\n".utf8) + [0xFF],
        ])
        #expect(throws: ImportError(file: "taxrecords.csv", line: 0, column: 0, reason: "file is not UTF-8 text")) {
            try parser.parse(directory: export)
        }
    }
}
