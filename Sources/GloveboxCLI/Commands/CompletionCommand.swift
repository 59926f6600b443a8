import ArgumentParsing

/// `completion bash|zsh`: a shell completion script made from the command line's own catalog, so that
/// it completes exactly the commands and options `glovebox` has.
enum CompletionCommand {
    static let all = [completion]

    static let shell = Argument("SHELL", help: "bash or zsh", parse: .oneOf(ShellCompletion.self))

    static let completion = GloveboxCommand(
        ["completion"], summary: "print a shell completion script (bash or zsh)", arguments: [shell],
        discussion: """
            Completes commands and their options as you type. Load it in the running shell with
            eval "$(glovebox completion bash)" (or zsh), or keep it: glovebox completion bash >
            ~/.local/share/bash-completion/completions/glovebox, and for zsh add the eval line to ~/.zshrc.
            """
    ) { invocation in
        invocation.console.write(invocation.arguments[shell].script(for: GloveboxCommandLine.catalog))
    }
}
