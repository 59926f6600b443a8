extension ServerSchema {
    /// Version 9: a removal meets what its remover had not seen field by field. A removal's `bases`
    /// carry, for each field, the stamp its device had of it (or, for a field the device had edited and
    /// not yet pushed, the stamp it had before that edit), and the server compares each stored field
    /// with that: an edit another member made is unseen when its stamp is later than the remover's
    /// stamp of that field, even if it is earlier than the remover's own last edit of another field
    /// (found by the household checker: with clocks minutes apart, such an edit was taken by the
    /// removal and its author was not told). Both the records' merge (``ServerFieldMerge``) and the
    /// vehicle's removal guard (``ServerVehicleRemoval``) are replaced; a removal from an older client,
    /// with no field's stamp, is judged as before.
    static var version9: String {
        ServerFieldMerge.removalsBySeenFieldSQL + "\n\n" + ServerVehicleRemoval.bySeenFieldSQL
    }

    /// The fingerprint of the merge functions version 9 installs.
    public static let removalsBySeenFieldFingerprint = "d34fbfdb56b456f4"

    /// The fingerprint of the removal guard version 9 installs.
    public static let vehicleRemovalBySeenFieldFingerprint = "d6e0d77439889fb"
}
