/// A completion script for a shell, made from a catalog's commands: the words that may come next
/// after the words typed (a group's commands, a command's options), so that it can never list a
/// command or an option the program does not have.
///
/// Bash's is a function for `complete -F`; zsh's loads zsh's own bash-completion layer
/// (`bashcompinit`) and registers the same function, the documented way to reuse one.
public enum ShellCompletion: String, CaseIterable, Sendable {
    case bash, zsh

    /// The script for `catalog`.
    public func script(for catalog: CommandCatalog) -> String {
        let body = Self.bashFunctions(for: catalog)
        switch self {
        case .bash:
            return "# bash completion for \(catalog.program): eval \"$(\(catalog.program) completion bash)\"\n" + body
        case .zsh:
            return "# zsh completion for \(catalog.program): eval \"$(\(catalog.program) completion zsh)\"\n"
                + "autoload -U +X bashcompinit && bashcompinit\n" + body
        }
    }

    /// The functions: what follows each prefix of a command's words, and each command's options.
    static func bashFunctions(for catalog: CommandCatalog) -> String {
        let name = "_" + catalog.program.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        // The words that may follow each prefix, in the listing's order, each once.
        var children: [(prefix: String, words: [String])] = []
        for spec in catalog.specs {
            for depth in spec.path.indices {
                let prefix = spec.path[..<depth].joined(separator: " ")
                let word = spec.path[depth]
                if let index = children.firstIndex(where: { $0.prefix == prefix }) {
                    if !children[index].words.contains(word) { children[index].words.append(word) }
                } else {
                    children.append((prefix, [word]))
                }
            }
        }
        var lines = ["\(name)_children() {", "    case \"$1\" in"]
        for (prefix, words) in children {
            lines.append("        \(quoted(prefix))) echo \(quoted(words.joined(separator: " "))) ;;")
        }
        lines += ["    esac", "}", "\(name)_options() {", "    case \"$1\" in"]
        for spec in catalog.specs {
            let options = spec.signature.allOptions.flatMap { [$0.name] + ($0.shortName.map { [$0] } ?? []) }
            lines.append("        \(quoted(spec.path.joined(separator: " ")))) echo \(quoted(options.joined(separator: " "))) ;;")
        }
        lines += [
            "    esac", "}",
            "\(name)() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" path=\"\" word children i",
            "    COMPREPLY=()",
            "    # The command's words typed so far: each one a child of the words before it.",
            "    for ((i = 1; i < COMP_CWORD; i++)); do",
            "        word=\"${COMP_WORDS[i]}\"",
            "        children=\"$(\(name)_children \"$path\")\"",
            "        [[ -n $children && \" $children \" == *\" $word \"* ]] || break",
            "        path=\"${path:+$path }$word\"",
            "    done",
            "    children=\"$(\(name)_children \"$path\")\"",
            "    if [[ $cur == -* ]]; then",
            "        COMPREPLY=($(compgen -W \"$(\(name)_options \"$path\")\" -- \"$cur\"))",
            "    elif [[ -n $children && $i -eq $COMP_CWORD ]]; then",
            "        COMPREPLY=($(compgen -W \"$children\" -- \"$cur\"))",
            "    fi",
            "}",
            "complete -o default -F \(name) \(catalog.program)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` in single quotes for the shell (a quote inside closes, escapes and reopens).
    static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
