/// Checks the words after a command's name against its options and positional arguments.
///
/// Rules: `--name value` and `--name=value`; flags take no value; `--` ends the options; anything
/// else starting with `--` must be a known option; a lone `-5` is a positional (a number), not an
/// option. Errors are usage errors that name the word at fault.
struct ArgumentParser {
    let command: Command

    func parse(_ words: [String]) throws(CLIError) -> ParsedArguments {
        var positionals: [String] = []
        var options: [String: [String]] = [:]
        var index = 0
        var optionsEnded = false
        let usage = command.usageLine
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !word.hasPrefix("--") {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            var name = word
            var inline: String?
            if let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inline = String(word[word.index(after: equals)...])
            }
            guard let spec = command.allOptions.first(where: { $0.name == name }) else {
                throw .usage("unknown option '\(name)' for '\(command.name)'", usage: usage)
            }
            if spec.values.isEmpty {
                guard inline == nil else { throw .usage("option '\(name)' takes no value", usage: usage) }
                options[name] = []
                continue
            }
            var values: [String] = []
            if let inline {
                values.append(inline)
            }
            while values.count < spec.values.count {
                guard index < words.count, words[index] != "--" else {
                    throw .usage("option '\(name)' needs \(spec.values.joined(separator: " "))", usage: usage)
                }
                values.append(words[index])
                index += 1
            }
            options[name] = values
        }
        let required = command.positionals.filter { !$0.isOptional }.count
        if positionals.count < required {
            let missing = command.positionals[positionals.count].name
            throw .usage("missing \(missing) for '\(command.name)'", usage: usage)
        }
        if positionals.count > command.positionals.count {
            throw .usage("unexpected argument '\(positionals[command.positionals.count])' for '\(command.name)'", usage: usage)
        }
        return ParsedArguments(positionals: positionals, options: options)
    }
}
