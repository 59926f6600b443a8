import WidgetContract
import WidgetTimeline

extension HostPhrase {
    /// Why the widget could not use a file of the container, in the host's words: the file, what
    /// was wrong, and, for a file that does not decode, which rule of the contract it broke. The
    /// validator's own detail inside (a JSON parser's reason, a rule's wording) stays as it comes:
    /// it names JSON, not anything the person typed.
    static func loadProblem(_ problem: LoadProblem) -> HostPhrase {
        let file: HostPhrase = switch problem.file {
        case .snapshot: .message(.loadSnapshotFile)
        case .part(let name): .message(.loadPartFile, ["name": SafeText.quoted(name)])
        }
        let phrases = ["file": file]
        return switch problem.issue {
        case let .tooLarge(size, limit):
            .message(.loadTooLarge, ["size": "\(size)", "limit": "\(limit)"], phrases: phrases)
        case .unreadable(let code):
            .message(.loadUnreadable, ["code": "\(code)"], phrases: phrases)
        case .undecodable(.unsupportedVersion(let found, let highest)):
            .message(.loadUnsupportedVersion, ["found": "\(found)", "highest": "\(highest)"], phrases: phrases)
        case .undecodable(.invalid(let invalid)):
            .message(.loadInvalid, phrases: phrases.merging(["problem": snapshotProblem(invalid)]) { given, _ in given })
        case .anotherWidgets(let kind):
            .message(.loadAnotherWidgets, ["kind": kind.rawValue], phrases: phrases)
        case .misnamed:
            .message(.loadMisnamed, phrases: phrases)
        case .vehiclePartMissing(let vehicleId):
            .message(.loadVehiclePartMissing, ["vehicle": SafeText.quoted(vehicleId)], phrases: phrases)
        case .unknownTimeZone(let zone):
            .message(.loadUnknownTimeZone, ["zone": SafeText.quoted(zone)], phrases: phrases)
        }
    }

    /// The rule of the contract a file broke.
    static func snapshotProblem(_ problem: SnapshotProblem) -> HostPhrase {
        switch problem {
        case let .notUTF8(offset, reason): .message(.problemNotUTF8, ["offset": "\(offset)", "reason": reason])
        case .notJSON(let reason): .message(.problemNotJSON, ["reason": reason])
        case .duplicateKey(let path): .message(.problemDuplicateKey, ["path": path])
        case .wrongKind(let found): .message(.problemWrongKind, ["found": found])
        case .missingField(let path): .message(.problemMissingField, ["path": path])
        case let .wrongType(path, expected): .message(.problemWrongType, ["path": path, "expected": expected])
        case let .invalidValue(path, reason): .message(.problemInvalidValue, ["path": path, "reason": reason])
        case .brokenInvariant(let rule): .message(.problemBrokenInvariant, ["rule": rule])
        }
    }
}
