import AppCore
import ArgumentParsing
import GarageRules
import HouseholdSync

/// `login`, `logout`, `delete-account` and `plan`.
enum AccountCommands {
    static let all = [login, logout, deleteAccount, plan]

    static let accountName = Argument("ACCOUNT", help: "the account name, such as an e-mail address")
    static let chosenPlan = Option(
        "--plan", value: "PLAN", help: "free (2 vehicles) or plus (unlimited); default: keep, else free", parse: .plan)

    static let server = Option(
        "--server", value: "URL", help: "a household server's connection string ('glovebox-server url' prints it)")
    static let passwordFile = Option(
        "--password-file", value: "FILE", help: "with --server: read the account's password from FILE's first line")

    static let login = GloveboxCommand(
        ["login"], summary: "sign in (records stay on this device; with --server, linked to a household server)",
        arguments: [accountName], options: [chosenPlan, server, passwordFile],
        discussion: """
            With --server the name and password are checked on the server first; a refusal or a server \
            that does not answer changes nothing here. The link is kept in the app's private directory, mode 0600.
            """
    ) { invocation in
        let arguments = invocation.arguments
        var plan = arguments[chosenPlan]
        var link: ServerLink?
        if let url = arguments[server] {
            let password = try ServerPassword.read(
                file: arguments[passwordFile], console: invocation.console, account: arguments[accountName])
            let checked = ServerLink(server: url, account: arguments[accountName], password: password)
            // Checked before anything local is written: a refusal leaves the device as it was.
            let session = try HouseholdServerSession(link: checked)
            session.close()
            // The server's plan is the one that holds (its limit is enforced there).
            plan = plan ?? session.plan
            link = checked
        } else if arguments[passwordFile] != nil {
            throw invocation.usageError("--password-file goes with --server")
        }
        let (account, claimed) = try invocation.app.perform(
            SignIn(accountName: arguments[accountName], plan: plan, linksToServer: link != nil))
        if let link {
            try ServerLinkFile.save(link, in: invocation.app)
            invocation.console.line("signed in as \(account.name) (\(account.plan.rawValue) plan), linked to \(link.server)")
        } else {
            invocation.console.line("signed in as \(account.name) (\(account.plan.rawValue) plan)")
        }
        if claimed > 0 {
            invocation.console.line(
                "took over \(claimed) vehicle(s) recorded on this device before accounts owned their data, while nobody was signed in")
        }
    }

    static let logout = GloveboxCommand(["logout"], summary: "sign out; the records stay on this device") { invocation in
        try invocation.app.perform(SignOut())
        invocation.console.line("signed out")
    }

    static let deleteAccount = GloveboxCommand(
        ["delete-account"], summary: "delete the account and every record of it from this device",
        options: [Confirmation.yes],
        discussion: "It cannot be undone: on a terminal it asks first; otherwise it needs --yes."
    ) { invocation in
        let (account, owned) = try invocation.app.plan()
        try Confirmation.require(
            "delete account \(account.name) and its \(owned) vehicle(s) with every record of them from this device",
            in: invocation)
        try invocation.app.perform(DeleteAccount())
        // Its household server password goes too (the server's own data is not deleted yet).
        try ServerLinkFile.forget(account: account.name, in: invocation.app)
        invocation.console.line("account \(account.name) deleted; none of its records are left on this device")
    }

    static let newPlan = OptionalArgument("PLAN", help: "free or plus", parse: .plan)

    static let plan = GloveboxCommand(
        ["plan"], summary: "show the plan, or change it", arguments: [newPlan], reads: true
    ) { invocation in
        let console = invocation.console
        if let plan = invocation.arguments[newPlan] {
            let account = try invocation.app.perform(ChangePlan(plan: plan))
            if invocation.wantsJSON {
                console.line(try Format.json(PlanJSON(account: account, owned: nil)))
            } else {
                console.line("plan: \(account.plan.rawValue)")
            }
            return
        }
        let (account, owned) = try invocation.app.plan()
        if invocation.wantsJSON {
            console.line(try Format.json(PlanJSON(account: account, owned: owned)))
        } else {
            let limit = account.plan.vehicleLimit.map(String.init) ?? "unlimited"
            console.line("account: \(account.name)\nplan: \(account.plan.rawValue) (\(owned) of \(limit) vehicles)")
        }
    }

    struct PlanJSON: Encodable {
        let account: String
        let plan: String
        let vehicleLimit: Int?
        let ownedVehicles: Int?

        init(account: Account, owned: Int?) {
            self.account = account.name
            self.plan = account.plan.rawValue
            self.vehicleLimit = account.plan.vehicleLimit
            self.ownedVehicles = owned
        }
    }
}
