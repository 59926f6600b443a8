import ArgumentParsing
import Foundation
import GloveboxBench

// glovebox-bench: see `glovebox-bench --help`. Build it in release: swift build -c release --product glovebox-bench
let standardError = FileHandle.standardError
let options: BenchOptions
do {
    switch try BenchOptions.request(Array(CommandLine.arguments.dropFirst())) {
    case .show(let text):
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
        exit(0)
    case .run(let parsed):
        options = parsed
    }
} catch {
    standardError.write(Data(error.report(program: BenchOptions.program).utf8))
    exit(UsageError.exitStatus)
}
do {
    try BenchCommand(options: options, environment: ProcessInfo.processInfo.environment).run(
        output: { FileHandle.standardOutput.write(Data($0.utf8)) },
        log: { standardError.write(Data(("glovebox-bench: " + $0 + "\n").utf8)) })
} catch {
    standardError.write(Data("glovebox-bench: \(error)\n".utf8))
    exit(1)
}
