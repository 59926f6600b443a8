import ArgumentParsing
import Foundation
import BenchDatabaseWidget

// A bench-only widget extension that computes its answers from the SQLite logbook (see DatabaseWidget).
let widget: DatabaseWidget
do {
    guard let parsed = try DatabaseWidget(arguments: Array(CommandLine.arguments.dropFirst())) else {
        FileHandle.standardOutput.write(Data((DatabaseWidget.spec.helpText(program: "glovebox-bench-db-widget") + "\n").utf8))
        exit(0)
    }
    widget = parsed
} catch {
    FileHandle.standardError.write(Data(error.report(program: "glovebox-bench-db-widget").utf8))
    exit(UsageError.exitStatus)
}
do {
    FileHandle.standardOutput.write(Data(try widget.run().utf8))
} catch {
    FileHandle.standardError.write(Data("glovebox-bench-db-widget: \(error)\n".utf8))
    exit(1)
}
