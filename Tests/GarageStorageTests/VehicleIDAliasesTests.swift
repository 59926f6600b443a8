import GarageRules
@testable import GarageStorage
import Testing

/// The translation between this device's vehicle ids and the household server's.
struct VehicleIDAliasesTests {
    let aliases = VehicleIDAliases(["clio": "clio-7k2m4q"])

    @Test func idsTranslateBothWaysAndUnknownOnesStayAsTheyAre() {
        #expect(aliases.server("clio") == "clio-7k2m4q")
        #expect(aliases.local("clio-7k2m4q") == "clio")
        #expect(aliases.server("jeep") == "jeep" && aliases.local("jeep") == "jeep")
        // The server's id of one vehicle is never read as another's local one.
        #expect(aliases.local("clio") == "clio" && aliases.server("clio-7k2m4q") == "clio-7k2m4q")
    }

    @Test func onlyTheElementAtItsPlaceIsReplacedAndEveryOtherKeepsItsText() {
        // An amount, a quantity written with a trailing zero, a note holding the id, commas and
        // brackets inside strings, and an escaped quote: all kept to the byte.
        let row = #"["e-1","clio","45.90",61.50,"clio, [x] \"clio\"",null,{"a":["clio"]}]"#
        let replaced = VehicleIDAliases.replacing(in: row, at: 1, with: aliases.server)
        #expect(replaced == #"["e-1","clio-7k2m4q","45.90",61.50,"clio, [x] \"clio\"",null,{"a":["clio"]}]"#)
        #expect(VehicleIDAliases.replacing(in: replaced, at: 1, with: aliases.local) == row)
        // The element at place 4 comes after a string with commas and brackets in it.
        #expect(VehicleIDAliases.replacing(in: #"["a","b,[c]","d","e\"]","clio"]"#, at: 4, with: aliases.server)
            == #"["a","b,[c]","d","e\"]","clio-7k2m4q"]"#)
    }

    @Test func aRowWithNothingToReplaceComesBackUnchanged() {
        for row in [#"["e-1","jeep"]"#, #"["e-1",null]"#, #"["e-1",12]"#, #"["e-1"]"#, "[]", "not json", #"["e-1","cl\u0069o"]"#] {
            #expect(VehicleIDAliases.replacing(in: row, at: 1, with: aliases.server) == row, "\(row)")
        }
    }

    @Test func aChangeGoesUpUnderTheServersIdsAndAPulledOneComesBackUnderThisDevices() throws {
        let stamp = try #require(HybridTimestamp(text: "01a2369e303300022d482ab1f6f6cf57946e24f5982bad3f"))
        let reading = OutboxChange(
            sequence: 1, kind: .odometerEntry, recordID: "r-1", vehicleID: "clio",
            operation: .upsert(row: #"["r-1","clio","2026-11-01",1000,0,null]"#), stamp: stamp, deviceID: stamp.device)
        let sent = aliases.server(reading)
        #expect(sent.vehicleID == "clio-7k2m4q" && sent.recordID == "r-1")
        #expect(sent.operation == .upsert(row: #"["r-1","clio-7k2m4q","2026-11-01",1000,0,null]"#))
        let removal = OutboxChange(
            sequence: 2, kind: .vehicle, recordID: "clio", vehicleID: "clio", operation: .delete, stamp: stamp, deviceID: stamp.device)
        #expect(aliases.server(removal).recordID == "clio-7k2m4q")
        let pulled = PulledChange(kind: .vehicle, recordID: "clio-7k2m4q", stamp: stamp, row: #"["clio-7k2m4q","Clio"]"#)
        #expect(aliases.local(pulled) == PulledChange(kind: .vehicle, recordID: "clio", stamp: stamp, row: #"["clio","Clio"]"#))
    }
}
