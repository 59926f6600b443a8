import ArgumentParsing
import Foundation
import WidgetContract

/// The `glovebox-server` command: finds the command named by the arguments, runs it, and turns every
/// error into a message on standard error and an exit status (0, 1 or 2).
///
/// ```swift
/// let status = ServerCommandLine(environment: ProcessInfo.processInfo.environment, ask: askOnTerminal)
///     .run(Array(CommandLine.arguments.dropFirst()), output: { print($0) }, errors: { warn($0) })
/// exit(status)
/// ```
public struct ServerCommandLine: Sendable {
    /// The program's name, as messages and usage lines show it.
    public static let program = "glovebox-server"

    /// The process environment (`PATH`, `GLOVEBOX_POSTGRES_BIN`).
    public let environment: [String: String]
    /// Asks a question on the terminal without echoing the answer; `nil` when there is no terminal.
    public let ask: (@Sendable (String) -> String?)?
    /// Asks a question on the terminal, showing the answer; `nil` when there is no terminal.
    public let confirm: (@Sendable (String) -> String?)?

    /// A command line in `environment`, asking passwords with `ask` and questions with `confirm`.
    public init(
        environment: [String: String], ask: (@Sendable (String) -> String?)?, confirm: (@Sendable (String) -> String?)? = nil
    ) {
        self.environment = environment
        self.ask = ask
        self.confirm = confirm
    }

    /// Runs the command named by `arguments` (without the program name) and returns the exit status.
    public func run(_ arguments: [String], output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        // The tool has no preferences to ask: its help is in the system's language; errors stay English.
        let language = Language(matching: SystemLocale.from(environment: environment, fallback: Locale(identifier: "en")))
        do {
            switch try Self.catalog.action(
                for: arguments, helpWords: ServerHelpText.words(for: language), translation: ServerHelpText.translation(for: language)) {
            case .show(let text):
                output(text)
            case .run(let spec, let parsed):
                try run(spec.path[0], parsed, output: output)
            }
            return 0
        } catch let error as UsageError {
            errors(String(error.report(program: Self.program).dropLast()))
            return UsageError.exitStatus
        } catch let error as ServerError {
            errors("\(Self.program): \(error.message)")
            return error.exitCode
        } catch {
            errors("\(Self.program): \(error)")
            return 1
        }
    }

    private func run(_ command: String, _ arguments: ParsedArguments, output: (String) -> Void) throws {
        let directory = arguments[Self.directory]
        switch command {
        case "init":
            let user = try ServiceUser.resolve(requested: arguments[Self.user], environment: environment)
            let setup = ClusterSetup(
                directory: directory, port: arguments[Self.port] ?? ClusterSetup.defaultPort, user: user,
                programs: try PostgresInstallation.locate(environment: environment),
                openssl: SelfSignedCertificate.openssl(environment: environment))
            try setup.run(log: output)
        case "start":
            let control = try ClusterControl.open(directory, environment: environment)
            let started = try control.start()
            output(started
                ? "started the server in \(control.layout.root) on localhost:\(control.configuration.port)"
                : "the server in \(control.layout.root) is already running on localhost:\(control.configuration.port)")
            // What accounts did while it was stopped or since the last check is put right at once.
            let findings = try ServerCheck(address: ServerAddress(layout: control.layout, configuration: control.configuration)).run()
            if findings != ServerCheck.Findings(restoredPasswords: [], endedSessions: 0) {
                findings.report.forEach(output)
            }
        case "stop":
            let control = try ClusterControl.open(directory, environment: environment)
            output(try control.stop() ? "stopped the server in \(control.layout.root)" : "the server in \(control.layout.root) was not running")
        case "add-account":
            let address = try Self.address(directory)
            let name = arguments[Self.account]
            let password = try PasswordSource.password(file: arguments[Self.passwordFile], ask: ask, account: name)
            let plan = arguments[Self.plan] ?? "free"
            try ServerAccounts(address: address).add(name: name, password: password, plan: plan)
            output("added the account '\(name)' (plan \(plan))")
        case "plan":
            let name = arguments[Self.account]
            let plan = arguments[Self.newPlan]
            let previous = try ServerAccounts(address: try Self.address(directory)).changePlan(of: name, to: plan)
            output(previous == plan ? "'\(name)' is already on the \(plan) plan" : "'\(name)' is now on the \(plan) plan (was \(previous))")
        case "password":
            let name = arguments[Self.account]
            let password = try PasswordSource.password(file: arguments[Self.passwordFile], ask: ask, account: name)
            try ServerAccounts(address: try Self.address(directory)).changePassword(of: name, to: password)
            output("'\(name)' has a new password; its devices ask for it at their next sync")
        case "remove-account":
            try removeAccount(arguments[Self.account], in: directory, asking: !arguments[Self.yes], output: output)
        case "check":
            try ServerCheck(address: try Self.address(directory)).run().report.forEach(output)
        case "url":
            output(try Self.address(directory).clientURL)
        case "migrate":
            let migrator = ServerMigrator(address: try Self.address(directory))
            let applied = try migrator.migrate()
            output(applied.isEmpty
                ? "the schema is at version \(ServerSchema.latestVersion); nothing to do"
                : "applied schema version\(applied.count == 1 ? "" : "s") \(applied.map(String.init).joined(separator: ", "))")
        default:
            preconditionFailure("the catalog names no command '\(command)'")
        }
    }

    /// `remove-account`: asks first (on a terminal) unless `--yes`, then removes.
    private func removeAccount(_ name: String, in directory: String, asking: Bool, output: (String) -> Void) throws {
        let accounts = ServerAccounts(address: try Self.address(directory))
        let owned = try accounts.ownedVehicles(of: name)
        if asking {
            guard let confirm else {
                throw ServerError.validation(
                    "remove-account removes '\(name)' and its \(owned) vehicle(s) for good: run it on a terminal to be asked, or add --yes")
            }
            let answer = confirm(
                "remove the account '\(name)', its \(owned) vehicle(s) with every record of them, its shares and its login? [y/N] ")
            guard let answer, ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
                output("nothing was removed")
                return
            }
        }
        let removal = try accounts.remove(name)
        output(
            "removed the account '\(name)' with its \(removal.vehicles) vehicle(s)"
                + (removal.endedSessions > 0 ? "; ended its \(removal.endedSessions) connected session(s)" : ""))
    }

    /// The address of the server in `directory`, from its `server.json`.
    static func address(_ directory: String) throws(ServerError) -> ServerAddress {
        let layout = ServerLayout(directory: directory)
        return ServerAddress(layout: layout, configuration: try ServerConfiguration.read(layout))
    }
}
