/// Whether the app can open a destination now.
public enum AppReadiness: String, Sendable {
    /// Launching: the logbook is not open or the session is not validated yet.
    case starting
    /// The logbook is open and a validated account is signed in.
    case ready
    /// No account is signed in.
    case signedOut = "signed-out"
}
