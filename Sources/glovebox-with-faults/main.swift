// `glovebox` with a fault that only a test asks for: the crash and outage tests of the household
// sync run this helper instead of `glovebox`, which installs no hook at all. It reads its own options
// (see FaultPlan), then runs the rest exactly as Sources/glovebox/main.swift runs its arguments.
import Foundation
import GloveboxCLI

let plan: FaultPlan
do {
    plan = try FaultPlan(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("glovebox-with-faults: \(error)\n\(FaultPlan.usage)\n".utf8))
    exit(64)
}
exit(GloveboxProgram.run(plan.arguments, sync: plan.sync))
