import Foundation

/// A fresh directory under the system's temporary directory, removed when the value goes away.
///
/// Tests create one in `init` and let it be removed with the suite instance.
public final class TemporaryDirectory: Sendable {
    /// The directory's location.
    public let url: URL

    /// Creates a uniquely named directory with mode 0700.
    public init(prefix: String = "glovebox-test") {
        let base = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
        let url = base.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(
            at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        self.url = url
    }

    /// The directory's path.
    public var path: String { url.path }

    /// A path inside the directory.
    public func appending(_ component: String) -> URL {
        url.appendingPathComponent(component)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
