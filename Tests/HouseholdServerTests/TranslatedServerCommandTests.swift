import Foundation
import HouseholdServer
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
    }
}
