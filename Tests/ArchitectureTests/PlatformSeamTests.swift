import Foundation
import Testing

/// The platform seam: the libraries an Apple app or widget extension links know nothing of Linux.
/// The Glovebox home (`GLOVEBOX_HOME`, XDG), the Linux platform (`AppPlatform.linux`, the widget
/// host's reload center as the app's, the credential file) live in `LinuxHome` and
/// `LinuxPlatform`, which only the Linux executables, their libraries and the tests link.
@Suite struct PlatformSeamTests {
    /// Who may link `LinuxPlatform` (app side): the command line and its executable, and the household
    /// checker, which runs that command line in-process on Linux homes. Tests too.
    static let linuxPlatformUsers: Set<String> = ["GloveboxCLI", "glovebox", "HouseholdChecker"]
    /// Who may link `LinuxHome` (both sides): the Linux platform, the widget host, the command line
    /// and the benchmarks. Tests too.
    static let linuxHomeUsers: Set<String> = ["LinuxPlatform", "WidgetHost", "GloveboxCLI", "GloveboxBench"]

    /// Every target a library product reaches: what an app or extension outside the package compiles.
    static func appleLinkedTargets(_ graph: PackageGraph) -> Set<String> {
        var reached: Set<String> = []
        for target in graph.libraryProducts.values.flatMap({ $0 }) {
            reached.insert(target)
            reached.formUnion(graph.closure(of: target).keys)
        }
        return reached
    }

    @Test func noLibraryAnAppleAppLinksReachesTheLinuxTargets() throws {
        let graph = try PackageGraph(dumpJSON: PackageDump.json())
        let linked = Self.appleLinkedTargets(graph)
        // The graph was really read: the app's and the extension's libraries are there.
        for expected in ["AppCore", "AppLifecycle", "SharedContainer", "WidgetTimeline", "GarageStorage"] {
            #expect(linked.contains(expected), "\(expected) is not a library product's target")
        }
        #expect(linked.isDisjoint(with: LinuxOnlyScan.linuxTargets), "\(linked.intersection(LinuxOnlyScan.linuxTargets))")
    }

    @Test func theLibrariesAnAppleAppLinksHaveNoLinuxOnlyLineInTheirSources() throws {
        let graph = try PackageGraph(dumpJSON: PackageDump.json())
        let sources = PackageDump.packageRoot.appendingPathComponent("Sources")
        var scanned = 0
        var offenders: [String] = []
        for target in Self.appleLinkedTargets(graph).sorted() {
            let directory = sources.appendingPathComponent(target)
            let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                scanned += 1
                offenders += LinuxOnlyScan.offences(in: text).map { "\(target)/\(file):\($0)" }
            }
        }
        // The scan really read the sources (the core, its lifecycle and the container among them).
        #expect(scanned > 300, "only \(scanned) files scanned")
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }

    @Test func onlyTheLinuxExecutablesTheirLibrariesAndTheTestsLinkTheLinuxTargets() throws {
        let graph = try PackageGraph(dumpJSON: PackageDump.json())
        let tests = Set(graph.targetTypes.filter { $0.value == "test" }.keys)
        #expect(!tests.isEmpty, "the dump names the test targets")
        let platform = graph.dependents(of: "LinuxPlatform").subtracting(tests)
        let home = graph.dependents(of: "LinuxHome").subtracting(tests)
        #expect(platform.isSubset(of: Self.linuxPlatformUsers), "\(platform.subtracting(Self.linuxPlatformUsers))")
        #expect(home.isSubset(of: Self.linuxHomeUsers), "\(home.subtracting(Self.linuxHomeUsers))")
        // Both executables resolve the home the same way, each through its own side.
        #expect(graph.closure(of: "glovebox")["LinuxPlatform"] != nil)
        #expect(graph.closure(of: "glovebox-widget")["LinuxHome"] != nil)
        #expect(graph.closure(of: "glovebox-widget")["LinuxPlatform"] == nil)
        // The home links only what the widget side may link.
        let reached = Set(graph.closure(of: "LinuxHome").keys)
        #expect(reached.isSubset(of: ["SharedContainer", "WidgetContract"]), "\(reached)")
    }

    @Test func theScanCatchesEachKindOfLinuxOnlyLine() {
        let offending = """
            import Glibc
            import LinuxPlatform
            #if canImport(Glibc)
            import LinuxHome
            #endif
            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Musl)
            import Musl
            #endif
            let root = environment["GLOVEBOX_HOME"] ?? environment["XDG_DATA_HOME"]
            let platform = AppPlatform.linux(environment)
            """
        #expect(LinuxOnlyScan.offences(in: offending) == [
            "1: import Glibc without an Apple alternative",
            "2: import LinuxPlatform",
            "4: import LinuxHome",
            "7: import Glibc without an Apple alternative",
            "9: import Musl without an Apple alternative",
            "11: GLOVEBOX_HOME",
            "11: XDG_",
            "12: .linux(",
        ])
    }

    @Test func theScanAcceptsThePortableLibcImport() {
        let portable = """
            import Foundation
            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Musl)
            import Musl
            #elseif canImport(Darwin)
            import Darwin
            #endif
            /// Reads the Linux widget host's file.
            struct Reader {}
            """
        #expect(LinuxOnlyScan.offences(in: portable).isEmpty)
    }

    @Test func theGraphCheckCatchesALibraryThatReachesTheLinuxPlatformIndirectly() {
        let graph = PackageGraph(
            dependencies: ["AppCore": ["Helpers"], "Helpers": ["LinuxPlatform"], "LinuxPlatform": ["LinuxHome"]],
            libraryProducts: ["AppCore": ["AppCore"]], targetTypes: ["AppCore": "regular"])
        #expect(Self.appleLinkedTargets(graph).intersection(LinuxOnlyScan.linuxTargets) == ["LinuxPlatform", "LinuxHome"])
        #expect(graph.dependents(of: "LinuxPlatform") == ["Helpers"])
    }
}
