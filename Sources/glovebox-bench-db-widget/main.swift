import Foundation
import GloveboxBench

// A bench-only widget extension that computes its answers from the SQLite logbook (see DatabaseWidget).
do {
    let widget = try DatabaseWidget(arguments: Array(CommandLine.arguments.dropFirst()))
    FileHandle.standardOutput.write(Data(try widget.run().utf8))
} catch {
    FileHandle.standardError.write(Data("glovebox-bench-db-widget: \(error)\n".utf8))
    exit(1)
}
