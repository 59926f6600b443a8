import Foundation
import GarageStorage
import Testing

/// The `locale` preference's one rule: unset, the system's locale as a BCP 47 tag; set, the tag,
/// stored whatever it is — `en-US` included, which is no longer what unset means.
@Suite struct LocalePreferenceTests {
    @Test func anUnsetLocaleIsTheSystemsAsALanguageTag() {
        let unset = Preferences.defaults
        #expect(unset.locale == nil)
        #expect(unset.localeTag(systemLocale: Locale(identifier: "pt_PT")) == "pt-PT")
        #expect(unset.localeTag(systemLocale: Locale(identifier: "de_CH")) == "de-CH")
        #expect(unset.localeTag(systemLocale: Locale(identifier: "en_US")) == "en-US")
        // A system locale that names no language this system knows is English, as before.
        #expect(unset.localeTag(systemLocale: Locale(identifier: "klingon")) == "en-US")
    }

    @Test func aSetLocaleWinsOverTheSystem() throws {
        var preferences = Preferences.defaults
        try preferences.set(.locale, to: "en_US")
        #expect(preferences.locale == "en-US")
        #expect(preferences.localeTag(systemLocale: Locale(identifier: "pt_PT")) == "en-US")
    }

    @Test func systemUnsetsTheLocaleAndTheTimeZoneAlone() throws {
        var preferences = Preferences.defaults
        try preferences.set(.locale, to: "de-DE")
        try preferences.set(.timezone, to: "Asia/Tokyo")
        try preferences.set(.locale, to: "system")
        try preferences.set(.timezone, to: "SYSTEM")
        #expect(preferences == Preferences.defaults)
        #expect(throws: PreferenceError.self) { try preferences.set(.currency, to: "system") }
        #expect(throws: PreferenceError.self) { try preferences.set(.lock, to: "system") }
    }

    @Test func aChosenLocaleIsStoredEvenWhenItIsEnglish() throws {
        #expect(Preferences.defaults.storedText(for: .locale) == nil)
        var preferences = Preferences.defaults
        try preferences.set(.locale, to: "en-US")
        #expect(preferences.storedText(for: .locale) == "en-US")
        // The other keys keep storing nothing at their defaults.
        #expect(preferences.storedText(for: .currency) == nil)
    }

    @Test func whatAppliesIsShownForAnUnsetLocaleAsForAnUnsetTimeZone() throws {
        let zone = TimeZone(identifier: "Europe/Lisbon")!
        let portuguese = Locale(identifier: "pt_PT")
        var preferences = Preferences.defaults
        #expect(preferences.text(for: .locale, systemTimeZone: zone, systemLocale: portuguese) == "pt-PT")
        #expect(preferences.text(for: .timezone, systemTimeZone: zone, systemLocale: portuguese) == "Europe/Lisbon")
        try preferences.set(.locale, to: "fr-CA")
        #expect(preferences.text(for: .locale, systemTimeZone: zone, systemLocale: portuguese) == "fr-CA")
    }
}
