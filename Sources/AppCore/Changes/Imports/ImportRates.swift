import Foundation
import GarageStorage

/// Stores published exchange rates (the ECB's), replacing any stored for the same currency and day;
/// returns how many were new.
public struct ImportRates: LogbookChange {
    /// The parsed file.
    public var parsed: ECBRatesParser.Result

    /// An import of parsed rates.
    public init(_ parsed: ECBRatesParser.Result) {
        self.parsed = parsed
    }

    /// An import of the ECB's CSV file at `path` (`eurofxref-hist.csv`), read and parsed before any
    /// transaction starts.
    public init(file path: String) throws {
        let text = try ImportFile.text(at: path)
        self.init(try ECBRatesParser(fileName: (path as NSString).lastPathComponent).parse(text))
    }

    public var label: String { "rates import" }

    public var isJournaled: Bool { false }

    public func apply(in context: ChangeContext) throws -> Int {
        try context.store.rates.insert(parsed.rates)
    }
}
