import WidgetContract

/// Makes snapshot text safe to show: no control or text-direction character reaches a terminal or
/// a drawing.
public enum TextSanitizer {
    /// `text` with line breaks and tabs turned into spaces and every other control character (C0,
    /// DEL and C1) and bidirectional embedding, override or isolate character removed, so that it
    /// stays on its line, cannot start a terminal escape and cannot reorder what it is drawn next to
    /// (the contract's one rule, `SafeText.displayed`, which the app's builder applies too).
    public static func sanitized(_ text: String) -> String {
        SafeText.displayed(text)
    }
}
