import Foundation
import HouseholdChecker

// glovebox-household-check: seeded household histories against a household server of its own.
// Build it with the package (`swift build`); it runs `glovebox-with-faults` from its own directory.
let usage = """
    usage: glovebox-household-check [--seed S] [--histories N] [--steps N] [--generator V] [--shrink N] [--json]

    Runs N seeded histories (seeds S, S+1, …; default 1 and 20) of 3 accounts and 5 devices against a
    new local household server (PostgreSQL, started and removed by the checker), each of 40 random
    steps (--steps), and checks every one for divergence, lost edits, viewer writes and stuck devices.
    Sealing is on: every account's key is made at its first sign-in and opened on its other device,
    plates and notes are among the edits, and the checks add the same plate and notes on every device,
    every sealed value on the server opening with its vehicle's key, and no plate or note in clear there.
    Generator 2 (the default) adds devices signing out and in again, passphrase changes and new devices
    of an account; generator 1 draws each seed's history as runs before them did (--generator 1).
    A failing history is shrunk (at most --shrink reruns, default 40; 0 for none) and printed with its
    seed and generator: '--seed S --histories 1 --generator V' replays it. Exit status 1 when a history
    failed, 2 on bad usage.
    """
var seed: UInt64 = 1
var histories: UInt64 = 20
var steps = 40
var shrink = 40
var generator = HistoryChecker.generators.last!
var json = false
var words = Array(CommandLine.arguments.dropFirst())[...]
func fail(_ text: String) -> Never {
    FileHandle.standardError.write(Data("glovebox-household-check: \(text)\n\(usage)\n".utf8))
    exit(2)
}
while let word = words.popFirst() {
    func number(_ range: ClosedRange<Int>) -> Int {
        guard let text = words.popFirst(), let value = Int(text), range.contains(value) else {
            fail("\(word) takes a number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }
    switch word {
    case "--seed": seed = UInt64(number(0...Int(Int32.max)))
    case "--histories": histories = UInt64(number(1...1_000_000))
    case "--steps": steps = number(1...10_000)
    case "--shrink": shrink = number(0...10_000)
    case "--generator": generator = number(HistoryChecker.generators.first!...HistoryChecker.generators.last!)
    case "--json": json = true
    case "-h", "--help":
        print(usage)
        exit(0)
    default: fail("unknown option '\(word)'")
    }
}
let tools = ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
let directory = (tools as NSString).deletingLastPathComponent
guard FileManager.default.isExecutableFile(atPath: directory + "/glovebox-with-faults") else {
    fail("glovebox-with-faults is not beside this program in \(directory): build the package first (swift build)")
}
let log: (String) -> Void = { FileHandle.standardError.write(Data(("glovebox-household-check: " + $0 + "\n").utf8)) }
let status: Int32
do {
    let server = try CheckerServer(environment: ProcessInfo.processInfo.environment)
    let started = Date()
    let outcome = Result {
        try HistoryChecker(server: server, tools: directory, shrinkBudget: shrink, log: log)
            .run(seeds: seed...(seed + histories - 1), steps: steps, generator: generator)
    }
    server.stop()
    let report = try outcome.get()
    if json {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
    } else {
        print(report.summary)
        print(String(format: "in %.0f s", Date().timeIntervalSince(started)))
    }
    status = report.passed ? 0 : 1
} catch {
    log("\(error)")
    status = 1
}
exit(status)
