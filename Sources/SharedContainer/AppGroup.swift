/// The App Group that the app and its widget extension share.
///
/// Both executables resolve the shared container from this one constant, and the generated
/// entitlements for the Apple build are written from it too, so the two sides cannot
/// disagree about where the snapshot lives (the classic cause of a silently empty widget).
public enum AppGroup {
    /// The App Group identifier.
    public static let identifier = "group.app.glovebox.shared"
}
