import Foundation

/// What this account's removal of a vehicle met on the household server, which kept the vehicle
/// (a `removal-refused` conflict): records the account had not seen, and changes made after it.
public struct RefusedRemoval: Hashable, Sendable {
    /// Records of the vehicle the removing device had not seen.
    public let unseenRecords: Int
    /// Whether the vehicle itself changed after the removal.
    public let changedAfterRemoval: Bool

    /// What the conflict's kept value says (`{"records": N, "changed": bool}`); none of either when
    /// it does not decode.
    init(json: String?) {
        let object = json.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] } ?? [:]
        unseenRecords = (object["records"] as? NSNumber)?.intValue ?? 0
        changedAfterRemoval = (object["changed"] as? Bool) == true
    }

    /// A refusal of `unseenRecords`, changed after or not.
    public init(unseenRecords: Int, changedAfterRemoval: Bool) {
        self.unseenRecords = unseenRecords
        self.changedAfterRemoval = changedAfterRemoval
    }

    /// As one English line, which `conflicts list --json` carries as the value kept.
    var english: String {
        var parts: [String] = []
        if unseenRecords > 0 { parts.append("\(unseenRecords) record\(unseenRecords == 1 ? "" : "s") you had not seen") }
        if changedAfterRemoval { parts.append("changed after your removal") }
        return "kept" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }
}
