import Foundation
import HouseholdServer
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// `glovebox-server` against a running server, in the system's language: what it did and what
    /// it refused said in Portuguese, the account and plan names as typed, the statuses as in English.
    @Suite struct TranslatedServerCommands {
        /// Runs a command line in-process under `LANG=pt_PT.UTF-8`, with no terminal.
        static func runInPortuguese(_ arguments: String...) -> (status: Int32, output: [String], errors: [String]) {
            var output: [String] = []
            var errors: [String] = []
            let status = ServerCommandLine(environment: ["LANG": "pt_PT.UTF-8"], ask: nil)
                .run(arguments, output: { output.append($0) }, errors: { errors.append($0) })
            return (status, output, errors)
        }

        @Test func aPlanChangeAndItsRefusalsAreSaidInPortuguese() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("server-plan-pt")
            let root = cluster.layout.root
            let changed = Self.runInPortuguese("plan", root, account.name, "plus")
            #expect(changed.status == 0, "\(changed.errors)")
            #expect(changed.output == ["'\(account.name)' está agora no plano plus (era free)"])
            let again = Self.runInPortuguese("plan", root, account.name, "plus")
            #expect(again.output == ["'\(account.name)' já está no plano plus"])
            let unknown = Self.runInPortuguese("plan", root, "nobody@example.com", "plus")
            #expect(unknown.status == 2)
            #expect(unknown.errors == ["glovebox-server: não há nenhuma conta chamada 'nobody@example.com' neste servidor"])
            let badPlan = Self.runInPortuguese("plan", root, account.name, "gold")
            #expect(badPlan.status == 2)
            #expect(badPlan.errors.first?.hasPrefix("glovebox-server: plano desconhecido 'gold' (os planos do servidor: ") == true,
                    "\(badPlan.errors)")
        }

        @Test func refusedAccountNamesAreSaidInPortugueseNamingTheTwin() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("server-twin-pt")
            let password = try ServerCommands.passwordFile("a good long password")
            defer { try? FileManager.default.removeItem(atPath: password.directory) }
            let root = cluster.layout.root
            let twin = Self.runInPortuguese("add-account", root, account.name.uppercased(), "--password-file", password.file)
            #expect(twin.status == 2)
            #expect(twin.errors == ["glovebox-server: já existe uma conta chamada '\(account.name)' neste servidor"])
            let invisible = Self.runInPortuguese("add-account", root, "ali\u{200B}ce@example.com", "--password-file", password.file)
            #expect(invisible.status == 2)
            #expect(invisible.errors == [
                "glovebox-server: um nome de conta não pode ter caracteres invisíveis nem caracteres que mudem a direção do texto"
            ])
            let long = Self.runInPortuguese("add-account", root, String(repeating: "a", count: 255) + "@x", "--password-file", password.file)
            #expect(long.status == 2)
            #expect(long.errors == ["glovebox-server: um nome de conta tem no máximo 254 bytes no servidor (este tem 257)"])
            let role = LoginRole.of(account: "someone@example.com")
            let reserved = Self.runInPortuguese("add-account", root, role, "--password-file", password.file)
            #expect(reserved.errors == ["glovebox-server: o nome de conta '\(role)' tem a forma de um papel de acesso, que o servidor guarda para si"])
            let administrator = try cluster.administrator()
            defer { administrator.close() }
            #expect(try administrator.query(
                "SELECT count(*) FROM pg_roles WHERE rolname = $1", [LoginRole.of(account: account.name.uppercased())]).scalar == "0")
        }
    }
}
