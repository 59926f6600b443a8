import Foundation

/// Damages a closed SQLite file as a failing disk would: whole pages overwritten with junk.
public enum DamagedFile {
    /// Why a page could not be damaged.
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    /// Overwrites one page (numbered from 1, as SQLite numbers them) with junk. Page 1 is refused:
    /// it holds the header, and a test damaging it tests nothing but the header check.
    ///
    /// Name the page by what it holds (`SELECT rootpage FROM sqlite_schema WHERE name = …`), never
    /// by its place in the file: the schema's own pages move as the schema grows.
    public static func overwritePage(_ page: Int, of path: String, pageSize: Int = 4_096) throws {
        guard page > 1 else { throw Refusal(description: "page \(page) is not a page after the header") }
        guard let handle = FileHandle(forUpdatingAtPath: path) else { throw Refusal(description: "cannot open '\(path)'") }
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64((page - 1) * pageSize))
        try handle.write(contentsOf: Data(repeating: 0x5A, count: pageSize))
    }
}
