extension CommandCatalog {
    /// What the first words of a command line name.
    public enum Resolution: Sendable {
        /// A command, and the words after its path for its signature to parse.
        case command(CommandSpec, rest: [String])
        /// The listing of the commands under these words (all of them for `[]`).
        case listing([String])
        /// A command's help, asked for as `PROGRAM help COMMAND…`.
        case help(CommandSpec)
    }

    /// What a command line asks for once it is resolved and parsed.
    public enum Action: Sendable {
        /// Text to print to standard output and exit 0: a listing or a command's help.
        case show(String)
        /// A command to run with its parsed arguments.
        case run(CommandSpec, ParsedArguments)
    }

    /// Finds what `words` (the command line without the program name) name: the command of the
    /// longest matching path, a listing, or a command's help.
    ///
    /// The errors carry the usage line of the program, or of the group at fault.
    public func resolve(_ words: [String]) throws(UsageError) -> Resolution {
        if let singleCommand { return .command(singleCommand, rest: words) }
        guard let first = words.first, !Self.isHelpFlag(first) else { return .listing([]) }
        if first == "help" { return try resolveHelp(Array(words.dropFirst())) }
        // Paths never begin one another, so at most one matches.
        if let spec = specs.first(where: { words.starts(with: $0.path) }) {
            return .command(spec, rest: Array(words.dropFirst(spec.path.count)))
        }
        let group = longestGroup(in: words)
        guard !group.isEmpty else { throw unknownCommand(first) }
        let next = words.dropFirst(group.count).first
        if let next, Self.isHelpFlag(next) { return .listing(group) }
        if let next, !next.hasPrefix("-") { throw unknownSubcommand(next, of: group) }
        throw needsSubcommand(group)
    }

    /// Resolves `words`, then parses the rest for the command; help and listings come back as text,
    /// their frame in `helpWords` and their content through `translation`.
    public func action(
        for words: [String], helpWords: HelpWords = .english, translation: HelpTranslation = .english
    ) throws(UsageError) -> Action {
        switch try resolve(words) {
        case .listing(let prefix):
            return .show(listing(under: prefix, words: helpWords, translation: translation))
        case .help(let spec):
            return .show(spec.helpText(program: program, words: helpWords, translation: translation))
        case .command(let spec, let rest):
            switch try spec.parse(rest, program: program) {
            case .help: return .show(spec.helpText(program: program, words: helpWords, translation: translation))
            case .arguments(let arguments): return .run(spec, arguments)
            }
        }
    }

    /// `help`, `help GROUP…` and `help COMMAND…`.
    private func resolveHelp(_ words: [String]) throws(UsageError) -> Resolution {
        guard let first = words.first, !Self.isHelpFlag(first) else { return .listing([]) }
        if let spec = spec(at: words) { return .help(spec) }
        if isGroup(words) { return .listing(words) }
        if let spec = specs.first(where: { words.starts(with: $0.path) }) {
            throw UsageError(.noSubcommands(command: spec.name, word: words[spec.path.count]), usage: usageLine())
        }
        let group = longestGroup(in: words)
        guard !group.isEmpty else { throw unknownCommand(first) }
        throw unknownSubcommand(words[group.count], of: group)
    }

    /// The longest first words of `words` that name a group; empty when the first word names none.
    private func longestGroup(in words: [String]) -> [String] {
        var length = words.count
        while length > 0, !isGroup(Array(words.prefix(length))) { length -= 1 }
        return Array(words.prefix(length))
    }

    private static func isHelpFlag(_ word: String) -> Bool {
        word == CommandSignature.help.name || word == CommandSignature.help.shortName
    }

    private func unknownCommand(_ word: String) -> UsageError {
        UsageError(
            .unknownCommand(word, suggestion: Suggestion.closest(to: word, among: subcommandWords(of: [])), program: program),
            usage: usageLine())
    }

    private func unknownSubcommand(_ word: String, of group: [String]) -> UsageError {
        let name = group.joined(separator: " ")
        return UsageError(
            .unknownSubcommand(word, group: name, suggestion: Suggestion.closest(to: word, among: subcommandWords(of: group)), program: program),
            usage: usageLine(under: group))
    }

    private func needsSubcommand(_ group: [String]) -> UsageError {
        UsageError(.needsSubcommand(group: group.joined(separator: " "), choices: subcommandWords(of: group)), usage: usageLine(under: group))
    }
}
