import Foundation
import SharedContainer

/// The work of the `container-stress` helper process that the crash and concurrency tests start.
///
/// - `publish <directory> <name> <first> <count> <size>`: publishes generations `first`,
///   `first+1`, … (`count` of them, or forever when `count` is 0), printing `ready` once the
///   first publish has returned, so that a parent can kill it mid-publish.
/// - `read <directory> <name> <final>`: reads in a loop until it sees generation `final`,
///   then prints `reads=… torn=… backwards=… missing=… last=…`; exits 1 if any read was torn
///   or went back a generation.
/// - `lock <directory>`: takes the publishing lock of `directory`, prints `locked`, and holds it
///   until killed, so that a parent can show a killed holder releases it.
/// - `watch <directory> <name> widgets|shortcuts <stop-file>`: decodes a published snapshot in a
///   loop until `stop-file` exists (see ``SnapshotWatch``).
public enum ContainerStress {
    /// Runs one command and returns the process's exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        switch arguments.first {
        case "publish" where arguments.count == 6:
            guard let first = Int(arguments[3]), let count = Int(arguments[4]), let size = Int(arguments[5]) else {
                return usage()
            }
            return publish(directory: arguments[1], name: arguments[2], first: first, count: count, size: size)
        case "read" where arguments.count == 4:
            guard let final = Int(arguments[3]) else { return usage() }
            return read(directory: arguments[1], name: arguments[2], final: final)
        case "lock" where arguments.count == 2:
            return hold(PublishingLock(directory: arguments[1]))
        case "watch" where arguments.count == 5:
            guard let kind = SnapshotWatch.Kind(rawValue: arguments[3]) else { return usage() }
            return SnapshotWatch.run(directory: arguments[1], name: arguments[2], kind: kind, stopFile: arguments[4])
        default:
            return usage()
        }
    }

    private static func publish(directory: String, name: String, first: Int, count: Int, size: Int) -> Int32 {
        let files = SnapshotFiles(directory: directory)
        let parent = getppid()
        var generation = first
        while count == 0 || generation < first + count {
            // Publishing forever is for a parent that kills it; one that died first (a test run cut
            // short) must not leave it spinning for hours.
            if count == 0, generation % 64 == 0, getppid() != parent { return 3 }
            do throws(ContainerError) {
                try files.publish(GenerationPayload.make(generation: generation, size: size), as: name)
            } catch {
                FileHandle.standardError.write(Data("container-stress: \(error)\n".utf8))
                return 1
            }
            if generation == first { FileHandle.standardOutput.write(Data("ready\n".utf8)) }
            generation += 1
        }
        return 0
    }

    private static func read(directory: String, name: String, final: Int) -> Int32 {
        let files = SnapshotFiles(directory: directory)
        var reads = 0, torn = 0, backwards = 0, missing = 0, last = Int.min
        // A guard against a writer that died: the parent sees the status and fails the test.
        let giveUp = Date().addingTimeInterval(120)
        while last != final {
            reads += 1
            switch files.read(name) {
            case .bytes(let data):
                if let generation = GenerationPayload.generation(of: data) {
                    if generation < last { backwards += 1 }
                    last = max(last, generation)
                } else {
                    torn += 1
                }
            case .missing:
                missing += 1
            case .unreadable, .tooLarge:
                torn += 1
            }
            if reads % 256 == 0 && Date() > giveUp {
                print("gave up after \(reads) reads")
                return 2
            }
        }
        print("reads=\(reads) torn=\(torn) backwards=\(backwards) missing=\(missing) last=\(last)")
        return torn == 0 && backwards == 0 ? 0 : 1
    }

    private static func hold(_ lock: PublishingLock) -> Int32 {
        let held: HeldLock
        do throws(ContainerError) {
            held = try lock.acquire()
        } catch {
            FileHandle.standardError.write(Data("container-stress: \(error)\n".utf8))
            return 1
        }
        FileHandle.standardOutput.write(Data("locked\n".utf8))
        // Held until the parent kills this process (or dies itself); the loop keeps `held` alive.
        let parent = getppid()
        while held.isHeld && getppid() == parent { sleep(1) }
        return 0
    }

    private static func usage() -> Int32 {
        FileHandle.standardError.write(
            Data(("usage: container-stress publish DIR NAME FIRST COUNT SIZE | read DIR NAME FINAL | lock DIR"
                + " | watch DIR NAME widgets|shortcuts STOP-FILE\n").utf8))
        return 64
    }
}
