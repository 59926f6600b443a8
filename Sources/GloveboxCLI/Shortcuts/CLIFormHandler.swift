import AppCore
import AppLifecycle
import Foundation
import WidgetContract

/// Runs a form a link asks for as the command line's normal form: `odometer log` or
/// `expense add`, with the link's values filled in, after the user confirms.
///
/// Nothing here decides whether the record may be written: the normal command runs with all of
/// its checks (sharing role, plan limits, odometer order, no future date), so a refusal has the
/// form's own message and exit status.
final class CLIFormHandler: FormHandling, @unchecked Sendable {
    // The command line runs one command on one thread; the router calls this handler on the
    // same thread, inside `open`, so the session is never shared across threads.
    private let app: AppSession
    private let console: Console
    private let assumeYes: Bool
    private let ask: ((String) -> String?)?

    /// A handler over `app`; `assumeYes` is `--yes`; `ask` shows a prompt and returns the user's
    /// line (`nil` at the end of input), the console's by default: `nil` without a terminal, where
    /// nobody can answer and a form needs `--yes` and every value in its link.
    init(app: AppSession, console: Console, assumeYes: Bool, ask: ((String) -> String?)? = nil) {
        self.app = app
        self.console = console
        self.assumeYes = assumeYes
        self.ask = ask ?? console.ask
    }

    func openForm(_ form: FormRequest) throws {
        // Read when the form opens, not before: the logbook opens only once the app is ready.
        let words = app.words
        switch form {
        case .odometerReading(let vehicleId, let value):
            let value = try value.map(String.init) ?? filledIn(words.text(.formFieldOdometer), for: vehicleId, words)
            try confirm(words.text(.formLogOdometer, ["value": value, "vehicle": vehicleId]), words)
            // After `--`, a vehicle id or a value starting with a dash is still a positional.
            try RecordCommands.logOdometer.run(parsing: ["--", vehicleId, value], app: app, console: console)
        case .expense(let vehicleId, let amount, let currencyCode):
            let amount = try amount ?? filledIn(words.text(.formFieldAmount), for: vehicleId, words)
            // The normal form starts in the home currency when the link names none.
            let currency = try currencyCode ?? app.preferences().homeCurrency.code
            try confirm(words.text(.formAddExpense, ["amount": amount, "currency": currency, "vehicle": vehicleId]), words)
            try RecordCommands.addExpense.run(parsing: ["--", vehicleId, amount, currency], app: app, console: console)
        }
    }

    /// A value the link left out, asked of the user; with `--yes` there is no one to ask.
    private func filledIn(_ field: String, for vehicleId: String, _ words: CLIWords) throws -> String {
        guard !assumeYes, let ask, let line = ask(words.text(.formAsk, ["field": field, "vehicle": vehicleId])), !line.isEmpty else {
            throw CLIError.validation(words.text(.formMissing, ["field": field]))
        }
        return line.trimmingCharacters(in: .whitespaces)
    }

    private func confirm(_ action: String, _ words: CLIWords) throws {
        if assumeYes { return }
        guard let ask else {
            // Nobody to ask: as every command that writes after asking, it needs --yes (exit 2).
            throw CLIError.validation(words.text(.formNeedsYes, ["action": action]))
        }
        // `y` and `yes` answer in every language, as the removals' questions take them.
        let answer = ask(words.text(.formQuestion, ["action": action]))?.trimmingCharacters(in: .whitespaces).lowercased()
        guard answer == "y" || answer == "yes" else { throw CLIError.runtime(words.text(.formCancelled)) }
    }
}
