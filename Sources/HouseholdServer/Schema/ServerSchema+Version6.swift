extension ServerSchema {
    /// Version 6: the guard on a vehicle's removal (``ServerVehicleRemoval``). A removal that meets a
    /// record its remover's device had not seen, or an edit of the vehicle stamped after it, no longer
    /// cascades them away: it is refused, the vehicle stays whole, and its remover is told through a
    /// conflict. Made from the record descriptors when it runs; ``vehicleRemovalFingerprint`` pins it.
    static var version6: String { ServerVehicleRemoval.sql }

    /// The fingerprint of what version 6 installs (``ServerVehicleRemoval/fingerprint``).
    public static let vehicleRemovalFingerprint = "da8dd27ce3137b79"
}
