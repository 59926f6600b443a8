/// One field's value in a conflict (``ConflictAnswer``): what the text output words in the person's
/// language where the value is the app's own word (`none`, `yes`, `no`), and keeps as written otherwise.
public struct ConflictField: Hashable, Sendable {
    /// A field's value.
    public enum Value: Hashable, Sendable {
        /// The value as stored.
        case text(String)
        /// No value.
        case none
        /// A yes-or-no field that is on.
        case yes
        /// A yes-or-no field that is off.
        case no

        /// The English word, which `conflicts list --json` carries.
        var english: String {
            switch self {
            case .text(let text): text
            case .none: "none"
            case .yes: "yes"
            case .no: "no"
            }
        }
    }

    /// The field's label, as the sync names it (`odometer`); `nil` where the unit is one field.
    public let label: String?
    /// Its value.
    public let value: Value

    /// `label value`, or the value alone, in English.
    var english: String {
        label.map { "\($0) \(value.english)" } ?? value.english
    }
}
