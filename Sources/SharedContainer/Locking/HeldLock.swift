/// The publishing lock while this process holds it: the open descriptor of its file.
///
/// ``release()`` closes the descriptor, which releases the lock. A holder that is dropped
/// without it closes the descriptor when it is deinitialized, and a process that ends releases
/// the lock whatever it was doing.
public final class HeldLock {
    /// The lock file's path.
    public let path: String
    private let fileSystem: any FileSystem
    private var descriptor: Int32?

    init(path: String, descriptor: Int32, fileSystem: any FileSystem) {
        self.path = path
        self.descriptor = descriptor
        self.fileSystem = fileSystem
    }

    /// Whether this holder still holds the lock.
    public var isHeld: Bool { descriptor != nil }

    /// Releases the lock; a second call does nothing.
    public func release() {
        guard let descriptor else { return }
        self.descriptor = nil
        // close(2) gives up the descriptor even when it reports an error, and the lock with it.
        try? fileSystem.close(descriptor)
    }

    deinit {
        release()
    }
}
