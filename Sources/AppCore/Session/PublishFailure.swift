/// What stopped a publish (or the removal of the published files), kept as the error it was, so
/// that the command line says it in the person's language (a disk that is full, a container it may
/// not write) instead of in the English its description was made of.
///
/// Two failures are equal when they say the same: the errors inside are of many types, and
/// ``AppError`` is compared by what it tells the user.
public struct PublishFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The error the publish met.
    public let error: any Error

    /// The failure that `error` is.
    public init(_ error: any Error) {
        self.error = error
    }

    /// The error's own words.
    public var description: String { "\(error)" }

    public static func == (lhs: PublishFailure, rhs: PublishFailure) -> Bool {
        lhs.description == rhs.description
    }
}
