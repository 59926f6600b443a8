import AppCore
import Foundation
import NativeConfig

/// `publish`, `doctor` and `native-config`: the app's side of the widgets, and its set-up.
enum PublishCommands {
    static let all = [publish, doctor, nativeConfig]

    static let publish = Command(
        ["publish"], summary: "publish the widgets and Shortcuts snapshots now, and say what changed",
        // Its own --json: it writes, so it is not a read command, but scripts want its report.
        options: [.flag("--json", "print the report as JSON")],
        discussion: """
            Every command that changes the logbook publishes on its way out; this forces one. The widgets
            snapshot is built only when a widget is installed, and only the kinds whose content changed
            are asked to reload.
            """
    ) { invocation in
        let report = try invocation.app.publishNow()
        invocation.console.line(invocation.wantsJSON ? report.json : report.summary)
    }

    static let doctor = Command(
        ["doctor"], summary: "check that the widgets can see what the app publishes",
        discussion: "Exits 1, with the fix, when the shared container cannot be resolved, written or read."
    ) { invocation in
        let environment = invocation.app.environment
        let findings = StartupCheck(environment: environment.variables, homeDirectory: environment.homeDirectory).run()
        for finding in findings { invocation.console.line(finding.text) }
        if findings.contains(where: { $0.outcome == .failed }) {
            throw CLIError.runtime("the widgets cannot work until the failure above is fixed")
        }
    }

    static let nativeConfig = Command(
        ["native-config"], summary: "generate the Apple build's entitlements, Info.plists, xcconfig and project.yml",
        options: [
            .option("--out", "DIR", help: "where to write the files (required)"),
            .option("--bundle-id", "ID", help: "the app's bundle identifier (default \(NativeConfiguration.defaultBundleIdentifier))"),
            .option("--team", "TEAM", help: "the Apple developer team id"),
        ],
        discussion: """
            Every value comes from the code's own constants: the App Group, the URL scheme, the widget kinds
            and families. Regenerating writes the same bytes; files that did not change are left alone.
            """
    ) { invocation in
        guard let out = invocation.arguments.value("--out") else {
            throw CLIError.usage("native-config needs --out DIR")
        }
        let configuration: NativeConfiguration
        do {
            configuration = try NativeConfiguration(
                bundleIdentifier: invocation.arguments.value("--bundle-id") ?? NativeConfiguration.defaultBundleIdentifier,
                team: invocation.arguments.value("--team"))
        } catch {
            throw CLIError.validation("\(error)")
        }
        let directory = URL(fileURLWithPath: out, isDirectory: true)
        let written: [String]
        do {
            written = try configuration.write(to: directory)
        } catch {
            throw CLIError.runtime("\(error)")
        }
        let console = invocation.console
        for file in configuration.files() {
            console.line((written.contains(file.path) ? "wrote     " : "unchanged ") + directory.appendingPathComponent(file.path).path)
        }
    }
}
