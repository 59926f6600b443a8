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

    // Checked in the command (ServerConnectionPolicy.check), not as a value: the refusal must not
    // repeat a URL that may hold a password.
    static let server = Option(
        "--server", value: "URL", help: "a household server's connection string ('glovebox-server url' prints it)")
    static let passwordFile = Option(
        "--password-file", value: "FILE", help: "with --server: read the account's password from FILE's first line")
    static let passwordStdin = Flag(
        "--password-stdin", help: "with --server: read the account's password from standard input's first line")

    static let login = GloveboxCommand(
        ["login"], summary: "sign in (records stay on this device; with --server, linked to a household server)",
        arguments: [accountName],
        options: [chosenPlan, server, passwordFile, passwordStdin, KeyCommands.keyPassphraseFile, KeyCommands.recoveryKeyFile],
        discussion: """
            With --server the name and password are checked on the server first; a refusal or a server \
            that does not answer changes nothing here. Every connection is TLS with the server's certificate \
            verified (sslmode=verify-full) and SCRAM with channel binding (channel_binding=require); a URL that \
            asks for less, or holds a password, is refused. Without --password-file or --password-stdin the \
            password is asked on the terminal, not shown as it is typed. The link is kept in the app's private \
            directory, mode 0600. At the account's first sign-in its key is made (the passphrase asked twice, or \
            --passphrase-file; the recovery key printed once); at the next ones it is opened (the passphrase, or \
            --recovery-key-file). Without a terminal or either file the sign-in says what stays on this device \
            until 'glovebox keys init' or 'keys unlock'.
            """
    ) { invocation in
        let arguments = invocation.arguments
        var plan = arguments[chosenPlan]
        var link: ServerLink?
        if let url = arguments[server] {
            // Before the password is asked for: a URL that is refused needs none.
            try ServerConnectionPolicy.check(url)
            let source = try ServerPassword.source(file: arguments[passwordFile], standardInput: arguments[passwordStdin])
            let password = try ServerPassword.read(from: source, console: invocation.console, account: arguments[accountName])
            let checked = ServerLink(server: url, account: arguments[accountName], password: password)
            // Checked before anything local is written: a refusal leaves the device as it was.
            let session = try HouseholdServerSession(link: checked)
            session.close()
            // The server's plan is the one that holds (its limit is enforced there).
            plan = plan ?? session.plan
            link = checked
        } else if arguments[KeyCommands.keyPassphraseFile] != nil || arguments[KeyCommands.recoveryKeyFile] != nil {
            throw invocation.usageError(.usageGoWithServer, ["first": "--passphrase-file", "second": "--recovery-key-file"])
        } else if arguments[passwordFile] != nil {
            throw invocation.usageError(.usageGoesWithServer, ["option": "--password-file"])
        } else if arguments[passwordStdin] {
            throw invocation.usageError(.usageGoesWithServer, ["option": "--password-stdin"])
        }
        let (account, claimed) = try invocation.app.perform(
            SignIn(accountName: arguments[accountName], plan: plan, linksToServer: link != nil))
        // The account's own language, now that it is the one signed in.
        let words = invocation.words
        let signedIn = ["account": account.name, "plan": account.plan.rawValue]
        if let link {
            try ServerLinkFile.save(link, in: invocation.app)
            invocation.console.line(words.text(.signedInLinked, signedIn.merging(["server": link.server]) { $1 }))
            try KeyCommands.makeOrOpen(
                link: link, passphraseFile: arguments[KeyCommands.keyPassphraseFile], recoveryKeyFile: arguments[KeyCommands.recoveryKeyFile],
                invocation: invocation)
        } else {
            invocation.console.line(words.text(.signedIn, signedIn))
        }
        if claimed > 0 {
            // The English words are the ones scripts of the logbooks from before accounts read: kept as they were.
            invocation.console.line(words.plural(.signedInTookOver, count: claimed))
        }
    }

    static let discardUnsynced = Flag(
        "--discard-unsynced",
        help: "when the final push fails, sign out anyway and lose the changes the server never took (asks first)")

    static let logout = GloveboxCommand(
        ["logout"], summary: "sign out (linked to a household server: push, then remove this device's copy)",
        options: [discardUnsynced, Confirmation.yes],
        discussion: """
            Without a household server the records stay on this device. Linked to one, the outbox is pushed \
            first, then this device's copy of the synced data is removed (the server keeps it; 'login --server' \
            brings it back); when the push fails, nothing is removed and the sign-out is refused, unless \
            --discard-unsynced (which asks first, or needs --yes). Licence plates reach the server only sealed \
            with the account's key ('glovebox keys'): on a device that has not opened it, a vehicle's plate is \
            on this device alone, and the sign-out asks first (or needs --yes), since the plate goes with the copy.
            """
    ) { invocation in
        let app = invocation.app
        // The language of the account that signs out, read while it still is.
        let words = invocation.words
        guard let standing = try HouseholdStanding.of(app), standing.isLinked else {
            try app.perform(SignOut())
            invocation.console.line(words.text(.signedOut))
            return
        }
        let (account, link, pending) = (standing.account, standing.link, standing.pendingChanges)
        // A licence plate leaves the device only sealed with the account's key: without it opened here,
        // the copy that goes takes the plate for good, so this asks first, before anything else happens.
        let sealing = try link.map { try AccountKeyFile.load(account: $0.account, server: $0.server, in: app) != nil } ?? false
        let plated = sealing ? [] : try app.vehicles().filter { $0.licencePlate != nil }.map { "'\($0.name)'" }
        if !plated.isEmpty {
            try Confirmation.require(
                words.text(.logoutLosePlates, ["vehicles": plated.joined(separator: ", ")]), in: invocation, words: words)
        }
        if sealing {
            // Said before it matters: the opened key goes with the link.
            invocation.console.errorLine("\(GloveboxCommandLine.program): " + words.text(.logoutSealedNote))
        }
        var discarding = false
        if pending > 0 {
            do {
                guard let link else {
                    throw CLIError.validation(words.text(.logoutNoPassword, ["account": account.name]))
                }
                try HouseholdSynchronizer.pushOutbox(app: app, link: link, options: invocation.sync)
            } catch {
                let failure = GloveboxCommandLine.cliError(for: error)
                guard invocation.arguments[discardUnsynced] else {
                    // The push's own failure stays in its words (English, as sync's errors are).
                    let refusal = words.plural(.logoutCannot, count: pending, ["message": failure.message])
                    throw failure.exitCode == UsageError.exitStatus ? CLIError.validation(refusal) : CLIError.runtime(refusal)
                }
                try Confirmation.require(
                    words.plural(.logoutLoseChanges, count: pending, ["account": account.name]), in: invocation, words: words)
                discarding = true
            }
        }
        let removed = try app.perform(SignOut(removingSyncedCopy: true, discardingUnsynced: discarding))
        // The password goes with the copy: a next sign-in asks for it again.
        try ServerLinkFile.forget(account: account.name, in: app)
        try AccountKeyFile.forget(account: account.name, in: app)
        let rest = discarding ? words.plural(.logoutDiscarded, count: pending) : words.text(.logoutServerKeeps)
        invocation.console.line(words.plural(.logoutRemoved, count: removed, ["rest": rest]))
    }

    static let deleteAccount = GloveboxCommand(
        ["delete-account"], summary: "delete the account and every record of it (and, when linked, its household server data)",
        options: [Confirmation.yes],
        discussion: """
            It cannot be undone: on a terminal it asks first; otherwise it needs --yes. Linked to a household \
            server, the server deletes the account's data first (its vehicles and their records, its shares, its \
            login); a server that cannot do it leaves everything as it was.
            """
    ) { invocation in
        let app = invocation.app
        // Read before the account, and its preferences, are gone.
        let words = invocation.words
        let plan = try app.plan()
        let (account, owned) = (plan.account, plan.ownedVehicles)
        let standing = try HouseholdStanding.of(app)
        let link = standing?.link
        if standing?.isLinked == true, link == nil {
            throw CLIError.validation(words.text(.deleteNoPassword, ["account": account.name]))
        }
        let fromServer = link.map { words.text(.deleteFromServer, ["server": $0.server]) } ?? ""
        try Confirmation.require(
            words.plural(.deleteAction, count: owned, ["account": account.name, "server": fromServer]), in: invocation, words: words)
        if let link {
            // The server first: a server that cannot delete leaves the device as it was, so the
            // deletion can be run again.
            if try HouseholdAccountDeletion.run(link: link) == .alreadyGone {
                invocation.console.line(words.text(.deleteGoneThere, ["server": link.server, "account": account.name]))
            }
        }
        try app.perform(DeleteAccount())
        // Its household server password goes too.
        try ServerLinkFile.forget(account: account.name, in: app)
        try AccountKeyFile.forget(account: account.name, in: app)
        let alsoServer = link.map { words.text(.deletedServer, ["server": $0.server]) } ?? ""
        invocation.console.line(words.text(.deleted, ["account": account.name, "server": alsoServer]))
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
                console.line(invocation.words.text(.planIs, ["plan": account.plan.rawValue]))
            }
            return
        }
        let current = try invocation.app.plan()
        let (account, owned) = (current.account, current.ownedVehicles)
        if invocation.wantsJSON {
            console.line(try Format.json(PlanJSON(account: account, owned: owned)))
        } else {
            let words = invocation.words
            let vehicles = account.plan.vehicleLimit.map { words.plural(.planVehiclesOf, count: $0, ["owned": words.count(owned)]) }
                ?? words.plural(.planVehiclesNoLimit, count: owned)
            console.line(words.text(.planDetails, ["account": account.name, "plan": account.plan.rawValue, "vehicles": vehicles]))
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
