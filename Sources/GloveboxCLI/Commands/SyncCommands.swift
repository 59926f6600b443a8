import AppCore
import ArgumentParsing
import HouseholdSync

/// `sync`: this device's changes to the household server, and the household's back.
enum SyncCommands {
    static let all = [sync]

    static let sync = GloveboxCommand(
        ["sync"], summary: "push this device's changes to the household server and pull the household's",
        options: [CommonOptions.json],
        discussion: """
            Needs 'glovebox login ACCOUNT --server URL' first. The last writer of each record wins \
            (by hybrid logical clock, ties broken by device id); a delete wins over an older edit. \
            Licence plates stay on the device that typed them. Nothing local is lost when it fails: \
            exit 1 when the server cannot be reached, goes away mid-sync or is on another schema version \
            (the message says which side to update), 2 when it refuses the name or password.
            """
    ) { invocation in
        guard let link = try ServerLinkFile.load(in: invocation.app) else {
            throw CLIError.validation(
                "this device is not linked to a household server; run 'glovebox login ACCOUNT --server URL' first")
        }
        let (account, _) = try invocation.app.plan()
        guard account.name == link.account else {
            throw CLIError.validation(
                "signed in as \(account.name), but the household link is \(link.account)'s; run 'glovebox login \(account.name) --server URL'")
        }
        let summary = try HouseholdSync.run(app: invocation.app, link: link)
        if invocation.wantsJSON {
            invocation.console.line(try Format.json(summary))
        } else {
            invocation.console.line("synced with \(summary.server): pushed \(summary.pushed) change(s), pulled \(summary.pulled)")
        }
    }
}
