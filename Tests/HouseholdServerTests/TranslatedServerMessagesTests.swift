import Foundation
import Testing
import WidgetContract
@testable import HouseholdServer

/// `glovebox-server`'s own errors, questions and lines are in the language its help is in, the
/// system's (`LANG` here, as `TranslatedServerHelpTests` pins it), the parser's refusals too, under
/// the help's heading; English is unchanged word for word; the exit statuses do not depend on the
/// language. Only paths that need no PostgreSQL are run here.
@Suite struct TranslatedServerMessagesTests {
    /// Runs a command line under `LANG=lang` with no terminal, returning its status, output and errors.
    static func run(_ arguments: [String], lang: String?) -> (status: Int32, output: [String], errors: [String]) {
        var output: [String] = []
        var errors: [String] = []
        let status = ServerCommandLine(environment: lang.map { ["LANG": $0] } ?? [:], ask: nil)
            .run(arguments, output: { output.append($0) }, errors: { errors.append($0) })
        return (status, output, errors)
    }

    static let nowhere = "/nonexistent/glovebox-server"

    @Test func aDirectoryThatIsNotAServerIsRefusedInPortuguese() {
        let result = Self.run(["url", Self.nowhere], lang: "pt_PT.UTF-8")
        #expect(result.status == 2)
        #expect(result.errors == [
            "glovebox-server: \(Self.nowhere) não é um servidor do agregado (sem server.json): "
                + "crie um com 'glovebox-server init \(Self.nowhere)'"
        ])
        #expect(result.output.isEmpty)
    }

    @Test func theSameRefusalInEnglishIsWordForWordAsBefore() {
        for lang in [nil, "en_GB.UTF-8", "ja_JP.UTF-8"] {
            let result = Self.run(["url", Self.nowhere], lang: lang)
            #expect(result.status == 2)
            #expect(result.errors == [
                "glovebox-server: \(Self.nowhere) is not a household server (no server.json): "
                    + "create one with 'glovebox-server init \(Self.nowhere)'"
            ], "\(lang ?? "no LANG")")
        }
    }

    @Test func theParsersRefusalsAreInPortugueseUnderTheHelpsHeading() {
        let portuguese = Self.run(["add-account", "/tmp/x"], lang: "pt_PT.UTF-8")
        #expect(portuguese.status == 2)
        #expect(portuguese.errors.count == 1)
        #expect(portuguese.errors.first?.hasPrefix("glovebox-server: falta o argumento NAME\nutilização: glovebox-server add-account DIR NAME") == true,
                "\(portuguese.errors)")
        let option = Self.run(["url", "/tmp/x", "--bogus"], lang: "pt_PT.UTF-8")
        #expect(option.status == 2)
        #expect(option.errors.first?.hasPrefix("glovebox-server: opção desconhecida '--bogus'\nutilização: glovebox-server url DIR") == true,
                "\(option.errors)")
        let port = Self.run(["init", "/tmp/x", "--port", "70000"], lang: "pt_PT.UTF-8")
        #expect(port.status == 2)
        #expect(port.errors.first?.hasPrefix("glovebox-server: --port '70000' tem de estar entre ") == true, "\(port.errors)")
        let english = Self.run(["add-account", "/tmp/x"], lang: nil)
        #expect(english.errors.first?.hasPrefix("glovebox-server: missing argument NAME\nusage: glovebox-server add-account DIR NAME") == true,
                "\(english.errors)")
    }

    @Test func thePasswordQuestionsAndTheirRefusalAreInTheLanguageGiven() throws {
        var prompts: [String] = []
        var answers = ["a good long password", "another long password"].makeIterator()
        let ask: (String) -> String? = { prompt in
            prompts.append(prompt)
            return answers.next()
        }
        let error = try #require(throws: ServerError.self) {
            try PasswordSource.password(file: nil, ask: ask, account: "ana@example.com", language: .portuguesePortugal)
        }
        #expect(prompts == ["palavra-passe de ana@example.com: ", "a mesma palavra-passe outra vez: "])
        #expect(error.message(in: .portuguesePortugal) == "as duas palavras-passe são diferentes; nada foi alterado")
        #expect(error == .validation("the two passwords differ; nothing was changed"))
        #expect(error.exitCode == 2)
    }

    @Test func aPasswordFileThatCannotBeReadIsSaidInSpanish() throws {
        let error = try #require(throws: ServerError.self) {
            try PasswordSource.password(file: "/nonexistent/password", ask: nil, account: "ana@example.com")
        }
        #expect(error.message(in: .spanish) == "no se puede leer el archivo de contraseña /nonexistent/password")
        #expect(error.message == "cannot read the password file /nonexistent/password")
    }

    @Test func whatCheckFoundIsReportedInTheLanguageGiven() {
        let findings = ServerCheck.Findings(restoredPasswords: ["ana@example.com"], endedSessions: 2)
        #expect(findings.report(in: .portuguesePortugal) == [
            "'ana@example.com' mudou a sua palavra-passe com ALTER ROLE em vez de 'glovebox password': "
                + "a palavra-passe definida pelas ferramentas foi reposta",
            "terminada(s) 2 sessão(ões) de conta que mantinham uma transação para além dos limites do agregado",
        ])
        #expect(findings.report == [
            "'ana@example.com' changed its password with ALTER ROLE instead of 'glovebox password': the password the tools set is back",
            "ended 2 account session(s) that held a transaction past the household's bounds",
        ])
        #expect(ServerCheck.Findings(restoredPasswords: [], endedSessions: 0).report(in: .german) == ["nichts zu berichtigen"])
    }

    @Test func theProgramSpeaksTheLanguageItsHelpIsIn() {
        #expect(ServerCommandLine(environment: ["LANG": "pt_PT.UTF-8"], ask: nil).language == .portuguesePortugal)
        #expect(ServerCommandLine(environment: ["LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"], ask: nil).language == .german)
        #expect(ServerCommandLine(environment: [:], ask: nil).language == .english)
    }
}
