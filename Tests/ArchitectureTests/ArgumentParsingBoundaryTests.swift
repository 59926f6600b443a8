import Foundation
import Testing

/// `ArgumentParsing` serves every executable, app side and widget side, so it must lean on none of them.
@Suite struct ArgumentParsingBoundaryTests {
    @Test func argumentParsingDependsOnNoTargetOfThePackage() throws {
        let graph = try PackageGraph(dumpJSON: PackageDump.json())
        // The graph was really read: the widget program reaches the parser through its host.
        #expect(graph.closure(of: "glovebox-widget")["ArgumentParsing"] == ["glovebox-widget", "WidgetHost", "ArgumentParsing"])
        #expect(graph.dependencies["ArgumentParsing"] == [])
    }

    @Test func argumentParsingSourcesImportFoundationAtMost() throws {
        // The manifest alone would miss a module that happens to be built and imported anyway.
        let directory = PackageDump.packageRoot.appendingPathComponent("Sources/ArgumentParsing")
        let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        #expect(files.contains { $0.hasSuffix(".swift") }, "no sources found in ArgumentParsing")
        var offenders: [String] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                if let index = words.firstIndex(of: "import"), index + 1 < words.count, words[index + 1] != "Foundation" {
                    offenders.append("\(file): \(line)")
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }
}

/// `StableHashing` names files, rows and rules for both sides and the server, so it leans on nothing.
@Suite struct StableHashingBoundaryTests {
    @Test func stableHashingDependsOnNoTargetAndImportsNothing() throws {
        let graph = try PackageGraph(dumpJSON: PackageDump.json())
        #expect(graph.dependencies["StableHashing"] == [])
        // The graph was really read: the store reaches it.
        #expect(graph.closure(of: "GarageStorage")["StableHashing"] != nil)
        let directory = PackageDump.packageRoot.appendingPathComponent("Sources/StableHashing")
        let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        #expect(files.contains { $0.hasSuffix(".swift") }, "no sources found in StableHashing")
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.split(separator: "\n").contains { $0.hasPrefix("import ") }, "\(file) imports a module")
        }
    }
}
