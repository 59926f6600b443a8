import Foundation
import HouseholdSync
import Synchronization
import Testing

extension HouseholdServerTests.SyncCommand {
    @Test func aSyncTellsItsObserverEachNamedMomentInOrderAndPagesByTheGivenSize() throws {
        let homes = try TwoHomes("moments")
        let phone = homes.phone
        succeed(phone, "vehicle", "add", "Clio")
        logReadings(phone, 5)
        let events = Mutex<[String]>([])
        let observer = SyncObserver { event in events.withLock { $0.append(event.description) } }

        let result = phone.run(["sync"], sync: SyncOptions(pageSize: 4, observer: observer))

        #expect(result.status == 0, "\(result.errors)")
        // Six outbox rows in pages of four: two pages, each sent, committed, then acknowledged.
        let seen = events.withLock { $0 }
        let pushed = ["push-sent:1", "push-committed:1", "push-acknowledged:1", "push-sent:2", "push-committed:2", "push-acknowledged:2"]
        #expect(Array(seen.prefix(pushed.count)) == pushed, "\(seen)")
        // Then the pull: started, read, (applying, when it brought something), committed.
        let pulled = Array(seen.dropFirst(pushed.count))
        #expect(pulled == ["pull-started", "pull-read", "pull-committed"]
            || pulled == ["pull-started", "pull-read", "pull-applying", "pull-committed"], "\(seen)")
        #expect(try pendingChanges(phone) == 0)
    }

    @Test func theAppsOwnSyncHasNoObserverAndPagesOfFiveHundred() {
        #expect(SyncOptions.standard.observer == nil)
        #expect(SyncOptions.standard.pageSize == HouseholdSynchronizer.pageSize)
        #expect(HouseholdSynchronizer.pageSize == 500)
    }
}

/// The names of a sync's moments, as `glovebox-with-faults --at` takes them.
@Suite struct SyncMomentNameTests {
    @Test func aPushMomentNamesItsPageAndAPullMomentNone() {
        #expect(SyncObserver.Event("push-committed:2") == SyncObserver.Event(.pushCommitted, page: 2))
        #expect(SyncObserver.Event("pull-read") == SyncObserver.Event(.pullRead))
        #expect(SyncObserver.Event(.pushSent, page: 3).description == "push-sent:3")
        for moment in SyncObserver.Moment.allCases {
            #expect(SyncObserver.Event(moment.rawValue)?.moment == moment)
        }
    }

    @Test func aNameThatIsNoMomentIsRefused() {
        for name in ["push", "pull-read:1", "push-sent:0", "push-sent:x", "push-sent:", "", "PULL-READ"] {
            #expect(SyncObserver.Event(name) == nil, "\(name)")
        }
    }

    @Test func theFaultHelperRefusesWhatItCannotDoBeforeRunningAnything() throws {
        let binary = try ServerProcess.binaryDirectory().appendingPathComponent("glovebox-with-faults")
        for arguments in [["--at", "push-sent:1=explode", "--", "sync"], ["--sync-page-size", "0", "--", "sync"], ["sync"]] {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 64, "\(arguments): \(text)")
            #expect(text.contains("usage: glovebox-with-faults"), "\(arguments): \(text)")
        }
    }
}
