#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The system's locale as POSIX environment variables name it.
///
/// Foundation on Linux does not derive `Locale.current` from `LANG` (it answers `en_001` for a
/// German user), so the widget host and the app's command line (where nobody is signed in, so no
/// `locale` preference speaks) read the variables themselves, in POSIX order of precedence:
/// `LC_ALL`, then `LC_MESSAGES`, then `LANG` — and the help's language of all three programs where no
/// preference says one. Kept here, beside ``Language``, so that both sides apply the one rule.
public enum SystemLocale {
    /// The locale the environment names, or `fallback` when it names none (unset, `C`, `POSIX`).
    ///
    /// `fallback` is asked for only then: the widget's is `Locale.current`, which a cold render
    /// whose environment names its locale need not look up.
    public static func from(environment: [String: String], fallback: @autoclosure () -> Locale) -> Locale {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            // "de_DE.UTF-8@euro" → "de_DE".
            let identifier = value.split(separator: ".").first.map(String.init) ?? value
            let bare = identifier.split(separator: "@").first.map(String.init) ?? identifier
            if bare == "C" || bare == "POSIX" { return fallback() }
            return Locale(identifier: bare)
        }
        return fallback()
    }
}
