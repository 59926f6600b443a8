#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif

/// A BCP 47 language tag (RFC 5646) such as `pt-PT`, `de-CH-1996` or `zh-Hant-TW`, checked the
/// way a user's choice of locale must be: well formed, and naming a language and a region that
/// exist.
///
/// Checked: the subtags' shapes and order (language, optional script, region, variants,
/// extensions, private use), no repeated variant or extension, and the language and region codes
/// against the ISO 639 and ISO 3166 / UN M.49 lists this system's ICU knows (which holds every
/// code CLDR has data for, `tlh` included). Scripts, variants and extensions are checked by shape
/// only. Extended language subtags (`zh-yue`), grandfathered tags (`i-klingon`) and tags that are
/// only private use (`x-mine`) are refused: each has a plain form (`yue`, `tlh`) or names no
/// language. `_` is read as `-`, as POSIX locale names write it.
///
/// ```swift
/// let tag = try LanguageTag(parsing: "pt_BR")   // "pt-BR"
/// Language(matching: tag)                         // .portuguesePortugal
/// ```
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    /// The longest tag accepted: a language, script, region, two variants and an extension fit.
    public static let maximumLength = 64

    /// The tag as written, with `-` between subtags (`pt-BR`).
    public let text: String
    /// The ISO 639 language code, lower case (`pt`).
    public let language: String
    /// The ISO 15924 script code, if any (`Hant`).
    public let script: String?
    /// The ISO 3166 or UN M.49 region code, upper case (`BR`, `419`), if any.
    public let region: String?

    /// Parses `text`, refusing it with the reason when it is not a valid tag.
    public init(parsing text: String) throws(LanguageTagError) {
        guard !text.isEmpty else { throw .empty }
        guard text.utf8.count <= Self.maximumLength else { throw .tooLong(text.utf8.count) }
        let normalized = text.replacing("_", with: "-")
        let subtags = normalized.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        for subtag in subtags {
            guard !subtag.isEmpty else { throw .emptySubtag }
            guard subtag.utf8.count <= 8, subtag.unicodeScalars.allSatisfy(Self.isASCIIAlphanumeric) else {
                throw .malformedSubtag(subtag)
            }
        }
        var index = 0
        let first = subtags[0]
        guard Self.isLetters(first), (2...3).contains(first.count) else {
            if first.count == 1 { throw .noLanguage(first) }
            throw .unknownLanguage(first)
        }
        let language = first.lowercased()
        guard Self.languageCodes.contains(language) else { throw .unknownLanguage(first) }
        index += 1
        var script: String?
        if index < subtags.count, subtags[index].count == 4, Self.isLetters(subtags[index]) {
            script = subtags[index].prefix(1).uppercased() + subtags[index].dropFirst().lowercased()
            index += 1
        }
        var region: String?
        if index < subtags.count, Self.isRegionShaped(subtags[index]) {
            let code = subtags[index].uppercased()
            guard Self.regionCodes.contains(code) else { throw .unknownRegion(subtags[index]) }
            region = code
            index += 1
        }
        var variants: Set<String> = []
        while index < subtags.count, Self.isVariantShaped(subtags[index]) {
            guard variants.insert(subtags[index].lowercased()).inserted else { throw .repeated(subtags[index]) }
            index += 1
        }
        var singletons: Set<String> = []
        while index < subtags.count {
            let singleton = subtags[index].lowercased()
            guard singleton.count == 1 else { throw .misplacedSubtag(subtags[index]) }
            guard singletons.insert(singleton).inserted else { throw .repeated(subtags[index]) }
            index += 1
            let start = index
            // Private use (`x-…`) takes every remaining subtag of 1 to 8 characters; an extension
            // takes subtags of 2 to 8 up to the next singleton.
            while index < subtags.count, singleton == "x" ? true : subtags[index].count >= 2 {
                index += 1
            }
            guard index > start else { throw .emptyExtension(subtags[start - 1]) }
        }
        self.text = normalized
        self.language = language
        self.script = script
        self.region = region
    }

    /// The tag as written (`pt-BR`).
    public var description: String { text }

    private static let languageCodes = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))
    private static let regionCodes = Set(Locale.Region.isoRegions.map(\.identifier))

    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    private static func isLetters(_ subtag: String) -> Bool {
        subtag.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }

    private static func isDigits(_ subtag: String) -> Bool {
        subtag.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }

    /// Two letters or three digits.
    private static func isRegionShaped(_ subtag: String) -> Bool {
        (subtag.count == 2 && isLetters(subtag)) || (subtag.count == 3 && isDigits(subtag))
    }

    /// Five to eight characters, or four starting with a digit.
    private static func isVariantShaped(_ subtag: String) -> Bool {
        (5...8).contains(subtag.count) || (subtag.count == 4 && subtag.first?.isNumber == true)
    }
}
