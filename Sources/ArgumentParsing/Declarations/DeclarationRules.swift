/// The checks every declaration passes when it is made.
///
/// A bad name is a mistake in the program, not in the command line, so it traps at once (the first
/// test that touches the declaration finds it) instead of becoming an error a user would see.
enum DeclarationRules {
    static func checkOptionName(_ name: String) {
        precondition(
            name.hasPrefix("--") && name.count > 2 && !name.dropFirst(2).hasPrefix("-") && isPlainWord(name)
                && !name.contains("="),
            "option name '\(name)' must be two dashes and a word, such as '--date'")
    }

    static func checkShortName(_ shortName: String, of name: String) {
        let letter = shortName.dropFirst()
        precondition(
            shortName.hasPrefix("-") && letter.count == 1 && letter.allSatisfy { $0.isASCII && $0.isLetter },
            "short name '\(shortName)' of '\(name)' must be one dash and one letter, such as '-v'")
    }

    static func checkValueNames(_ valueNames: [String], of name: String) {
        precondition(!valueNames.isEmpty, "option '\(name)' needs a value placeholder (a flag is a Flag)")
        for valueName in valueNames {
            precondition(
                !valueName.isEmpty && isPlainWord(valueName),
                "value placeholder '\(valueName)' of '\(name)' must be one word")
        }
    }

    static func checkArgumentName(_ name: String) {
        precondition(
            !name.isEmpty && !name.hasPrefix("-") && isPlainWord(name),
            "argument name '\(name)' must be one word not starting with a dash, such as 'VEHICLE'")
    }

    static func checkPathWord(_ word: String) {
        precondition(
            !word.isEmpty && !word.hasPrefix("-") && isPlainWord(word),
            "command word '\(word)' must be one word not starting with a dash")
    }

    /// No spaces or control characters: the word must survive being shown in a usage line.
    private static func isPlainWord(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { !$0.properties.isWhitespace && $0.properties.generalCategory != .control }
    }
}

