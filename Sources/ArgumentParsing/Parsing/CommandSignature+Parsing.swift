extension CommandSignature {
    /// The words of a command line sorted into positionals and options, before any value is read.
    struct Scan {
        /// A positional word and where it stood.
        struct Positional {
            var index: Int
            var text: String
        }

        /// An option given with all its value words, and where its name stood.
        struct Occurrence {
            var index: Int
            var entry: OptionEntry
            var words: [String]
        }

        var positionals: [Positional] = []
        var occurrences: [Occurrence] = []
        var flags: Set<String> = []
        var wantsHelp = false
        /// The first problem in word order; kept rather than thrown, so that a `--help` later on
        /// the line still wins.
        var firstError: UsageError?

        mutating func refuse(_ problem: UsageProblem) {
            if firstError == nil { firstError = UsageError(problem) }
        }
    }

    func scan(_ words: [String]) -> Scan {
        var byName: [String: OptionEntry] = [:]
        for option in allOptions {
            byName[option.name] = option
            if let shortName = option.shortName { byName[shortName] = option }
        }
        var scan = Scan()
        var optionsEnded = false
        var index = 0
        while index < words.count {
            let start = index
            let word = words[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") || Self.looksNegative(word) {
                scan.positionals.append(Scan.Positional(index: start, text: word))
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            // `--name=value`; a short name never carries a value this way.
            var name = word
            var inline: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inline = String(word[word.index(after: equals)...])
            }
            guard let entry = byName[name] else {
                scan.refuse(.unknownOption(name, suggestion: Suggestion.closest(to: name, among: options.map(\.name))))
                continue
            }
            if entry.isFlag {
                if inline != nil {
                    scan.refuse(.optionTakesNoValue(entry.name))
                } else if entry.name == Self.help.name {
                    scan.wantsHelp = true
                } else {
                    scan.flags.insert(entry.name)
                }
                continue
            }
            var values = inline.map { [$0] } ?? []
            while values.count < entry.valueNames.count, index < words.count, !words[index].hasPrefix("--") {
                values.append(words[index])
                index += 1
            }
            guard values.count == entry.valueNames.count else {
                scan.refuse(.optionNeedsValues(entry.name, values: entry.valueNames))
                continue
            }
            if scan.occurrences.contains(where: { $0.entry.name == entry.name }) {
                scan.refuse(.optionGivenTwice(entry.name))
                continue
            }
            scan.occurrences.append(Scan.Occurrence(index: start, entry: entry, words: values))
        }
        return scan
    }

    /// Reads every value of a scan without problems, in the order the words stood.
    func bind(_ scan: Scan) throws(UsageError) -> ParsedArguments {
        let required = arguments.count { !$0.isOptional }
        if scan.positionals.count < required {
            throw UsageError(.missingArgument(arguments[scan.positionals.count].name))
        }
        if scan.positionals.count > arguments.count {
            throw UsageError(.unexpectedArgument(scan.positionals[arguments.count].text))
        }
        typealias Conversion = (index: Int, label: String, words: [String], convert: @Sendable ([String]) throws -> any Sendable)
        var conversions: [Conversion] = []
        for (argument, positional) in zip(arguments, scan.positionals) {
            conversions.append((positional.index, argument.name, [positional.text], { try argument.convert($0[0]) }))
        }
        for occurrence in scan.occurrences {
            // Only options with values are occurrences, and those always convert.
            guard let convert = occurrence.entry.convert else { continue }
            conversions.append((occurrence.index, occurrence.entry.name, occurrence.words, convert))
        }
        var values: [String: any Sendable] = [:]
        for conversion in conversions.sorted(by: { $0.index < $1.index }) {
            do {
                values[conversion.label] = try conversion.convert(conversion.words)
            } catch {
                throw Self.refusal(label: conversion.label, words: conversion.words, error: error)
            }
        }
        return ParsedArguments(
            flags: scan.flags, values: values,
            declaredFlags: Set(options.filter(\.isFlag).map(\.name)),
            declaredValues: Set(options.filter { !$0.isFlag }.map(\.name) + arguments.map(\.name)))
    }

    /// `-5`, `-0.5` and `-.5` are numbers, not short options.
    static func looksNegative(_ word: String) -> Bool {
        let rest = word.utf8.dropFirst()
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        guard word.hasPrefix("-"), let first = rest.first else { return false }
        if digits.contains(first) { return true }
        return first == UInt8(ascii: ".") && (rest.dropFirst().first.map { digits.contains($0) } ?? false)
    }

    /// The usage error for a value a declaration refused: `--year 'nineteen' is not a whole number`.
    static func refusal(label: String, words: [String], error: any Error) -> UsageError {
        switch error {
        case let error as ValueError:
            UsageError(.refusedValue(label: label, value: error.value ?? words.joined(separator: " "), reason: error))
        case let error as UsageError:
            UsageError(error.message, cause: error.cause)
        default:
            // Another module's error names the value in its own words.
            UsageError("\(label): \(error)")
        }
    }
}
