import ArgumentParsing
import GarageRules
import HouseholdSync

/// `password`: the signed-in account's new household server password.
enum PasswordCommand {
    static let all = [password]

    static let passwordFile = Option("--password-file", value: "FILE", help: "read the new password from FILE's first line")
    static let passwordStdin = Flag("--password-stdin", help: "read the new password from the first line of standard input")

    static let password = GloveboxCommand(
        ["password"], summary: "change this account's password on its household server",
        options: [passwordFile, passwordStdin],
        discussion: """
            On a terminal the new password is asked twice with the typing hidden. The server changes it first; \
            this device then keeps the new one (the old one is forgotten). The account's other devices are asked \
            to sign in again with it ('glovebox login ACCOUNT --server URL'). Exit 2 when this device is not \
            linked, the password is too short, or the two typed differ.
            """
    ) { invocation in
        let app = invocation.app
        let link = try LinkedServer.link(for: invocation)
        let arguments = invocation.arguments
        let source = try ServerPassword.source(file: arguments[passwordFile], standardInput: arguments[passwordStdin])
        let new = try ServerPassword.read(from: source, console: invocation.console, account: link.account, purpose: "password", confirming: true)
        let words = invocation.words
        guard new.count >= Account.minimumPasswordLength else {
            throw CLIError.validation(words.text(.passwordTooShort, ["minimum": words.count(Account.minimumPasswordLength)]))
        }
        guard new != link.password else { throw CLIError.validation(words.text(.passwordUnchanged)) }
        try HouseholdPasswordChange.run(link: link, newPassword: new)
        try ServerLinkFile.save(ServerLink(server: link.server, account: link.account, password: new), in: app)
        invocation.console.line(words.text(.passwordChanged, ["account": link.account, "server": link.server]))
    }
}
