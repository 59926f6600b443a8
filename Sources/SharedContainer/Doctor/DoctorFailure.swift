/// An error a `doctor` check met, kept as the error it is so that the command line says it in the
/// person's language where it knows its type (the store's, the container's, the app's), and in its
/// own words otherwise.
///
/// Findings are compared by what they tell the user: two failures are equal when they say the same.
public struct DoctorFailure: Hashable, Sendable, CustomStringConvertible {
    /// The error the check met.
    public let error: any Error

    /// The failure that `error` is.
    public init(_ error: any Error) {
        self.error = error
    }

    /// The error's own words.
    public var description: String { "\(error)" }

    public static func == (lhs: DoctorFailure, rhs: DoctorFailure) -> Bool {
        lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}
