import Foundation
import Testing
import WidgetContract

/// The system locale read from the environment, as the widget host and the command line read it.
@Suite struct SystemLocaleTests {
    @Test func theEnvironmentNamesTheLocaleInPOSIXOrder() {
        let fallback = Locale(identifier: "en_US")
        #expect(SystemLocale.from(environment: ["LANG": "de_DE.UTF-8"], fallback: fallback).identifier == "de_DE")
        #expect(SystemLocale.from(environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR"], fallback: fallback).identifier == "fr_FR")
        #expect(SystemLocale.from(environment: ["LANG": "de_DE", "LC_ALL": "pt_PT.UTF-8@euro"], fallback: fallback).identifier == "pt_PT")
        #expect(SystemLocale.from(environment: ["LANG": "C.UTF-8"], fallback: fallback).identifier == "en_US")
        #expect(SystemLocale.from(environment: [:], fallback: fallback).identifier == "en_US")
    }
}
