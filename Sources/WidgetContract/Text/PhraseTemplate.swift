/// The one way a translated phrase's `{name}` placeholders are filled, for the widgets' catalogs,
/// Siri's phrases, the command line's messages and the report.
///
/// One pass, left to right: a value put in is never searched again, so a vehicle or an item named
/// "{count}" stays as typed whatever the order of the values; a placeholder without a value, and a
/// brace that opens none, stay as they are.
public enum PhraseTemplate {
    /// `template` with each `{name}` that `values` has replaced by its value.
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let value = values[String(after[..<close])] {
                result += value
                rest = after[after.index(after: close)...]
            } else {
                result += "{"
                rest = after
            }
        }
        return result + rest
    }
}
