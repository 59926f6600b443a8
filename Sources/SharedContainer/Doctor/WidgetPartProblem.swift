import WidgetContract

/// What `doctor` finds wrong with one widget part file, named by its file name.
public enum WidgetPartProblem: DoctorItem, Hashable {
    /// No vehicle or kind of the snapshot has this part: left over from one that is gone.
    case leftOver(file: String)
    /// It decodes but does not show what the snapshot shows.
    case differs(file: String)
    /// It does not decode; `reason` is the decoder's own words.
    case undecodable(file: String, error: SnapshotDecodingError)
    /// It went away between listing and reading.
    case removedWhileChecked(file: String)
    /// It cannot be read; `reason` is the system's words for why.
    case unreadable(file: String, reason: String)
    /// It is larger than a widget reads.
    case tooLarge(file: String, bytes: Int, limit: Int)
    /// The snapshot gives it and it is not there.
    case missing(file: String)

    /// The English line, as `doctor` has always listed it.
    public var description: String {
        switch self {
        case .leftOver(let file): "\(file): no vehicle or kind of the snapshot has this part (left over)"
        case .differs(let file): "\(file): does not show what the snapshot shows"
        case let .undecodable(file, error): "\(file): \(error)"
        case .removedWhileChecked(let file): "\(file): removed while checked"
        case let .unreadable(file, reason): "\(file): unreadable: \(reason)"
        case let .tooLarge(file, bytes, limit): "\(file): \(bytes) bytes, over the \(limit) a widget reads"
        case .missing(let file): "\(file): missing (a widget configured so reads its kind's part instead)"
        }
    }
}
