#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetContract

/// The few texts the widget shows when it has no snapshot it can trust, in five languages.
///
/// These cannot come from the snapshot (there is none, or nothing in it can be trusted), so
/// they are built in and chosen by the system's locale, not the snapshot's.
public struct FallbackTexts: Hashable, Sendable {
    /// The language tag the texts are in.
    public let language: String
    /// Asks the user to open the app to set the widgets up.
    public let setUp: String
    /// Asks the user to open the app to refresh a snapshot it cannot read.
    public let refresh: String
    /// Shown while nothing can be read yet.
    public let loading: String

    /// The brand name, which is never translated and titles every fallback widget.
    public static let appName = "Glovebox"

    /// English, also used for every language not in the table.
    public static let english = FallbackTexts(
        language: "en", setUp: "Open Glovebox to set up", refresh: "Open Glovebox to refresh",
        loading: "Loading…")

    /// Every language of the table.
    public static let all: [FallbackTexts] = [
        english,
        FallbackTexts(
            language: "pt-PT", setUp: "Abra o Glovebox para configurar",
            refresh: "Abra o Glovebox para atualizar", loading: "A carregar…"),
        FallbackTexts(
            language: "es", setUp: "Abre Glovebox para configurar",
            refresh: "Abre Glovebox para actualizar", loading: "Cargando…"),
        FallbackTexts(
            language: "fr", setUp: "Ouvrez Glovebox pour configurer",
            refresh: "Ouvrez Glovebox pour actualiser", loading: "Chargement…"),
        FallbackTexts(
            language: "de", setUp: "Öffne Glovebox zum Einrichten",
            refresh: "Öffne Glovebox zum Aktualisieren", loading: "Wird geladen…"),
    ]

    /// The texts for the system locale, in the language the contract's one rule picks for it
    /// (`Language(matching:)`, which the app's snapshots follow too), so that a `pt-BR` system
    /// gets the same Portuguese before and after the app publishes.
    public static func forLocale(_ locale: Locale) -> FallbackTexts {
        let language = Language(matching: locale)
        return all.first { $0.language == language.tag } ?? english
    }
}
