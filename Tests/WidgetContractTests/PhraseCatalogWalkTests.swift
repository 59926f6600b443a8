import GloveboxTestSupport
import Testing
import WidgetContract

/// The walk the catalogs' tests share finds what it is there to find.
@Suite struct PhraseCatalogWalkTests {
    /// A catalog with one fault in each language but English.
    enum Faulty: String, PhraseCatalog, CaseIterable {
        case greeting, farewell

        var english: String {
            switch self {
            case .greeting: "hello {name}"
            case .farewell: "bye"
            }
        }
        static var german: [Self: String] { [.greeting: "hallo {name}", .farewell: "tschüss"] }
        static var french: [Self: String] { [.greeting: "bonjour", .farewell: "au revoir"] }
        static var spanish: [Self: String] { [.greeting: "hola {name}"] }
        static var portuguese: [Self: String] { [.greeting: "olá {nome}", .farewell: ""] }
    }

    @Test func aWholeTableWithTheEnglishPlaceholdersHasNoProblem() {
        #expect(PhraseCatalogWalk.problems(Faulty.self, in: .german).isEmpty)
    }

    @Test func aLostPlaceholderAMissingKeyARenamedOneAndAnEmptyTextAreFound() {
        #expect(PhraseCatalogWalk.problems(Faulty.self, in: .french) == [#"french greeting: bonjour names [], the English ["name"]"#])
        #expect(PhraseCatalogWalk.problems(Faulty.self, in: .spanish) == ["spanish: no text for farewell"])
        #expect(PhraseCatalogWalk.problems(Faulty.self, in: .portuguesePortugal).count == 2)
        #expect(PhraseCatalogWalk.problems(Faulty.self, in: .english) == ["english: no table"])
    }

    @Test func placeholdersAreListedSortedWithRepeats() {
        #expect(PhraseCatalogWalk.placeholders("{b} and {a}, {b}; {not a name} {}") == ["a", "b", "b"])
    }
}

