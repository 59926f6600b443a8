import Foundation
import GarageStorage
import GloveboxTestSupport
import Testing

/// After any command, the logbook's main file alone holds every change: the app closes its
/// connections on every exit path, and the last close checkpoints the write-ahead log.
@Suite struct LogbookFileTests {
    let home = TemporaryDirectory(prefix: "glovebox-file")

    var logbook: String { home.path + "/app/" + GarageStore.fileName }

    /// The logbook's main file, copied without its `-wal` and `-shm`, as a backup of "the logbook" would be.
    func copyOfTheMainFileAlone() throws -> GarageStore {
        let copy = home.appending("copy/" + GarageStore.fileName).path
        try FileManager.default.createDirectory(
            atPath: (copy as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: logbook, toPath: copy)
        return try GarageStore(path: copy)
    }

    @Test func aChangeIsInTheMainFileWhenTheProcessEnds() throws {
        let glovebox = GloveboxProcess(home: home.path)
        for command in [["login", "ana@example.com"], ["vehicle", "add", "Clio"], ["odometer", "log", "clio", "84210"]] {
            let result = try glovebox.run(command)
            #expect(result.status == 0, "\(command): \(result.errors)")
        }
        #expect(!FileManager.default.fileExists(atPath: logbook + "-wal"), "the write-ahead log was left behind")
        let copy = try copyOfTheMainFileAlone()
        let clio = try #require(try copy.vehicles.all().first)
        #expect(clio.name == "Clio")
        #expect(try copy.readings.reading(.latest, vehicleID: clio.id)?.value == 84_210)
    }

    @Test func aRefusedCommandAlsoClosesTheLogbook() throws {
        let glovebox = GloveboxProcess(home: home.path)
        _ = try glovebox.run("login", "ana@example.com")
        _ = try glovebox.run("vehicle", "add", "Clio")
        _ = try glovebox.run("odometer", "log", "clio", "84210")
        // Refused by the rules, inside the change's transaction: the logbook was opened and written to.
        let refused = try glovebox.run("odometer", "log", "clio", "84000")
        #expect(refused.status == 2)
        #expect(refused.errors.contains("odometer 84000 is lower than 84210"))
        #expect(!FileManager.default.fileExists(atPath: logbook + "-wal"))
        let copy = try copyOfTheMainFileAlone()
        #expect(try copy.vehicles.all().count == 1)
        #expect(try copy.readings.reading(.latest, vehicleID: try #require(copy.vehicles.all().first).id)?.value == 84_210)
    }
}
