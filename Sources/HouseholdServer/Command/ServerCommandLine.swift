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

    /// The language the program speaks, its help and its own messages alike: the system locale's
    /// (`LC_ALL`, `LC_MESSAGES`, `LANG`), since the tool has no preferences to ask; decided here once.
    public var language: Language {
        Language(matching: SystemLocale.from(environment: environment, fallback: Locale(identifier: "en")))
    }

    /// A message of the program's catalog in ``language``, its placeholders filled with `values`.
    func text(_ message: ServerMessage, _ values: [String: String] = [:]) -> String {
        message.text(in: language, values)
    }

    /// Runs the command named by `arguments` (without the program name) and returns the exit status.
    public func run(_ arguments: [String], output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        // Read from the environment once for the run: the help and every message say it alike.
        let language = language
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
            // The usage line's heading is the help's, as the help heads it.
            let usage = error.usage.map { "\n\(ServerHelpText.words(for: language).usage): \($0)" } ?? ""
            errors("\(Self.program): \(ServerHelpText.refusalWords(for: language).message(error))" + usage)
            return UsageError.exitStatus
        } catch let error as ServerError {
            errors("\(Self.program): \(error.message(in: language))")
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
            var setup = ClusterSetup(
                directory: directory, port: arguments[Self.port] ?? ClusterSetup.defaultPort, user: user,
                programs: try PostgresInstallation.locate(environment: environment),
                openssl: SelfSignedCertificate.openssl(environment: environment))
            setup.language = language
            try setup.run(log: output)
        case "start":
            let control = try ClusterControl.open(directory, environment: environment)
            let started = try control.start()
            output(text(
                started ? .serverStarted : .serverAlreadyRunning,
                ["directory": control.layout.root, "port": "\(control.configuration.port)"]))
            // What accounts did while it was stopped or since the last check is put right at once.
            let findings = try ServerCheck(address: ServerAddress(layout: control.layout, configuration: control.configuration)).run()
            if findings != ServerCheck.Findings(restoredPasswords: [], endedSessions: 0) {
                findings.report(in: language).forEach(output)
            }
        case "stop":
            let control = try ClusterControl.open(directory, environment: environment)
            output(text(try control.stop() ? .serverStopped : .serverWasNotRunning, ["directory": control.layout.root]))
        case "add-account":
            let address = try Self.address(directory)
            let name = arguments[Self.account]
            let password = try PasswordSource.password(file: arguments[Self.passwordFile], ask: ask, account: name, language: language)
            let plan = arguments[Self.plan] ?? "free"
            try ServerAccounts(address: address).add(name: name, password: password, plan: plan)
            output(text(.accountAdded, ["account": name, "plan": plan]))
        case "plan":
            let name = arguments[Self.account]
            let plan = arguments[Self.newPlan]
            let previous = try ServerAccounts(address: try Self.address(directory)).changePlan(of: name, to: plan)
            output(text(previous == plan ? .planUnchanged : .planChanged, ["account": name, "plan": plan, "previous": previous]))
        case "password":
            let name = arguments[Self.account]
            let password = try PasswordSource.password(file: arguments[Self.passwordFile], ask: ask, account: name, language: language)
            try ServerAccounts(address: try Self.address(directory)).changePassword(of: name, to: password)
            output(text(.passwordChanged, ["account": name]))
        case "remove-account":
            try removeAccount(arguments[Self.account], in: directory, asking: !arguments[Self.yes], output: output)
        case "check":
            try ServerCheck(address: try Self.address(directory)).run().report(in: language).forEach(output)
        case "url":
            output(try Self.address(directory).clientURL)
        case "migrate":
            let migrator = ServerMigrator(address: try Self.address(directory))
            let applied = try migrator.migrate()
            let versions = applied.map(String.init).joined(separator: ", ")
            output(applied.isEmpty
                ? text(.schemaCurrent, ["version": "\(ServerSchema.latestVersion)"])
                : text(applied.count == 1 ? .schemaAppliedOne : .schemaAppliedMany, ["versions": versions]))
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
                throw ServerError.validation(.removeNeedsYes, ["account": name, "vehicles": "\(owned)"])
            }
            // The answers stay y and yes in every language, as the prompt's [y/N] says.
            let answer = confirm(text(.removeQuestion, ["account": name, "vehicles": "\(owned)"]))
            guard let answer, ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
                output(text(.nothingRemoved))
                return
            }
        }
        let removal = try accounts.remove(name)
        output(
            text(.accountRemoved, ["account": name, "vehicles": "\(removal.vehicles)"])
                + (removal.endedSessions > 0 ? text(.accountRemovedSessions, ["sessions": "\(removal.endedSessions)"]) : ""))
    }

    /// The address of the server in `directory`, from its `server.json`.
    static func address(_ directory: String) throws(ServerError) -> ServerAddress {
        let layout = ServerLayout(directory: directory)
        return ServerAddress(layout: layout, configuration: try ServerConfiguration.read(layout))
    }
}
