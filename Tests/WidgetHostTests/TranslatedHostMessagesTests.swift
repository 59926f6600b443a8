import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import WidgetHost

/// `glovebox-widget`'s own errors and status lines are in the language its help is in, the
/// system's (`LANG` here, read as `main` reads it), the parser's refusals too; English is unchanged
/// word for word; the exit statuses do not depend on the language.
@Suite struct TranslatedHostMessagesTests {
    /// A fixture whose system locale comes from `LANG`, as `main` builds it.
    static func speaking(_ lang: String) -> HostFixture {
        let fixture = HostFixture(now: Pinned.instant("2026-11-29T19:20:00Z"))
        fixture.systemLocale = SystemLocale.from(environment: ["LANG": lang], fallback: Locale(identifier: "en_US"))
        return fixture
    }

    @Test func aRuntimeErrorIsInPortuguese() {
        let fixture = Self.speaking("pt_PT.UTF-8")
        #expect(fixture.run("remove", "w9") == 1)
        #expect(fixture.errors.value == "glovebox-widget: nenhum widget instalado tem o id 'w9' (ver 'glovebox-widget list')\n")
    }

    @Test func aUsageErrorIsInPortugueseWithTheUsageLineUnderTheHelpsHeading() {
        let fixture = Self.speaking("pt_PT.UTF-8")
        #expect(fixture.run("watch", "--once", "--for", "10") == 2)
        #expect(fixture.errors.value == """
            glovebox-widget: --once e --for não podem ser usados em conjunto
            utilização: glovebox-widget watch [--once] [--for SECONDS] [--poll SECONDS] [--help]

            """)
        #expect(fixture.output.value.isEmpty)
    }

    @Test func aFamilyTheKindLacksIsRefusedInPortuguese() {
        let fixture = Self.speaking("pt_PT.UTF-8")
        #expect(fixture.run("add", "spend", "--family", "accessory-rectangular") == 2)
        #expect(fixture.errors.value.hasPrefix(
            "glovebox-widget: o widget spend não tem a família 'accessory-rectangular' (tem: small, medium, large)\n"))
    }

    @Test func noCommandIsSaidInPortuguese() {
        let fixture = Self.speaking("pt_PT.UTF-8")
        #expect(fixture.run() == 2)
        #expect(fixture.errors.value.hasSuffix("\nglovebox-widget: nenhum comando indicado\n"))
    }

    @Test func aDamagedStatesOwnReasonIsSaidInTheSameLanguage() throws {
        let fixture = Self.speaking("de_DE.UTF-8")
        #expect(fixture.run("add", "vehicle") == 0)
        #expect(fixture.run("watch", "--once") == 0)
        // A whole state written by a newer host: only its version is beyond this one.
        let path = fixture.home.appending("widget-host/host-state.json").path
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        let newer = saved.replacing(/"version" *: *\d+/, with: #""version" : 99"#)
        #expect(newer != saved)
        try newer.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(fixture.run("reloads") == 1)
        #expect(fixture.errors.value == """
            glovebox-widget: der Zustand des Widget-Hosts '\(path)' ist beschädigt: \
            nicht unterstützte Version des Host-Zustands: 99

            """)
    }

    @Test func statusLinesFollowTheLanguage() {
        let fixture = Self.speaking("pt_PT.UTF-8")
        #expect(fixture.run("list") == 0)
        #expect(fixture.run("reloads") == 0)
        #expect(fixture.output.value == """
            nenhum widget instalado
            recebidos (0):
              nenhum
            pendentes (ainda não vistos por 'watch'): 0
            orçamento (recargas em segundo plano nas últimas 24 horas):
              nenhum widget instalado

            """)
    }

    @Test func theTimelinesLabelsAreInTheLanguageAndTheWidgetsTextAsPublished() throws {
        let fixture = Self.speaking("pt_PT.UTF-8")
        try fixture.publishSample()
        #expect(fixture.run("timeline", "maintenance", "--family", "medium") == 0)
        let text = fixture.output.value
        #expect(text.hasPrefix("maintenance · medium · 8 entradas · recarregar no fim\n"), "\(text)")
        // The row's own words come from the snapshot (the sample is published in English).
        #expect(text.contains("\n  linha: Oil change · Clio · In 4 days [normal]  → glovebox://maintenance/clio/oil\n"), "\(text)")
        #expect(text.contains("\n  título: "), "\(text)")
        #expect(!text.contains("row: ") && !text.contains("title: "), "\(text)")
    }

    @Test func theGallerysLinesAndPageAreInTheLanguage() throws {
        let fixture = Self.speaking("pt_PT.UTF-8")
        let out = fixture.home.appending("gallery").path
        // No widget installed and no rsvg-convert on the (empty) PATH: both are said.
        #expect(fixture.run("gallery", "--out", out) == 0)
        #expect(fixture.errors.value == """
            glovebox-widget: nenhum widget instalado; a desenhar todos os tipos em todas as famílias
            glovebox-widget: rsvg-convert não está no PATH; nenhum PNG escrito

            """)
        #expect(fixture.output.value.hasSuffix(" imagens SVG e 0 PNG em \(out)/index.html\n"), "\(fixture.output.value)")
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(page.contains("<html lang=\"pt-PT\">\n"))
        #expect(page.contains("<title>Widgets do Glovebox</title>\n") && page.contains("<h1>Widgets do Glovebox</h1>\n"))
    }

    @Test func theGallerysEnglishIsAsBefore() throws {
        let fixture = Self.speaking("en_US.UTF-8")
        let out = fixture.home.appending("gallery").path
        #expect(fixture.run("gallery", "--out", out) == 0)
        #expect(fixture.errors.value == """
            glovebox-widget: no widgets installed; drawing every kind in every family
            glovebox-widget: rsvg-convert is not on the PATH; no PNG written

            """)
        #expect(fixture.output.value.hasSuffix(" SVG and 0 PNG pictures in \(out)/index.html\n"), "\(fixture.output.value)")
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(page.contains("<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Glovebox widgets</title>\n"))
        #expect(page.contains("<h1>Glovebox widgets</h1>\n"))
    }

    @Test func theParsersRefusalsAreInTheLanguageUnderTheHelpsHeading() {
        let fixture = Self.speaking("fr_FR.UTF-8")
        #expect(fixture.run("remove") == 2)
        #expect(fixture.errors.value.hasPrefix("glovebox-widget: argument ID manquant\n"))
        #expect(fixture.errors.value.hasSuffix(": glovebox-widget remove ID [--help]\n"))
        #expect(!fixture.errors.value.contains("\nusage: "))
    }

    @Test(arguments: [
        (["add", "deadlines", "--family", "huge"], "--family 'huge' não é um de: small, medium, large, accessory-rectangular"),
        (["timeline", "spend", "--at", "yesterday"], "--at 'yesterday' não é um instante ISO 8601 como 2026-11-29T19:20:00Z"),
        (["add", "vehicle", "--vehicle", "../etc"],
         "--vehicle '../etc' não é um id de veículo, e ainda não há instantâneo onde o procurar pelo nome"),
        (["list", "--json=yes"], "a opção '--json' não aceita valor"),
        (["remove", "w1", "w2"], "argumento inesperado 'w2'"),
        (["frobnicate"], "comando desconhecido 'frobnicate'; execute 'glovebox-widget --help' para ver a lista"),
    ])
    func refusedWordsAreNamedInPortuguese(arguments: [String], message: String) {
        let fixture = Self.speaking("pt_PT.UTF-8")
        #expect(fixture.run(arguments) == 2)
        #expect(fixture.errors.value.hasPrefix("glovebox-widget: \(message)\nutilização: glovebox-widget "), "\(fixture.errors.value)")
    }

    @Test func aPinnedNowThatIsNotAnInstantIsRefusedInPortuguese() {
        let fixture = Self.speaking("pt_PT.UTF-8")
        fixture.environment["GLOVEBOX_NOW"] = "yesterday"
        #expect(fixture.run("list") == 2)
        #expect(fixture.errors.value == "glovebox-widget: GLOVEBOX_NOW 'yesterday' não é um instante ISO 8601 como 2026-11-29T19:20:00Z\n")
    }

    @Test func englishIsWordForWordAsBefore() {
        let fixture = Self.speaking("en_US.UTF-8")
        #expect(fixture.run("remove", "w9") == 1)
        #expect(fixture.run("watch", "--once", "--for", "10") == 2)
        #expect(fixture.run("list") == 0)
        #expect(fixture.run("reloads") == 0)
        #expect(fixture.errors.value == """
            glovebox-widget: no installed widget has the id 'w9' (see 'glovebox-widget list')
            glovebox-widget: --once and --for cannot be used together
            usage: glovebox-widget watch [--once] [--for SECONDS] [--poll SECONDS] [--help]

            """)
        #expect(fixture.output.value == """
            no widgets installed
            received (0):
              none
            pending (not yet seen by 'watch'): 0
            budget (background reloads in the last 24 hours):
              no widgets installed

            """)
    }

    @Test func aPartTheWidgetCannotUseIsNamedInPortuguese() throws {
        let fixture = Self.speaking("pt_PT.UTF-8")
        try fixture.publishSampleParts()
        try fixture.shared.publish(
            Data(repeating: UInt8(ascii: "{"), count: WidgetPart.maximumFileSize + 1), as: "widgets.part.deadlines.json")
        // A part of the right size with a field missing: the contract's rule is said too.
        try fixture.shared.publish(Data(#"{"kind":"glovebox.widget-part","version":3}"#.utf8), as: "widgets.part.spend.json")

        #expect(fixture.run("render", "deadlines", "--family", "large") == 0)
        #expect(fixture.run("render", "spend", "--family", "small") == 0)

        #expect(fixture.errors.value.hasPrefix("""
            glovebox-widget: a parte de widget 'widgets.part.deadlines.json' tem 65537 bytes, \
            mais do que os 65536 que um widget lê; nada foi lido
            glovebox-widget: a parte de widget 'widgets.part.spend.json': instantâneo inválido: falta o campo obrigatório '
            """))
    }

    @Test func anUnknownLanguageIsEnglish() {
        let fixture = Self.speaking("ja_JP.UTF-8")
        #expect(fixture.run("remove", "w9") == 1)
        #expect(fixture.errors.value == "glovebox-widget: no installed widget has the id 'w9' (see 'glovebox-widget list')\n")
    }
}
