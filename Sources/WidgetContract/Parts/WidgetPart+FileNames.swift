extension WidgetPart {
    /// The prefix of every part's file name, which tells parts apart from the container's other files.
    public static let fileNamePrefix = "widgets.part."

    /// The file name of the part of `kind` for a widget configured for `vehicleId`, such as
    /// `widgets.part.deadlines.v.clio.json`, or the kind's own part (`widgets.part.<kind>.json`) when
    /// `vehicleId` is `nil`; `nil` when the id cannot be part of a file name.
    public static func fileName(for kind: WidgetKind, vehicleId: String?) -> String? {
        guard let vehicleId else { return fileName(for: kind) }
        guard isFileNameSafe(vehicleId) else { return nil }
        return "\(fileNamePrefix)\(kind.rawValue).v.\(vehicleId).json"
    }

    /// The file name of the part an unconfigured widget of `kind` reads.
    public static func fileName(for kind: WidgetKind) -> String {
        "\(fileNamePrefix)\(kind.rawValue).json"
    }

    /// Whether a container entry is a part's file (temporary files start with a dot, so never are).
    public static func isPartFileName(_ name: String) -> Bool {
        name.hasPrefix(fileNamePrefix) && name.hasSuffix(".json")
    }

    /// Whether a vehicle id can name a file: the app's ids (`GarageID`: 1 to 64 characters of
    /// `[a-z0-9-]`). Anything else (a slash, a dot, a space) could escape the container or collide.
    public static func isFileNameSafe(_ vehicleId: String) -> Bool {
        let bytes = vehicleId.utf8
        return (1...64).contains(bytes.count) && bytes.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-")
        }
    }
}
