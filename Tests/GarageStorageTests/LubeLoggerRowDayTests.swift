import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

/// A LubeLogger day (`M/D/YYYY`) is read on the value's bytes, with the same days and the same
/// refusals as the reading by Character it replaced (kept here as the oracle).
@Suite struct LubeLoggerRowDayTests {
    @Test(arguments: [
        ("1/2/2020", CalendarDay(year: 2020, month: 1, day: 2)),
        ("12/31/2020", CalendarDay(year: 2020, month: 12, day: 31)),
        ("01/02/2020", CalendarDay(year: 2020, month: 1, day: 2)),
        (" 1/2/2020 ", CalendarDay(year: 2020, month: 1, day: 2)),
        ("\t2/29/2024\r\n", CalendarDay(year: 2024, month: 2, day: 29)),
        ("9/9/9999", CalendarDay(year: 9999, month: 9, day: 9)),
    ])
    func aUSDayIsRead(_ text: String, _ day: CalendarDay?) throws {
        #expect(try Self.row(text).day(.date) == day)
    }

    @Test(arguments: ["2/30/2020", "13/1/2020", "0/1/2020", "1/0/2020", "00/00/0000", "1/1/0000", "2/29/2023"])
    func anImpossibleDayIsRefusedAsNoSuchDay(_ text: String) {
        #expect(Self.outcome(text) == .refused(.noSuchDay(text)))
    }

    @Test(arguments: [
        "123/1/2020", "1/123/2020", "1/1/20", "1/1/20201", "1//2020", "/1/2020", "1/1/", "a/1/2020", "1/b/2020",
        "1/2/202x", "١/2/2020", "1/٢/2020", "１/2/2020", "1/2/2020/", "1/2/2020/1", "1/2", "2020", "+1/2/2020",
        "-1/2/2020", "1/+2/2020", "1/2/+202", "1/2/-202", "1 /2/2020", "1/2 /2020", "1.2.2020", "1-2-2020",
        "1\u{301}/2/2020", "1/\u{301}2/2020", "1/2/2020\u{301}", "1/\u{301}/2020", "1/2\r\n/2020",
        "99999999999999999999/1/2020", "1/1/99999999999999999999",
    ])
    func anythingElseIsRefusedAsNotADate(_ text: String) {
        #expect(Self.outcome(text) == .refused(.lubeLoggerNotADate(text.trimmingSpaces)))
    }

    @Test func anEmptyCellIsRefusedAsEmpty() {
        #expect(Self.outcome("  ") == .refused(.emptyValue("date")))
    }

    @Test func randomTextsReadAsTheCharacterReadingDid() {
        let pieces = ["0", "1", "2", "3", "9", "12", "31", "2020", "/", "/", " ", "a", "+", "-", "١", "１", "\u{301}",
                      "\r\n", "\t", "é"]
        var random = SplitMix(seed: 24)
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 1...9, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            #expect(Self.outcome(text) == Self.oracle(text), "\(Array(text.unicodeScalars))")
        }
    }

    enum Outcome: Equatable {
        case day(CalendarDay)
        case refused(ImportProblem?)
    }

    static func row(_ text: String) -> LubeLoggerRow {
        LubeLoggerRow(
            fileName: "gasrecords.csv", record: CSVRecord(fields: [CSVField(value: text, line: 2, column: 1)], line: 2),
            columns: ["date": 0])
    }

    static func outcome(_ text: String) -> Outcome {
        do {
            return .day(try row(text).day(.date))
        } catch {
            #expect(error.line == 2 && error.column == 1 && error.file == "gasrecords.csv")
            return .refused(error.problem)
        }
    }

    /// The reading by Character that the byte reading replaced.
    static func oracle(_ text: String) -> Outcome {
        let value = text.trimmingSpaces
        guard !value.isEmpty else { return .refused(.emptyValue("date")) }
        let parts = value.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, (1...2).contains(parts[0].count), (1...2).contains(parts[1].count), parts[2].count == 4,
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
              let month = Int(parts[0]), let day = Int(parts[1]), let year = Int(parts[2])
        else { return .refused(.lubeLoggerNotADate(value)) }
        guard let result = CalendarDay(year: year, month: month, day: day) else { return .refused(.noSuchDay(value)) }
        return .day(result)
    }
}
