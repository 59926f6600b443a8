// The memory floor of a widget extension: a process that links only Foundation, reads a JSON file,
// decodes it, and resolves a named time zone (which loads ICU). It deliberately links no library
// of ours, so this file holds its few lines of logic itself.
// Usage: glovebox-bench-bare FILE ZONE
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3, let data = FileManager.default.contents(atPath: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: glovebox-bench-bare FILE ZONE (the file must be readable)\n".utf8))
    exit(2)
}
do {
    // The whole file is parsed, as a widget must before it can trust any part of it.
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    guard let zone = TimeZone(identifier: arguments[2]) else {
        FileHandle.standardError.write(Data("unknown time zone '\(arguments[2])'\n".utf8))
        exit(2)
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let midnight = calendar.startOfDay(for: Date())
    print(object["kind"] ?? "?", object["version"] ?? "?", zone.identifier, midnight.timeIntervalSince1970)
} catch {
    FileHandle.standardError.write(Data("cannot decode '\(arguments[1])': \(error)\n".utf8))
    exit(1)
}
