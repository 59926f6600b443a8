/// Where a text may be cut for "…": never inside a number.
///
/// "€11,110,999,9…" reads as a real amount, and a wrong one; "Overdue by 12…" as twelve days when
/// it was a hundred and twenty. So a cut that falls inside a number — a run of digits with the
/// group and decimal separators between them (`,` `.` `'` `’`, no-break and thin spaces, as the
/// locales write `84 210` or `1.011,08`) — moves back to before the number, and before a currency
/// sign or other symbol written against it (`€`, `$`, `-`). What is kept then shows every number
/// it holds whole, and an amount that does not fit at all is dropped whole: "…".
///
/// Both renderers cut with this rule: the SVG one by estimated width, the text one by columns.
enum NumberSafeCut {
    /// How many of `characters` to keep when `count` of them would fit: `count` itself unless
    /// that cuts a number, else the start of that number (and of the symbols before it).
    static func keptCount(_ characters: [Character], fitting count: Int) -> Int {
        guard count > 0, count < characters.count else { return count }
        // The cut falls between characters[count - 1] and characters[count]: inside a number when
        // both belong to one run that holds a digit on each side.
        guard isNumberPart(characters[count - 1]), isNumberPart(characters[count]) else { return count }
        var start = count
        while start > 0, isNumberPart(characters[start - 1]) { start -= 1 }
        var end = count
        while end < characters.count, isNumberPart(characters[end]) { end += 1 }
        let before = characters[start..<count]
        let after = characters[count..<end]
        guard before.contains(where: \.isWholeNumberDigit), after.contains(where: \.isWholeNumberDigit) else {
            return count
        }
        while start > 0, isSymbol(characters[start - 1]) { start -= 1 }
        return start
    }

    /// A digit, or a separator a locale writes inside a number.
    static func isNumberPart(_ character: Character) -> Bool {
        if character.isWholeNumberDigit { return true }
        switch character {
        case ",", ".", "'", "\u{2019}", "\u{00A0}", "\u{202F}", "\u{2009}", "\u{066B}", "\u{066C}": return true
        default: return false
        }
    }

    /// A sign written against a number: a currency sign, a minus, a percent.
    static func isSymbol(_ character: Character) -> Bool {
        !character.isLetter && !character.isWholeNumberDigit && !character.isWhitespace
    }
}

private extension Character {
    /// An ASCII or other decimal digit.
    var isWholeNumberDigit: Bool { isNumber && wholeNumberValue != nil }
}
