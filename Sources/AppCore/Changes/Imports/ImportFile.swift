import Foundation
import GarageStorage

/// Reads a file the user asked to import.
enum ImportFile {
    /// The file's text: `unreadableFile` when it cannot be read, an `ImportError` when it is not UTF-8.
    static func text(at path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw AppError.unreadableFile(path) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ImportError(file: (path as NSString).lastPathComponent, line: 0, column: 0, problem: .notUTF8)
        }
        return text
    }
}
