import Foundation
import GloveboxTestSupport
import Testing

/// The shortcut code can be seen to have no way to write storage: its source names nothing but
/// `DeepLink` and the router, and its module cannot see the logbook at all.
@Suite struct IntentsStructureTests {
    static let intents = Fixtures.packageRoot.appendingPathComponent("Sources/AppLifecycle/Intents")

    static func source(_ file: String) throws -> String {
        try String(contentsOf: intents.appendingPathComponent(file), encoding: .utf8)
    }

    /// The `import`ed modules of a source text.
    static func imports(_ text: String) -> Set<String> {
        Set(text.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            return words.first == "import" && words.count >= 2 ? String(words[1]) : nil
        })
    }

    /// Every capitalized name the code (not its comments or string literals) mentions.
    static func typeNames(_ text: String) -> Set<String> {
        var names = Set<String>()
        for line in text.split(separator: "\n") {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("//") { continue }
            // Drop string literals, so a message's words are not taken for types.
            let parts = code.split(separator: "\"", omittingEmptySubsequences: false)
            let outside = parts.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var word = ""
            for character in outside + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                } else {
                    if let first = word.first, first.isUppercase { names.insert(word) }
                    word = ""
                }
            }
        }
        return names
    }

    @Test func theWriteShortcutNamesOnlyDeepLinksAndTheRouter() throws {
        let text = try Self.source("WriteShortcut.swift") + "\n" + Self.source("WriteShortcutError.swift")
        #expect(Self.imports(text) == ["WidgetContract"])
        let allowed: Set<String> = [
            "WriteShortcut", "WriteShortcutError", "DeepLink", "DeepLinkError", "DeepLinkRouter", "RouteOutcome",
            "String", "Int", "UInt8", "Hashable", "Sendable", "Error", "CustomStringConvertible", "Self", "WidgetContract",
        ]
        let named = Self.typeNames(text)
        #expect(named.subtracting(allowed).isEmpty, "the write shortcut names \(named.subtracting(allowed).sorted())")
        #expect(named.isSuperset(of: ["DeepLink", "DeepLinkRouter"]), "the check reads the file it means to")
    }

    @Test func theCheckWouldCatchAStorageType() {
        let tampered = "import WidgetContract\nimport GarageStore\nlet store = try GarageStore(path: \"x\")\n"
        #expect(Self.imports(tampered).contains("GarageStore"))
        #expect(Self.typeNames(tampered).contains("GarageStore"))
        #expect(!Self.typeNames("// GarageStore in a comment\nlet s = \"GarageStore\"").contains("GarageStore"))
    }

    @Test func theAnswererReadsOnlySnapshotBytes() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.intents.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 6)
        for file in files {
            let text = try Self.source(file)
            #expect(Self.imports(text).isSubset(of: ["Foundation", "WidgetContract", "ShortcutsContract"]), "\(file) imports \(Self.imports(text))")
            for forbidden in ["GarageStore", "SnapshotFiles", "FileManager", "FileSystem", "Garage", "SQLite"] {
                #expect(!Self.typeNames(text).contains(forbidden), "\(file) names \(forbidden)")
            }
        }
    }

    @Test func theLifecycleModuleCannotSeeTheLogbook() throws {
        let manifest = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let line = try #require(manifest.split(separator: "\n").first { $0.contains(".target(name: \"AppLifecycle\"") })
        #expect(line.contains("WidgetContract"))
        for module in ["\"GarageRules\"", "\"GarageStorage\"", "\"SnapshotBuilding\"", "\"GloveboxCLI\""] {
            #expect(!line.contains(module), "AppLifecycle depends on \(module)")
        }
    }
}
