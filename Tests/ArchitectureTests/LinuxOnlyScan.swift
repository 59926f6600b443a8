import Foundation

/// Finds what ties a source file to Linux: the Linux executables' own names (the Glovebox home's
/// variables, the Linux platform's factory) and imports that compile only on Linux.
///
/// A libc import is portable when it is one branch of a conditional chain that has an Apple
/// branch too, as every POSIX caller of ours writes it:
///
/// ```swift
/// #if canImport(Glibc)
/// import Glibc
/// #elseif canImport(Musl)
/// import Musl
/// #elseif canImport(Darwin)
/// import Darwin
/// #endif
/// ```
///
/// The Linux targets themselves may never be imported, under any condition.
enum LinuxOnlyScan {
    /// Text that only the Linux side may contain.
    static let forbiddenText = ["GLOVEBOX_HOME", "XDG_", ".linux("]
    /// Modules that exist only on Linux: imported only as a branch of a chain with an Apple branch.
    static let linuxLibraries: Set<String> = ["Glibc", "Musl"]
    /// The Linux targets of this package: never imported by a library an Apple app links.
    static let linuxTargets: Set<String> = ["LinuxHome", "LinuxPlatform", "ReminderDelivery"]

    /// Each offending line of `text`, with its line number.
    static func offences(in text: String) -> [String] {
        var offences: [String] = []
        // One frame per open `#if`: its branches' conditions so far, and the libc imports made
        // under them, judged when the chain closes.
        var frames: [(conditions: [String], imports: [(line: Int, module: String, condition: String)])] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = raw.trimmingCharacters(in: .whitespaces)
            for token in forbiddenText where line.contains(token) {
                offences.append("\(number): \(token)")
            }
            if line.hasPrefix("#if ") {
                frames.append(([String(line.dropFirst(4))], []))
            } else if line.hasPrefix("#elseif "), !frames.isEmpty {
                frames[frames.count - 1].conditions.append(String(line.dropFirst(8)))
            } else if line == "#else", !frames.isEmpty {
                frames[frames.count - 1].conditions.append("else")
            } else if line.hasPrefix("#endif"), let frame = frames.popLast() {
                let hasApple = frame.conditions.contains {
                    $0 == "else" || $0.contains("canImport(Darwin)") || $0.contains("os(macOS)") || $0.contains("os(iOS)")
                }
                for entry in frame.imports
                where !(hasApple && (entry.condition.contains("canImport(\(entry.module))") || entry.condition.contains("os(Linux)"))) {
                    offences.append("\(entry.line): import \(entry.module) without an Apple alternative")
                }
            } else if let module = importedModule(line) {
                if linuxTargets.contains(module) {
                    offences.append("\(number): import \(module)")
                } else if linuxLibraries.contains(module) {
                    if let frame = frames.last, let condition = frame.conditions.last {
                        frames[frames.count - 1].imports.append((number, module, condition))
                    } else {
                        offences.append("\(number): import \(module) without an Apple alternative")
                    }
                }
            }
        }
        return offences
    }

    /// The module a line imports (`import M`, `@_exported import M`, `import struct M.T`), or `nil`.
    static func importedModule(_ line: String) -> String? {
        let words = line.split(separator: " ").map(String.init)
        guard let index = words.firstIndex(of: "import") else { return nil }
        guard words[..<index].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "package"].contains($0) }) else {
            return nil
        }
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
        var rest = words[(index + 1)...].drop { kinds.contains($0) }
        guard let path = rest.popFirst() else { return nil }
        return String(path.split(separator: ".").first ?? "")
    }
}
