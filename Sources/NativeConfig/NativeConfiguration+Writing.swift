import Foundation

extension NativeConfiguration {
    /// Writes every file under `directory`, creating folders; returns the paths written.
    ///
    /// Files that already hold the same bytes are left untouched, so regenerating does not
    /// disturb modification times that Xcode watches.
    @discardableResult
    public func write(to directory: URL) throws(NativeConfigError) -> [String] {
        var written: [String] = []
        for file in files() {
            let url = directory.appendingPathComponent(file.path)
            let bytes = Data(file.contents.utf8)
            if (try? Data(contentsOf: url)) == bytes { continue }
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try bytes.write(to: url)
            } catch {
                throw .cannotWrite(path: url.path, reason: error.localizedDescription)
            }
            written.append(file.path)
        }
        return written
    }
}
