import Foundation
import SharedContainer
import ShortcutsContract
import WidgetContract

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `watch` command of the `container-stress` helper: a reader process that reads and decodes a
/// published snapshot in a loop, as a widget or an intent would, while other processes publish it.
///
/// `watch <directory> <name> widgets|shortcuts <stop-file>` reads until `stop-file` exists, then
/// prints one line, `reads=… zero-byte=… undecodable=… backwards=… missing=… unreadable=… last=…`,
/// and, when something was wrong, a second line with the first thing that was. It exits 1 when
/// any read was empty, did not decode, could not be read, was gone after a file had been seen, or
/// carried an older logbook generation than a read before it; 2 when it gave up waiting.
public enum SnapshotWatch {
    /// Which snapshot the file holds.
    public enum Kind: String, Sendable {
        /// The widgets snapshot.
        case widgets
        /// The Siri and Shortcuts snapshot.
        case shortcuts

        /// The generation of a file of this kind, or the reason it does not decode.
        func generation(of data: Data) -> Result<Int?, SnapshotDecodingError> {
            Result { () throws(SnapshotDecodingError) -> Int? in
                switch self {
                case .widgets: try SnapshotCoding.decode(WidgetsSnapshot.self, from: data).generation
                case .shortcuts: try SnapshotCoding.decode(ShortcutsSnapshot.self, from: data).generation
                }
            }
        }
    }

    /// What one watch saw.
    struct Tally {
        var reads = 0, zeroByte = 0, undecodable = 0, backwards = 0, missing = 0, unreadable = 0
        var last: Int?
        var seen = false
        var first: String?

        var isClean: Bool { zeroByte + undecodable + backwards + missing + unreadable == 0 }

        mutating func note(_ problem: String) {
            if first == nil { first = "read \(reads): \(problem)" }
        }
    }

    /// Runs one watch and returns the process's exit status.
    public static func run(directory: String, name: String, kind: Kind, stopFile: String) -> Int32 {
        let files = SnapshotFiles(directory: directory)
        let parent = getppid()
        // A guard against a parent that never stops it: the parent sees the status and fails.
        let giveUp = Date().addingTimeInterval(600)
        var tally = Tally()
        while access(stopFile, F_OK) != 0 {
            tally.reads += 1
            read(files.read(name), kind: kind, into: &tally)
            if tally.reads % 128 == 0, Date() > giveUp || getppid() != parent {
                print("gave up after \(tally.reads) reads")
                return 2
            }
            usleep(3_000)
        }
        print("reads=\(tally.reads) zero-byte=\(tally.zeroByte) undecodable=\(tally.undecodable) "
              + "backwards=\(tally.backwards) missing=\(tally.missing) unreadable=\(tally.unreadable) "
              + "last=\(tally.last.map(String.init) ?? "none")")
        if let first = tally.first { print("first problem: \(first)") }
        return tally.isClean ? 0 : 1
    }

    private static func read(_ result: ReadResult, kind: Kind, into tally: inout Tally) {
        switch result {
        case .bytes(let data) where data.isEmpty:
            tally.zeroByte += 1
            tally.note("an empty file")
        case .bytes(let data):
            tally.seen = true
            switch kind.generation(of: data) {
            case .success(let generation):
                if let generation, let last = tally.last, generation < last {
                    tally.backwards += 1
                    tally.note("generation \(generation) after \(last)")
                }
                if let generation { tally.last = max(tally.last ?? generation, generation) }
            case .failure(let error):
                tally.undecodable += 1
                tally.note("\(data.count) bytes that do not decode: \(error)")
            }
        case .missing:
            // Before the first publish there is nothing to read; after it, the file is only replaced.
            if tally.seen {
                tally.missing += 1
                tally.note("the file is gone")
            }
        case .unreadable(let code):
            tally.unreadable += 1
            tally.note("unreadable, errno \(code)")
        case .tooLarge(let size):
            tally.unreadable += 1
            tally.note("too large, \(size) bytes")
        }
    }
}
