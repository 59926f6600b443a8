import Foundation
import GloveboxTestSupport
import Testing

/// Issue 26: shell completion, made from the command line's own catalog. The script is run by a real
/// bash with the words a person typed, and what it offers is checked against the commands' help.
@Suite struct CompletionCommandTests {
    let cli = CLIHarness()

    /// What the bash script offers after `words` (the last one being typed).
    func offered(_ script: String, _ words: [String]) throws -> [String] {
        let directory = TemporaryDirectory(prefix: "glovebox-completion")
        let file = directory.appending("glovebox.bash")
        try Data(script.utf8).write(to: file)
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "-c", """
            source '\(file.path)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _glovebox
            printf '%s\\n' "${COMPREPLY[@]}"
            """]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The options a command's `--help` lists, read from its text (independently of the script).
    func helpOptions(_ command: String...) -> [String] {
        let help = cli.succeed(command + ["--help"]).output
        guard let section = help.components(separatedBy: "\noptions:\n").last else { return [] }
        return section.split(separator: "\n").prefix { $0.hasPrefix("  ") }.flatMap { line in
            line.split(separator: " ").prefix { $0.hasPrefix("-") }.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
        }
    }

    @Test func bashCompletesCommandsAndEachCommandsOptions() throws {
        let script = cli.succeed("completion", "bash").output
        #expect(try offered(script, ["glovebox", "veh"]) == ["vehicle"])
        #expect(try offered(script, ["glovebox", "vehicle", ""]) == ["add", "list", "show", "edit", "remove"])
        #expect(try offered(script, ["glovebox", "vehicle", "add", "Clio", "--en"]) == ["--energy"])
        // Every option the help of `fuel add` lists, and nothing else.
        #expect(Set(try offered(script, ["glovebox", "fuel", "add", "clio", "30", "l", "-"])) == Set(helpOptions("fuel", "add")))
        #expect(Set(try offered(script, ["glovebox", "economy", "clio", "-"])) == Set(helpOptions("economy")))
        // After a command's words, a word that is not an option is an argument: nothing is offered.
        #expect(try offered(script, ["glovebox", "vehicle", "add", ""]).isEmpty)
        #expect(try offered(script, ["glovebox", "nosuch", ""]).isEmpty)
    }

    @Test func zshLoadsBashCompletionAndAnUnknownShellIsRefused() {
        let zsh = cli.succeed("completion", "zsh").output
        #expect(zsh.contains("autoload -U +X bashcompinit && bashcompinit\n") && zsh.contains("complete -o default -F _glovebox glovebox"))
        let fish = cli.run("completion", "fish")
        #expect(fish.status == 2 && fish.errors.contains("fish"), "\(fish.errors)")
    }
}
