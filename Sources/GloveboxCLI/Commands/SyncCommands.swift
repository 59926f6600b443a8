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
            Needs 'glovebox login ACCOUNT --server URL' first. Edits merge value by value: edits of different \
            values of one record all stay; of one value, the later one stays (by hybrid logical clock, ties broken \
            by device id) and the other's author finds it in 'glovebox conflicts list'. \
            Licence plates go to the server sealed with the vehicle's key, which only its members hold \
            ('glovebox keys init' makes the account's; without it, plates stay on the device that typed them); \
            an account with a key syncs only on devices that opened it. A vehicle shared with this account arrives \
            whole with its role; a revoked one leaves with its records. Nothing local is lost when it fails: \
            exit 1 when the server cannot be reached, goes away mid-sync or is on another schema version \
            (the message says which side to update), 2 when it refuses the name or password.
            """
    ) { invocation in
        let link = try LinkedServer.link(for: invocation)
        let summary: SyncSummary
        do {
            summary = try HouseholdSynchronizer.run(app: invocation.app, link: link, options: invocation.sync)
        } catch {
            // A script that asked for JSON reads JSON whatever happened; the message goes to standard error too.
            if invocation.wantsJSON {
                let failure = GloveboxCommandLine.cliError(for: error)
                invocation.console.line(try Format.json(SyncFailureJSON(
                    server: link.server, error: failure.message, exitStatus: failure.exitCode)))
            }
            throw error
        }
        let words = invocation.words
        if invocation.wantsJSON {
            invocation.console.line(try Format.json(summary))
        } else {
            for line in words.syncLines(summary) { invocation.console.line(line) }
        }
        // Told on standard error too with --json: changes the user made that the household will never have.
        for refused in summary.unpushed {
            invocation.console.errorLine("\(GloveboxCommandLine.program): " + words.unpushedWarning(refused))
        }
        for changed in summary.changedKeys {
            invocation.console.errorLine("\(GloveboxCommandLine.program): " + words.text(.warningPrefix, ["message": words.changedKey(changed)]))
        }
        // The rest is synced, but a vehicle the user added exists on this device only: exit 2 says so.
        if let refusal = words.planLimit(summary.heldBack) {
            throw CLIError.validation(refusal)
        }
    }
}
