/// Why a sync conflict's value cannot be kept, typed so that the command line can say it in the
/// person's language; ``description`` is the English the app has always written.
public enum ConflictKeepRefusal: Hashable, Sendable, CustomStringConvertible {
    /// The record's vehicle left this device (its owner removed it, or its share ended) after the edit lost.
    case vehicleGone
    /// The record that a removed parent's conflict would bring back does not decode.
    case unreadableParent
    /// The removed record the conflict would bring back does not decode.
    case unreadableRemoved
    /// A vehicle's removal refused because of work under it: the vehicle is back, to look at first.
    case removalRefused(vehicleID: String)
    /// A record set aside until its parent returns: it comes in by itself.
    case comesInByItself
    /// A removal on a vehicle this account can no longer change.
    case notYoursToChange
    /// The value that lost does not decode.
    case unreadableLostValue
    /// A removed vehicle, which a conflict never brings back.
    case vehicleNotBroughtBack

    /// The English reason.
    public var description: String {
        switch self {
        case .vehicleGone:
            "its vehicle is no longer on this device: dismiss it ('conflicts list --json' shows the record until then)"
        case .unreadableParent: "this glovebox cannot read the record it belongs to"
        case .unreadableRemoved: "this glovebox cannot read the removed record"
        case .removalRefused(let vehicleID):
            "the vehicle is back on this device with what you had not seen: look, then remove it again "
                + "('glovebox vehicle remove \(vehicleID)') if it should go"
        case .comesInByItself:
            "it comes in by itself once the record it belongs to is back ('conflicts keep' of its removal brings that back)"
        case .notYoursToChange:
            "its vehicle is no longer yours to change: dismiss it, or add the record again to a vehicle you may change"
        case .unreadableLostValue: "this glovebox cannot read the value it lost"
        case .vehicleNotBroughtBack: "a removed vehicle is not brought back this way"
        }
    }
}
