#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import WidgetContract
import WidgetHost

// Colour only for a terminal, and never when NO_COLOR is set to anything (https://no-color.org).
let environment = ProcessInfo.processInfo.environment
let usesColor = isatty(STDOUT_FILENO) != 0 && (environment["NO_COLOR"] ?? "").isEmpty
let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
let context = HostContext(
    environment: environment, homeDirectory: home, timeZone: .current,
    systemLocale: SystemLocale.from(environment: environment, fallback: .current),
    usesColor: usesColor, clock: SystemClock(),
    output: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
    errors: { text in FileHandle.standardError.write(Data(text.utf8)) })
exit(GloveboxWidget.run(Array(CommandLine.arguments.dropFirst()), context: context))
