/// Dates written with the month's English name, as Fuelly's newer export and US spreadsheets write
/// them: `Jan 5, 2024`, `January 5, 2024 8:15 AM`, `5 Jan 2024`, `05-Jan-2024`.
///
/// A named month leaves no doubt about which number is the day, so these dates take no part in
/// settling a file's day order. Only English names are read: a name in another language is refused
/// as "not a date" with its cell rather than guessed.
enum FuelAppMonthNames {
    /// The months by their three-letter abbreviation (a full name is read by its first three letters,
    /// and must then be spelled out whole: `Janaury` is no month).
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    static let fullNames = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                            "october", "november", "december"]

    /// The year, month and day of `text`, or `nil` when it is not a date with a month name: one month
    /// name, a day of one or two digits and a year of four, in either order, separated by spaces,
    /// commas, hyphens, dots or slashes; a time after them (`8:15`, `AM`, `PM`) is passed over.
    static func parse(_ text: String) -> (year: Int, month: Int, day: Int)? {
        let separators: Set<Character> = [" ", ",", "-", ".", "/"]
        var words = text.lowercased().split { separators.contains($0) }.map(String.init)
        // The time of day, when the cell has one, ends the date.
        if let time = words.firstIndex(where: { $0.contains(":") }) { words = Array(words[..<time]) }
        words.removeAll { $0 == "am" || $0 == "pm" }
        guard words.count == 3 else { return nil }
        var month: Int?
        var numbers: [String] = []
        for word in words {
            if let index = monthIndex(word) {
                guard month == nil else { return nil }
                month = index + 1
            } else if word.allSatisfy(\.isASCIIDigit) {
                numbers.append(word)
            } else {
                return nil
            }
        }
        guard let month, numbers.count == 2 else { return nil }
        // `Jan 5, 2024` and `5 Jan 2024` both put the day before the year.
        guard (1...2).contains(numbers[0].count), numbers[1].count == 4, let day = Int(numbers[0]), let year = Int(numbers[1])
        else { return nil }
        return (year, month, day)
    }

    /// The index of a month written `Jan`, `Sept` or `January` (any letter case), or `nil`.
    static func monthIndex(_ word: String) -> Int? {
        if let index = months.firstIndex(of: word) { return index }
        if let index = fullNames.firstIndex(of: word) { return index }
        return word == "sept" ? 8 : nil
    }
}
