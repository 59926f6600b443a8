import AppCore
import ArgumentParsing

/// One `glovebox` command: the declarations its help and parsing come from, and what runs it.
///
/// A read command (`reads: true`) takes the shared ``CommonOptions/json`` flag after its own
/// options, so that every read command spells and describes `--json` the same way.
struct GloveboxCommand: Sendable {
    /// The command's words, summary, discussion and signature.
    let spec: CommandSpec
    /// Whether it only reads the logbook, and so takes `--json`.
    let isRead: Bool
    /// Runs it with the parsed arguments.
    let run: @Sendable (Invocation) throws -> Void

    /// Declares a command: its words, what it does, its positionals in order, its options in the
    /// order help lists them, and the text its help ends with.
    init(
        _ path: [String], summary: String, arguments: [any ArgumentDeclaration] = [],
        options: [any OptionDeclaration] = [], reads: Bool = false, discussion: String? = nil,
        run: @escaping @Sendable (Invocation) throws -> Void
    ) {
        let signature = CommandSignature(arguments: arguments, options: options + (reads ? [CommonOptions.json] : []))
        self.spec = CommandSpec(path, summary: summary, discussion: discussion, signature: signature)
        self.isRead = reads
        self.run = run
    }

    /// Runs the command with `words` as its command line, as a screen or a form a link opens does:
    /// parsed by the same declarations, so with every check the typed command has.
    func run(parsing words: [String], app: AppSession, console: Console) throws {
        switch try spec.parse(words, program: GloveboxCommandLine.program) {
        case .help:
            let help = app.wordsWithoutOpening
            console.line(spec.helpText(
                program: GloveboxCommandLine.program, words: help.helpWords, translation: help.helpTranslation))
        case .arguments(let arguments):
            try run(Invocation(spec: spec, arguments: arguments, app: app, console: console))
        }
    }
}
