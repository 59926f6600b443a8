import WidgetContract

/// Shows the screen of a read destination (a vehicle, a deadline, a maintenance item, a spend month).
///
/// The app implements it over its store; the router never touches the store itself.
public protocol ScreenPresenting: Sendable {
    /// Shows the destination's screen; throws when it does not exist (an unknown id), and the
    /// router then says "can't open this link: " followed by the error's description.
    func showScreen(for link: DeepLink) throws
}

/// Runs the app's normal form, prefilled, with every check the form has.
///
/// This is the only way a link leads to a write: the handler confirms with the user, checks
/// the sharing role, plan limits, odometer order and dates exactly as for a form opened by hand,
/// and only then stores the record. The router hands the request over and nothing more.
public protocol FormHandling: Sendable {
    /// Opens the form with the request's values; throws the form's own error when it refuses.
    func openForm(_ form: FormRequest) throws
}
