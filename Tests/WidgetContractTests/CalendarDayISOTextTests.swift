import GloveboxTestSupport
import Testing
@testable import WidgetContract

/// `CalendarDay.isoString` writes its ten bytes in place; the text it replaced padded and joined the
/// parts. The two must be the same text for every day, from year 1 to 9999.
@Suite struct CalendarDayISOTextTests {
    /// The text as it was made before.
    static func oracle(_ day: CalendarDay) -> String {
        CalendarDay.pad(day.year, 4) + "-" + CalendarDay.pad(day.month, 2) + "-" + CalendarDay.pad(day.day, 2)
    }

    @Test func randomDaysAreWrittenAsBefore() throws {
        var random = SplitMix(seed: 24)
        for _ in 0..<30_000 {
            // Years of every width (1, 2, 3 and 4 digits), every month, every day of it.
            let digits = Int.random(in: 1...4, using: &random)
            let year = Int.random(in: 1..<[10, 100, 1_000, 10_000][digits - 1], using: &random)
            let month = Int.random(in: 1...12, using: &random)
            let day = Int.random(in: 1...CalendarDay.daysInMonth(year: year, month: month), using: &random)
            let calendarDay = try #require(CalendarDay(year: year, month: month, day: day))
            #expect(calendarDay.isoString == Self.oracle(calendarDay), "\(year) \(month) \(day)")
        }
        for (year, month, day) in [(1, 1, 1), (9999, 12, 31), (2024, 2, 29), (10, 10, 10), (999, 9, 9)] {
            let calendarDay = try #require(CalendarDay(year: year, month: month, day: day))
            #expect(calendarDay.isoString == Self.oracle(calendarDay))
        }
    }

    /// What the parse must answer, worked out by splitting the text at its dashes: `nil` for a text
    /// of another form, else the numbers (which may name no day).
    static func oracleFields(_ text: String, withDay: Bool) -> [Int]? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let widths = withDay ? [4, 2, 2] : [4, 2]
        guard parts.count == widths.count else { return nil }
        var numbers: [Int] = []
        for (part, width) in zip(parts, widths) {
            guard part.utf8.count == width, part.utf8.allSatisfy({ (48...57).contains($0) }), let number = Int(part) else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// Days and months are read in place from the text's bytes. Random texts of digits, dashes and
    /// a few other characters (a fullwidth digit, a letter, a space), in the forms and near them,
    /// parse exactly when the split says they have the form and name a day or month.
    @Test(arguments: [UInt64(51), 52])
    func randomTextsParseAsTheirPartsSay(seed: UInt64) throws {
        var random = SplitMix(seed: seed)
        let pieces = ["0", "1", "2", "9", "3", "-", "-", "x", " ", "\u{FF11}", "é"]
        var days = 0
        var months = 0
        for _ in 0..<40_000 {
            let length = Int.random(in: 5...11, using: &random)
            var text = (0..<length).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
            if Bool.random(using: &random) {
                // Mostly the right shape, digits in place, so that both answers are common.
                let year = String(Int.random(in: 0...9999, using: &random))
                let month = String(Int.random(in: 0...13, using: &random))
                let day = String(Int.random(in: 0...32, using: &random))
                func padded(_ digits: String, _ width: Int) -> String { String(repeating: "0", count: max(0, width - digits.count)) + digits }
                text = padded(year, 4) + "-" + padded(month, 2) + (Bool.random(using: &random) ? "-" + padded(day, 2) : "")
            }
            let day = Result { () throws(CalendarDayError) in try CalendarDay(parsing: text) }
            if let fields = Self.oracleFields(text, withDay: true) {
                if let expected = CalendarDay(year: fields[0], month: fields[1], day: fields[2]) {
                    #expect(day == .success(expected), "\(text.debugDescription)")
                    days += 1
                } else {
                    #expect(day == .failure(.nonexistent(text)), "\(text.debugDescription)")
                }
            } else {
                #expect(day == .failure(.malformed(text)), "\(text.debugDescription)")
            }
            let month = try? CalendarMonth(parsing: text)
            if let fields = Self.oracleFields(text, withDay: false), let expected = CalendarMonth(year: fields[0], month: fields[1]) {
                #expect(month == expected, "\(text.debugDescription)")
                months += 1
            } else {
                #expect(month == nil, "\(text.debugDescription)")
            }
        }
        #expect(days > 2_000)
        #expect(months > 2_000)
    }
}
