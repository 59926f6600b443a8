#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SharedContainer
import WidgetContract
import WidgetHost

// Colour only for a terminal, and never when NO_COLOR is set to anything (https://no-color.org).
let environment = ProcessInfo.processInfo.environment
let usesColor = isatty(STDOUT_FILENO) != 0 && (environment["NO_COLOR"] ?? "").isEmpty
let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path(percentEncoded: false)
let context = HostContext(
    environment: environment, homeDirectory: home, timeZone: .current,
    systemLocale: SystemLocale.from(environment: environment, fallback: .current),
    usesColor: usesColor, clock: SystemClock(),
    // Written whole with `write(2)`: Foundation's `FileHandle` is not in FoundationEssentials, and a
    // closed terminal is no reason to stop drawing.
    output: { text in try? POSIXFileSystem().writeAll(Array(text.utf8), to: STDOUT_FILENO) },
    errors: { text in try? POSIXFileSystem().writeAll(Array(text.utf8), to: STDERR_FILENO) })
exit(GloveboxWidget.run(Array(CommandLine.arguments.dropFirst()), context: context))
