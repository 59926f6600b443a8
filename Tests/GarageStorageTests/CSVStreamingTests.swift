import Foundation
import GloveboxTestSupport
import Testing
@testable import GarageStorage

/// The streaming CSV reader against the reader as it was (`CSVOracle`), on random texts read whole
/// and in chunks of every awkward size. A failure names its seed (set `GLOVEBOX_CSV_SEED` to run that
/// one alone) and the smallest text, found by dropping lines and characters, that still disagrees.
@Suite struct CSVStreamingTests {
    /// What a reader made of a text: its records, or its error.
    enum Outcome: Equatable, CustomStringConvertible {
        case records([CSVRecord])
        case refused(ImportError)

        var description: String {
            switch self {
            case .records(let records):
                "records " + records.map { "\($0.line):" + $0.fields.map { "\($0.line).\($0.column)=\($0.value.debugDescription)" }.joined(separator: "|") }
                    .joined(separator: " ")
            case .refused(let error): "refused \(error)"
            }
        }
    }

    static let chunkSizes = [1, 2, 3, 7, 64 * 1024]
    static let seeds: [UInt64] = {
        if let seed = ProcessInfo.processInfo.environment["GLOVEBOX_CSV_SEED"].flatMap(UInt64.init) { return [seed] }
        return Array(0..<1_500)
    }()
    let directory = TemporaryDirectory()

    static func oracle(_ text: String) -> Outcome {
        do throws(ImportError) { return .records(try CSVOracle(fileName: "t.csv").records(in: text)) } catch { return .refused(error) }
    }

    static func whole(_ text: String) -> Outcome {
        do throws(ImportError) { return .records(try CSVReader(fileName: "t.csv").records(in: text)) } catch { return .refused(error) }
    }

    static func streamed(_ text: String, chunkSize: Int) -> Outcome {
        var records: [CSVRecord] = []
        do throws(ImportError) {
            try CSVReader(fileName: "t.csv").forEachRecord(in: Array(text.utf8), chunkSize: chunkSize) { records.append($0) }
            return .records(records)
        } catch {
            return .refused(error)
        }
    }

    /// The first way of reading `text` that disagrees with the oracle, if any.
    static func disagreement(_ text: String) -> String? {
        let expected = oracle(text)
        let whole = whole(text)
        if whole != expected { return "records(in:) gave \(whole), the oracle \(expected)" }
        for size in chunkSizes {
            let streamed = streamed(text, chunkSize: size)
            if streamed != expected { return "chunks of \(size) gave \(streamed), the oracle \(expected)" }
        }
        return nil
    }

    /// The smallest text found by dropping lines, then characters, while `fails` still holds.
    static func shrunk(_ text: String, while fails: (String) -> Bool = { disagreement($0) != nil }) -> String {
        var scalars = Array(text.unicodeScalars)
        func string(_ scalars: [Unicode.Scalar]) -> String {
            var result = ""
            result.unicodeScalars.append(contentsOf: scalars)
            return result
        }
        var progress = true
        while progress {
            progress = false
            var lines = scalars.split(separator: "\n", omittingEmptySubsequences: false)
            var index = 0
            while lines.count > 1 && index < lines.count {
                var fewer = lines
                fewer.remove(at: index)
                let candidate = Array(fewer.joined(separator: ["\n"]))
                if fails(string(candidate)) {
                    lines = fewer
                    scalars = candidate
                    progress = true
                } else {
                    index += 1
                }
            }
            index = 0
            while index < scalars.count {
                var fewer = scalars
                fewer.remove(at: index)
                if fails(string(fewer)) {
                    scalars = fewer
                    progress = true
                } else {
                    index += 1
                }
            }
        }
        return string(scalars)
    }

    @Test func everyChunkSizeReadsWhatTheWholeTextReadsAndTheOracleReads() {
        var refused = 0
        for seed in Self.seeds {
            var generator = CSVTextGenerator(seed: seed)
            let text = generator.text()
            if case .refused = Self.oracle(text) { refused += 1 }
            guard let problem = Self.disagreement(text) else { continue }
            let small = Self.shrunk(text)
            Issue.record("seed \(seed): \(problem)\ntext \(text.debugDescription)\nshrunk to \(small.debugDescription): \(Self.disagreement(small) ?? "")")
            return
        }
        // The texts must exercise refusals as well as records, or half of the reader goes untested.
        if Self.seeds.count > 100 {
            #expect(refused > Self.seeds.count / 10, "\(refused) of \(Self.seeds.count) texts refused")
            #expect(refused < Self.seeds.count * 9 / 10, "\(refused) of \(Self.seeds.count) texts refused")
        }
    }

    @Test(arguments: [1, 2, 3, 7, 64 * 1024])
    func aFileReadInChunksGivesTheRecordsOfItsWholeText(chunkSize: Int) throws {
        for seed in UInt64(0)..<40 {
            var generator = CSVTextGenerator(seed: seed)
            let text = generator.text()
            let url = directory.appending("s\(seed).csv")
            try Data(text.utf8).write(to: url)
            var records: [CSVRecord] = []
            let outcome: Outcome
            do throws(ImportError) {
                try CSVReader(fileName: "t.csv").forEachRecord(in: ImportFile(url: url, name: "t.csv", chunkSize: chunkSize)) {
                    records.append($0)
                }
                outcome = .records(records)
            } catch {
                outcome = .refused(error)
            }
            #expect(outcome == Self.oracle(text), "seed \(seed), text \(text.debugDescription)")
        }
    }

    @Test func aRecordIsHandedOverAsSoonAsItEndsBeforeTheRestOfTheFileIsRead() throws {
        var parser = CSVParser(fileName: "t.csv")
        try parser.consume("a,b\n1,\"two\nlines\"\n3,".utf8)
        #expect(parser.takeRecords().map { $0.fields.map(\.value) } == [["a", "b"], ["1", "two\nlines"]])
        try parser.consume("4".utf8)
        try parser.finish()
        #expect(parser.takeRecords().map { $0.fields.map(\.value) } == [["3", "4"]])
    }

    @Test func theSeparatorIsDecidedByTheFirstLineThatHasOneEvenAcrossChunks() throws {
        let text = "## Vehicle\n\"title; with, marks\"\nDate;Cost\n1/2/2020;3,50\n"
        for size in Self.chunkSizes {
            #expect(Self.streamed(text, chunkSize: size) == .records([
                CSVRecord(fields: [CSVField(value: "## Vehicle", line: 1, column: 1)], line: 1),
                CSVRecord(fields: [CSVField(value: "title; with, marks", line: 2, column: 1)], line: 2),
                CSVRecord(fields: [CSVField(value: "Date", line: 3, column: 1), CSVField(value: "Cost", line: 3, column: 2)], line: 3),
                CSVRecord(fields: [CSVField(value: "1/2/2020", line: 4, column: 1), CSVField(value: "3,50", line: 4, column: 2)], line: 4),
            ]), "chunks of \(size)")
        }
    }

    @Test func anErrorSplitAcrossChunksIsReportedAtItsPlace() {
        // The carriage return after the closing quote and the byte after it arrive in different chunks.
        for size in Self.chunkSizes {
            #expect(Self.streamed("a,b\n\"1\"\rx,2\n", chunkSize: size) == .refused(ImportError(
                file: "t.csv", line: 2, column: 1, reason: "unexpected '\\u{d}' after a closing quote")), "chunks of \(size)")
        }
    }

    @Test func theShrinkerDropsEveryLineAndCharacterTheFailureDoesNotNeed() {
        let small = Self.shrunk("first,line\nsecond \"quoted\" line\r\nthird\n") { $0.contains("\"q") && $0.contains("\r") }
        #expect(small == "\"q\r")
    }
}
