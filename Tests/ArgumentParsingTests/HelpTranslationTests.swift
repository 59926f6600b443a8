import ArgumentParsing
import Testing

/// A program's help shows each declared text through its `HelpTranslation`; English is the identity,
/// and `helpTexts` lists every text the help can show, once.
@Suite struct HelpTranslationTests {
    static let name = Argument<String>("NAME", help: "its name", parse: .string)
    static let year = Option<Int>("--year", value: "Y", help: "the model year", parse: .integer(in: 1_900...2_100))
    static let add = CommandSpec(
        ["vehicle", "add"], summary: "add a vehicle", discussion: "The name must be new.",
        signature: CommandSignature(arguments: [name], options: [year]))
    static let list = CommandSpec(["vehicle", "list"], summary: "list the vehicles")
    static let catalog = CommandCatalog(program: "garage", overview: "A garage.", specs: [add, list], discussion: "exit status: 0")

    static let shouting = HelpTranslation { $0.uppercased() }

    @Test func aCommandsHelpShowsEveryTextTranslatedAndKeepsItsFrame() {
        let help = Self.add.helpText(program: "garage", translation: Self.shouting)
        #expect(help == """
            usage: garage vehicle add NAME [--year Y] [--help]

            ADD A VEHICLE

            arguments:
              NAME        ITS NAME

            options:
              --year Y    THE MODEL YEAR
              -h, --help  SHOW THIS HELP

            THE NAME MUST BE NEW.
            """)
    }

    @Test func theListingShowsTheOverviewSummariesAndDiscussionTranslated() {
        let listing = Self.catalog.listing(translation: Self.shouting)
        #expect(listing.contains("\nA GARAGE.\n"))
        #expect(listing.contains("  vehicle add NAME  ADD A VEHICLE\n"))
        #expect(listing.contains("\nEXIT STATUS: 0\n"))
        // The frame's own words are HelpWords', never the translation's.
        #expect(listing.hasPrefix("usage: garage COMMAND"))
    }

    @Test func englishIsTheDeclaredText() {
        #expect(Self.catalog.listing(translation: .english) == Self.catalog.listing())
        #expect(Self.add.helpText(program: "garage", translation: .english) == Self.add.helpText(program: "garage"))
        #expect(HelpTranslation(table: ["add a vehicle": "ein Fahrzeug hinzufügen"])("add a vehicle") == "ein Fahrzeug hinzufügen")
        #expect(HelpTranslation(table: [:])("list the vehicles") == "list the vehicles")
    }

    @Test func theActionShowsHelpThroughTheTranslation() throws {
        guard case .show(let text) = try Self.catalog.action(for: ["vehicle", "list", "--help"], translation: Self.shouting) else {
            Issue.record("--help ran the command")
            return
        }
        #expect(text.contains("\nLIST THE VEHICLES\n"))
    }

    @Test func helpTextsListsEveryShownTextOnceInListingOrder() {
        #expect(Self.catalog.helpTexts == [
            "A garage.", "add a vehicle", "its name", "the model year", "show this help", "The name must be new.",
            "list the vehicles", "exit status: 0",
        ])
    }
}
