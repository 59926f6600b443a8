import Foundation
import Testing

/// The widget extension must never link the app side: it reads the snapshot and nothing else.
@Suite struct WidgetSideBoundaryTests {
    static let appSide: Set<String> = [
        "GarageRules", "GarageStorage", "SnapshotBuilding", "AppLifecycle", "AppCore", "CSQLite", "GloveboxCLI",
        // The household server's client (libpq) and the server tool: never in the widget process.
        "CLibPQ", "PostgresClient", "HouseholdServer", "glovebox-server", "HouseholdSync",
        // The household's cryptography (libsodium): the widget reads no sealed field.
        "CSodium", "HouseholdCrypto",
        // The Linux platform of the app core (the widget side reaches the home through LinuxHome).
        "LinuxPlatform",
        // The reminders' transports (libdbus among them): the app's to send, never the widget's.
        "CDBus", "ReminderDelivery",
        // The Siri and Shortcuts snapshot, which links all of Foundation to compare spoken names.
        "ShortcutsContract",
    ]
    static let widgetSide = ["glovebox-widget", "WidgetHost", "WidgetTimeline", "WidgetRendering"]

    @Test func gloveboxWidgetDependsOnNoAppSideTarget() throws {
        let graph = try PackageGraph(dumpJSON: PackageDump.json())
        let closure = graph.closure(of: "glovebox-widget")
        // The graph was really read: the executable reaches its own libraries and the contract.
        for expected in ["WidgetHost", "WidgetTimeline", "WidgetRendering", "WidgetContract", "SharedContainer"] {
            #expect(closure[expected] != nil, "glovebox-widget should depend on \(expected)")
        }
        for target in Self.widgetSide {
            let reached = graph.closure(of: target)
            for forbidden in Self.appSide.sorted() {
                #expect(reached[forbidden] == nil,
                        "\(target) depends on \(forbidden) via \(reached[forbidden]?.joined(separator: " → ") ?? "")")
            }
        }
    }

    @Test func theDemoFindsTheWidgetProgramBuiltBesideTheAppButTheAppNeverUsesTheWidgetSide() throws {
        // `glovebox` names `glovebox-widget` so that `swift run glovebox demo` builds the program the
        // demo starts as a process of its own; nothing of the app imports the widget side.
        let graph = try PackageGraph(dumpJSON: PackageDump.json())
        let app = graph.closure(of: "glovebox")
        #expect(app["glovebox-widget"] == ["glovebox", "glovebox-widget"], "glovebox must build glovebox-widget")
        for library in ["GloveboxCLI", "AppCore", "AppLifecycle", "SnapshotBuilding", "GarageStorage", "GarageRules"] {
            let reached = graph.closure(of: library)
            for target in Self.widgetSide {
                #expect(reached[target] == nil, "\(library) depends on \(target) via \(reached[target]?.joined(separator: " → ") ?? "")")
            }
        }
        let sources = PackageDump.packageRoot.appendingPathComponent("Sources")
        for folder in ["glovebox", "GloveboxCLI", "AppCore"] {
            let directory = sources.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for target in ["WidgetHost", "WidgetTimeline", "WidgetRendering"] {
                    #expect(!text.contains("import \(target)\n"), "\(folder)/\(file) imports \(target)")
                }
            }
        }
    }

    @Test func theCheckFindsAnIndirectDependencyOnTheAppSide() {
        // The same check over a graph with a forbidden edge two steps away must catch it.
        let graph = PackageGraph(dependencies: [
            "glovebox-widget": ["WidgetHost"], "WidgetHost": ["WidgetTimeline", "Helpers"],
            "Helpers": ["SnapshotBuilding"], "SnapshotBuilding": ["GarageRules"], "WidgetTimeline": ["WidgetContract"],
        ])
        let closure = graph.closure(of: "glovebox-widget")
        #expect(closure["SnapshotBuilding"] == ["glovebox-widget", "WidgetHost", "Helpers", "SnapshotBuilding"])
        #expect(closure["GarageRules"] != nil)
        #expect(Self.appSide.intersection(closure.keys) == ["SnapshotBuilding", "GarageRules"])
    }

    @Test func productDependenciesAreResolvedToTheirTargets() throws {
        let json = #"""
        {"products": [{"name": "Store", "targets": ["GarageStorage"]}],
         "targets": [{"name": "glovebox-widget", "dependencies": [{"product": ["Store", null, null, null]}]},
                     {"name": "GarageStorage", "dependencies": [{"target": ["GarageRules", null]}]},
                     {"name": "GarageRules", "dependencies": []}]}
        """#
        let graph = try PackageGraph(dumpJSON: Data(json.utf8))
        #expect(Set(graph.closure(of: "glovebox-widget").keys) == ["GarageStorage", "GarageRules"])
    }

    @Test func widgetSideSourcesImportNoAppSideModule() throws {
        // SwiftPM can let an undeclared import compile when the module happens to be built, so the
        // sources are checked as well as the manifest.
        let sources = PackageDump.packageRoot.appendingPathComponent("Sources")
        var offenders: [String] = []
        for folder in Self.widgetSide {
            let directory = sources.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
            #expect(!files.isEmpty, "no sources found in \(folder)")
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ").map(String.init)
                    if let index = words.firstIndex(of: "import"), index + 1 < words.count,
                       Self.appSide.contains(words[index + 1]) {
                        offenders.append("\(folder)/\(file): \(line)")
                    }
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }

    @Test func theWidgetProcessImportsFoundationEssentialsWhereItExists() throws {
        // All of Foundation (`libFoundation.so`) is linked into a process as soon as one of its
        // modules imports it; the widget's modules import FoundationEssentials (and, for time zones
        // and languages, FoundationInternationalization) where the toolchain has them, Foundation
        // only where it does not (Apple's).
        let graph = try PackageGraph(dumpJSON: PackageDump.json())
        let modules = (Array(graph.closure(of: "glovebox-widget").keys) + ["glovebox-widget"]).filter {
            FileManager.default.fileExists(atPath: PackageDump.packageRoot.appendingPathComponent("Sources/\($0)").path)
        }
        #expect(Set(modules).isSuperset(of: ["glovebox-widget", "WidgetHost", "WidgetContract", "SharedContainer", "LinuxHome"]))
        var offenders: [String] = []
        for module in modules.sorted() {
            let directory = PackageDump.packageRoot.appendingPathComponent("Sources/\(module)")
            let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                offenders += Self.foundationImportsOutsideTheFallback(text).map { "\(module)/\(file):\($0)" }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }

    @Test func theFoundationCheckCatchesAPlainImport() {
        let fallback = "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#else\nimport Foundation\n#endif\n"
        #expect(Self.foundationImportsOutsideTheFallback(fallback).isEmpty)
        #expect(Self.foundationImportsOutsideTheFallback("import Foundation\nlet x = 1\n") == [1])
        #expect(Self.foundationImportsOutsideTheFallback(fallback + "@preconcurrency import Foundation\n") == [6])
        #expect(Self.foundationImportsOutsideTheFallback("#if os(Linux)\nimport Foundation\n#endif\n") == [2])
    }

    /// The lines (from 1) that import Foundation other than as the `#else` of
    /// `#if canImport(FoundationEssentials)`.
    static func foundationImportsOutsideTheFallback(_ text: String) -> [Int] {
        var conditions: [(condition: String, inElse: Bool)] = []
        var lines: [Int] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                conditions.append((String(line.dropFirst(4)), false))
            } else if line.hasPrefix("#else"), !conditions.isEmpty {
                conditions[conditions.count - 1].inElse = true
            } else if line.hasPrefix("#endif"), !conditions.isEmpty {
                conditions.removeLast()
            } else if line.split(separator: " ").last == "Foundation", line.split(separator: " ").dropLast().last == "import" {
                let fallback = conditions.last.map { $0.condition == "canImport(FoundationEssentials)" && $0.inElse } ?? false
                if !fallback { lines.append(number + 1) }
            }
        }
        return lines
    }

    @Test func widgetSideSourcesNeverTakeThePublishingLock() throws {
        // The lock orders the app's publishes; a widget (or the host) that took it would hold up
        // every `glovebox` command for as long as it draws, for nothing: it only reads snapshots.
        let sources = PackageDump.packageRoot.appendingPathComponent("Sources")
        var offenders: [String] = []
        for folder in Self.widgetSide {
            let directory = sources.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
            #expect(!files.isEmpty, "no sources found in \(folder)")
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for forbidden in ["PublishingLock", "HeldLock", "flock(", "lockExclusively"] where text.contains(forbidden) {
                    offenders.append("\(folder)/\(file): \(forbidden)")
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }
}

/// The household server's tool sets up PostgreSQL and nothing else: it links the libpq client, the
/// command-line parser and the app's pure rules (the table of field rules its checks are made from,
/// so that the server enforces what the app does), never the app's logbook, core or publishing.
@Suite struct HouseholdServerBoundaryTests {
    @Test func theServerToolReachesOnlyTheClientAndTheParser() throws {
        let graph = try PackageGraph(dumpJSON: PackageDump.json())
        let reached = Set(graph.closure(of: "glovebox-server").keys)
        #expect(reached == [
            "HouseholdServer", "PostgresClient", "CLibPQ", "ArgumentParsing", "GarageRules", "WidgetContract", "StableHashing",
        ])
        // The client links libpq alone, so the later sync can take it without taking the server tool.
        #expect(graph.dependencies["PostgresClient"] == ["CLibPQ"])
    }

    @Test func theAppReachesTheServerThroughTheSyncModuleAloneNeverTheServerTool() throws {
        let graph = try PackageGraph(dumpJSON: PackageDump.json())
        let app = graph.closure(of: "glovebox")
        // The app speaks to the household server: glovebox → GloveboxCLI → HouseholdSync → PostgresClient.
        // The Linux platform links the client too, for libpq's password-file format, in which it keeps
        // the household password (libpq reads it itself); no other app-side module does.
        #expect(app["HouseholdSync"] != nil)
        #expect(graph.dependencies["HouseholdSync"]?.contains("PostgresClient") == true)
        let clientUsers = graph.dependents(of: "PostgresClient").intersection(app.keys)
        #expect(clientUsers == ["HouseholdSync", "LinuxPlatform"], "\(clientUsers)")
        // It never links the tool that sets the server up (nor does the sync module).
        #expect(app["HouseholdServer"] == nil, "\(app["HouseholdServer"] ?? [])")
        #expect(graph.closure(of: "HouseholdSync")["HouseholdServer"] == nil)
        // And the widget extension never links the sync module.
        #expect(graph.closure(of: "glovebox-widget")["HouseholdSync"] == nil)
    }

    @Test func onlyTheClientImportsLibpq() throws {
        let sources = PackageDump.packageRoot.appendingPathComponent("Sources")
        let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path)
        #expect(folders.contains("PostgresClient"))
        var importers: Set<String> = []
        for folder in folders {
            let directory = sources.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                if text.split(separator: "\n").contains(where: { $0.hasPrefix("import CLibPQ") }) { importers.insert(folder) }
            }
        }
        #expect(importers == ["PostgresClient"])
    }
}

/// The command line only parses arguments, calls the app core and prints: it never reaches past the
/// core into the store, so every change goes through `AppSession.perform` and its one transaction.
@Suite struct CommandLineLayerTests {
    @Test func theCommandLineNeverOpensOrWritesTheStoreItself() throws {
        let directory = PackageDump.packageRoot.appendingPathComponent("Sources/GloveboxCLI")
        let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        #expect(files.count > 10, "the check reads the command line's sources")
        var offenders: [String] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                for forbidden in [".store()", "GarageStore(", ".write {", "loadGarage(", "import CSQLite"]
                where code.contains(forbidden) {
                    offenders.append("\(file):\(number + 1): \(forbidden)")
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }
}
