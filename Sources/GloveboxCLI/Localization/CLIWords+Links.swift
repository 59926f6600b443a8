import WidgetContract

/// Why a link cannot be opened, in the person's language (`DeepLinkError` keeps the English for the
/// app's other readers). Every value comes from the link, so it is quoted by `SafeText` as there.
extension CLIWords {
    /// `can't open this link: …`.
    func linkRefusal(_ error: DeepLinkError) -> String {
        text(.linkCannotOpen, ["reason": linkReason(error)])
    }

    private func linkReason(_ error: DeepLinkError) -> String {
        let q = SafeText.quoted
        return switch error {
        case .tooLong(let bytes): text(.linkTooLong, ["bytes": count(bytes)])
        case .otherScheme(let scheme): text(.linkOtherScheme, ["scheme": q(scheme)])
        case .malformed(let malformation): linkMalformation(malformation)
        case .unknownDestination(let name): text(.linkUnknownDestination, ["name": q(name)])
        case .invalidIdentifier(let id): text(.linkInvalidIdentifier, ["id": q(id)])
        case .invalidParameter(let name, let value): text(.linkInvalidParameter, ["name": q(name), "value": q(value)])
        case .unknownParameter(let name): text(.linkUnknownParameter, ["name": q(name)])
        case .repeatedParameter(let name): text(.linkRepeatedParameter, ["name": q(name)])
        case .missingParameter(let name): text(.linkMissingParameter, ["name": q(name)])
        }
    }

    private func linkMalformation(_ malformation: DeepLinkMalformation) -> String {
        switch malformation {
        case .unsafeCharacters: text(.linkUnsafeCharacters)
        case .noScheme: text(.linkNoScheme)
        case .fragment: text(.linkFragment)
        case .noDestination: text(.linkNoDestination)
        case .idCount(let expected, let found): plural(.linkIdCount, count: expected, ["found": count(found)])
        case .formNotNew: text(.linkFormNotNew)
        case .emptyQuery: text(.linkEmptyQuery)
        case .itemNotNameValue(let item): text(.linkItemNotNameValue, ["item": SafeText.quoted(item)])
        case .itemBadPercentEncoding(let item): text(.linkItemBadPercentEncoding, ["item": SafeText.quoted(item)])
        }
    }
}
