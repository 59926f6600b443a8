import ArgumentParsing
import Foundation
import BenchDatabaseWidget
import Testing

/// The bench-only database widget reads its command line with the package's one argument parser.
@Suite struct DatabaseWidgetArgumentsTests {
    @Test func aWidgetIsNamedByKindWithTheLogbookItReads() throws {
        let widget = try #require(try DatabaseWidget(arguments: ["--db", "/tmp/x.sqlite", "maintenance", "--family", "large", "--full"]))
        #expect(widget.databasePath == "/tmp/x.sqlite")
        #expect(widget.kind == .maintenance && widget.family == .large && widget.fullLoad)
    }

    @Test func theLogbookIsRequiredAndAnUnknownKindRefused() {
        #expect(throws: UsageError("option '--db' is required", usage: DatabaseWidget.spec.usageLine(program: "glovebox-bench-db-widget"))) {
            _ = try DatabaseWidget(arguments: ["spend"])
        }
        #expect(throws: UsageError.self) { _ = try DatabaseWidget(arguments: ["--db", "x", "bicycle"]) }
    }

    @Test func helpIsNotARun() throws {
        #expect(try DatabaseWidget(arguments: ["--help"]) == nil)
    }
}
