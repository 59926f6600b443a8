import Foundation
import GarageRules

/// Reads the numbers of one file with one decimal separator, chosen once for the whole file.
///
/// Phones write `45,3` or `45.3` as their user's locale says, and thousands as `1.234` or `1,234`;
/// `57,432` alone cannot say which it is. So the separator is settled before any row is read: the
/// `--decimal-separator` option, else what the file's own numbers show (a cell with both
/// separators, with more than one of one, or with a fraction that is not three digits long), else
/// the app's own habit. Numbers that show both conventions are refused at the first one that
/// disagrees, and a file whose every number is ambiguous asks. No locale is consulted, so a file
/// reads the same on every machine.
struct FuelAppNumbers {
    /// The separator the file's numbers use.
    let separator: FuelAppDecimalSeparator

    init(separator: FuelAppDecimalSeparator) {
        self.separator = separator
    }

    /// Settles the separator of a file from its numeric cells (`file` names them in errors).
    static func resolve(
        cells: [(file: String, field: CSVField)], said: FuelAppDecimalSeparator?, habit: FuelAppDecimalSeparator?
    ) throws(ImportError) -> FuelAppNumbers {
        if let said { return FuelAppNumbers(separator: said) }
        var first: (file: String, field: CSVField, separator: FuelAppDecimalSeparator)?
        var firstAmbiguous: (file: String, field: CSVField)?
        for (file, field) in cells {
            let text = plain(field.value)
            switch evidence(text) {
            case .none: continue
            case .ambiguous:
                if firstAmbiguous == nil { firstAmbiguous = (file, field) }
            case .shows(let separator):
                guard let first else {
                    first = (file, field, separator)
                    continue
                }
                guard separator == first.separator else {
                    throw ImportError(
                        file: file, field: field,
                        problem: .decimalSeparatorClash(
                            text: text, separator: separator, earlier: plain(first.field.value),
                            place: "\(first.file):\(first.field.line):\(first.field.column)", earlierSeparator: first.separator))
                }
            }
        }
        if let first { return FuelAppNumbers(separator: first.separator) }
        if let habit { return FuelAppNumbers(separator: habit) }
        if let (file, field) = firstAmbiguous {
            let text = plain(field.value)
            throw ImportError(
                file: file, field: field,
                problem: .ambiguousDecimal(text))
        }
        return FuelAppNumbers(separator: .point)
    }

    /// What one cell's text says about the decimal separator.
    enum Evidence: Equatable {
        case none
        case ambiguous
        case shows(FuelAppDecimalSeparator)
    }

    /// What `text` (already without a currency sign) shows: a separator, nothing, or two readings.
    static func evidence(_ text: String) -> Evidence {
        // Spaces only ever group thousands (`1 234,56`), so they say nothing about the decimals.
        var bytes = Array(text.utf8).filter { $0 != 0x20 }
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes.removeFirst() }
        let point = UInt8(ascii: "."), comma = UInt8(ascii: ",")
        guard !bytes.isEmpty, bytes.allSatisfy({ isDigit($0) || $0 == point || $0 == comma }) else { return .none }
        let points = bytes.filter { $0 == point }.count, commas = bytes.filter { $0 == comma }.count
        if points > 0 && commas > 0 {
            // Safe: both separators occur.
            return bytes.lastIndex(of: point)! > bytes.lastIndex(of: comma)! ? .shows(.point) : .shows(.comma)
        }
        if points > 1 { return .shows(.comma) }
        if commas > 1 { return .shows(.point) }
        guard points + commas == 1 else { return .none }
        let mark = points == 1 ? point : comma
        let separator: FuelAppDecimalSeparator = mark == point ? .point : .comma
        // Safe: the mark occurs once.
        let at = bytes.firstIndex(of: mark)!
        let whole = bytes[..<at], fraction = bytes[(at + 1)...]
        // Only `d,ddd` to `ddd,ddd` (no leading zero) could be a group of thousands.
        let couldGroup = fraction.count == 3 && (1...3).contains(whole.count) && whole.first != UInt8(ascii: "0")
        return couldGroup ? .ambiguous : .shows(separator)
    }

    /// A number's canonical text (`-1234.5`), or `nil` when `text` is not a number in this
    /// convention. Thousands may be grouped by the other separator or a space, three digits a group.
    func canonical(_ text: String) -> String? {
        var bytes = Array(Self.plain(text).utf8)
        var negative = false
        if bytes.first == UInt8(ascii: "-") {
            negative = true
            bytes.removeFirst()
        } else if bytes.first == UInt8(ascii: "+") {
            bytes.removeFirst()
        }
        let parts = bytes.split(separator: separator.byte, maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty else { return nil }
        var digits: [UInt8] = []
        if whole.allSatisfy(Self.isDigit) {
            digits = Array(whole)
        } else {
            let groups = whole.split(omittingEmptySubsequences: false) { $0 == separator.grouping || $0 == 0x20 }
            guard let head = groups.first, (1...3).contains(head.count),
                  groups.dropFirst().allSatisfy({ $0.count == 3 }), groups.allSatisfy({ $0.allSatisfy(Self.isDigit) })
            else { return nil }
            digits = groups.flatMap { $0 }
        }
        var plainText = String(decoding: digits, as: UTF8.self)
        if parts.count == 2 {
            guard !parts[1].isEmpty, parts[1].allSatisfy(Self.isDigit) else { return nil }
            plainText += "." + String(decoding: parts[1], as: UTF8.self)
        }
        guard let value = DecimalText.canonical(plainText) else { return nil }
        return negative && value != "0" ? "-" + value : value
    }

    /// `text` trimmed, with no-break spaces (which French and Swiss locales group with) as spaces.
    static func plain(_ text: String) -> String {
        let trimmed = text.trimmingSpaces
        guard trimmed.utf8.contains(where: { $0 >= 0x80 }) else { return trimmed }
        return trimmed.replacingOccurrences(of: "\u{A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
