import Foundation
import GloveboxBench

// glovebox-bench: see BenchOptions.usage. Build it in release: swift build -c release --product glovebox-bench
let standardError = FileHandle.standardError
do {
    let options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    try BenchCommand(options: options, environment: ProcessInfo.processInfo.environment).run(
        output: { FileHandle.standardOutput.write(Data($0.utf8)) },
        log: { standardError.write(Data(("glovebox-bench: " + $0 + "\n").utf8)) })
} catch {
    standardError.write(Data("glovebox-bench: \(error)\n".utf8))
    exit(1)
}
