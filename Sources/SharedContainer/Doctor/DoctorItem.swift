/// One problem a `doctor` finding lists: its `description` is the English line, in the words of what
/// found it, and the type that found it (a damaged row, a widget part, a spend total) lets the app
/// say it again in the person's language.
///
/// A line that has no type of its own (SQLite's `quick_check` words) is a `String`.
public protocol DoctorItem: Sendable, CustomStringConvertible {}

extension String: DoctorItem {}
