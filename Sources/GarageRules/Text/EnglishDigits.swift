/// Whole numbers as the English messages write them, whatever the machine's locale: `222,647`.
///
/// The one grouping behind the English words of the import's refusals, undo's record labels and the
/// command line's locale-free output (`Format`); the other languages format through their locale.
public enum EnglishDigits {
    /// `222647` → `222,647`; `-1234` → `-1,234`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = value < 0 ? "-" : ""
        for (offset, character) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result
    }
}
