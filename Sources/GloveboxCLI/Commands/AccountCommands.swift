import AppCore
import GarageRules

/// `login`, `logout`, `delete-account` and `plan`.
enum AccountCommands {
    static let all = [login, logout, deleteAccount, plan]

    static let login = Command(
        ["login"], summary: "sign in (records stay on this device)",
        positionals: [.required("ACCOUNT", "the account name, such as an e-mail address")],
        options: [.option("--plan", "PLAN", help: "free (2 vehicles) or plus (unlimited); default: keep, else free")]
    ) { invocation in
        let name = invocation.arguments.positionals[0]
        let plan = try invocation.arguments.value("--plan").map { text throws(GarageError) in try Plan(parsing: text) }
        let account = try invocation.app.perform(SignIn(accountName: name, plan: plan))
        invocation.console.line("signed in as \(account.name) (\(account.plan.rawValue) plan)")
    }

    static let logout = Command(["logout"], summary: "sign out; the records stay on this device") { invocation in
        try invocation.app.perform(SignOut())
        invocation.console.line("signed out")
    }

    static let deleteAccount = Command(
        ["delete-account"], summary: "delete the account and every record of it from this device",
        options: [.flag("--yes", "confirm: this cannot be undone")]
    ) { invocation in
        guard invocation.arguments.has("--yes") else {
            throw CLIError.usage("delete-account removes every vehicle and record; pass --yes to confirm")
        }
        try invocation.app.perform(DeleteAccount())
        invocation.console.line("account deleted; no records are left on this device")
    }

    static let plan = Command(
        ["plan"], summary: "show the plan, or change it",
        positionals: [.optional("PLAN", "free or plus")], isRead: true
    ) { invocation in
        let console = invocation.console
        if let text = invocation.arguments.positional(0) {
            let plan = try Plan(parsing: text)
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
