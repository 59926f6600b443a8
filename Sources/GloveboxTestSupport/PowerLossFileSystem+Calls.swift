import Foundation
import SharedContainer

extension PowerLossFileSystem {
    /// Opens a directory that exists in memory.
    public func openDirectory(_ path: String) throws(FileSystemError) -> Int32 {
        try enter()
        return try locked { () throws(FileSystemError) in
            guard directories[path] != nil else { throw FileSystemError(code: ENOENT) }
            return allocate(.directory(path))
        }
    }

    /// Opens a directory or a file by path, as `open(2)` with its flags.
    public func open(_ path: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        try enter()
        return try locked { () throws(FileSystemError) in
            if directories[path] != nil { return allocate(.directory(path)) }
            let (directory, name) = split(path)
            return try openLocked(name, in: directory, flags: flags, mode: mode)
        }
    }

    /// Opens a file in a directory, as `openat(2)` with its flags.
    public func open(_ name: String, in directory: Int32, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        try enter()
        return try locked { () throws(FileSystemError) in
            try openLocked(name, in: try directoryPath(directory), flags: flags, mode: mode)
        }
    }

    func openLocked(_ name: String, in directory: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        guard let entries = directories[directory]?.entries else { throw FileSystemError(code: ENOENT) }
        let number: Int
        if let existing = entries[name] {
            if flags & O_CREAT != 0 && flags & O_EXCL != 0 { throw FileSystemError(code: EEXIST) }
            number = existing
            if flags & O_TRUNC != 0 { inodes[number]!.data = [] }
        } else {
            guard flags & O_CREAT != 0 else { throw FileSystemError(code: ENOENT) }
            number = nextInode
            nextInode += 1
            inodes[number] = Inode(data: [], synced: [], permissions: mode)
            change(directory) { $0[name] = number }
        }
        return allocate(.file(inode: number, offset: 0, append: flags & O_APPEND != 0))
    }

    /// Writes at the offset (or the end, for appends); nothing is durable until `synchronize`.
    public func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(FileSystemError) -> Int {
        try enter()
        return try locked { () throws(FileSystemError) in
            guard case .file(let number, var offset, let append) = descriptors[descriptor] else {
                throw FileSystemError(code: EBADF)
            }
            var data = inodes[number]!.data
            if append { offset = data.count }
            if data.count < offset { data += [UInt8](repeating: 0, count: offset - data.count) }
            let end = offset + bytes.count
            if data.count < end { data += [UInt8](repeating: 0, count: end - data.count) }
            data.replaceSubrange(offset..<end, with: bytes)
            inodes[number]!.data = data
            descriptors[descriptor] = .file(inode: number, offset: end, append: append)
            return bytes.count
        }
    }

    /// Reads at the offset and moves it on.
    public func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        try enter()
        return try locked { () throws(FileSystemError) in
            guard case .file(let number, let offset, let append) = descriptors[descriptor] else {
                throw FileSystemError(code: EBADF)
            }
            let count = copy(number, from: offset, into: buffer)
            descriptors[descriptor] = .file(inode: number, offset: offset + count, append: append)
            return count
        }
    }

    /// Reads at `offset`.
    public func read(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int
    ) throws(FileSystemError) -> Int {
        try enter()
        return try locked { () throws(FileSystemError) in
            guard case .file(let number, _, _) = descriptors[descriptor] else { throw FileSystemError(code: EBADF) }
            return copy(number, from: offset, into: buffer)
        }
    }

    func copy(_ number: Int, from offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let data = inodes[number]!.data
        let count = max(0, min(buffer.count, data.count - offset))
        if count > 0 { buffer.copyBytes(from: data[offset..<offset + count]) }
        return count
    }

    /// Makes a file's data, or a directory's entries, durable.
    public func synchronize(_ descriptor: Int32) throws(FileSystemError) {
        try enter()
        try locked { () throws(FileSystemError) in
            switch descriptors[descriptor] {
            case .file(let number, _, _): inodes[number]!.synced = inodes[number]!.data
            case .directory(let path): directories[path]!.history = [directories[path]!.entries]
            case nil: throw FileSystemError(code: EBADF)
            }
        }
    }

    /// Forgets the descriptor.
    public func close(_ descriptor: Int32) throws(FileSystemError) {
        try enter()
        try locked { () throws(FileSystemError) in
            guard descriptors.removeValue(forKey: descriptor) != nil else { throw FileSystemError(code: EBADF) }
        }
    }

    /// Renames within one directory; durable at the directory's `synchronize`.
    public func rename(_ name: String, to newName: String, in directory: Int32) throws(FileSystemError) {
        try enter()
        try locked { () throws(FileSystemError) in
            let path = try directoryPath(directory)
            guard let number = directories[path]!.entries[name] else { throw FileSystemError(code: ENOENT) }
            change(path) {
                $0[name] = nil
                $0[newName] = number
            }
        }
    }

    /// Removes a name; durable at the directory's `synchronize`.
    public func unlink(_ name: String, in directory: Int32) throws(FileSystemError) {
        try enter()
        try locked { () throws(FileSystemError) in
            let path = try directoryPath(directory)
            guard directories[path]!.entries[name] != nil else { throw FileSystemError(code: ENOENT) }
            change(path) { $0[name] = nil }
        }
    }

    /// Grants the lock at once: the simulated disk has one process, so no one else can hold it.
    public func lockExclusively(_ descriptor: Int32) throws(FileSystemError) {
        try enter()
        try locked { () throws(FileSystemError) in
            guard descriptors[descriptor] != nil else { throw FileSystemError(code: EBADF) }
        }
    }

    /// The kind, permissions and size of an open file or directory.
    public func status(of descriptor: Int32) throws(FileSystemError) -> FileStatus {
        try enter()
        return try locked { () throws(FileSystemError) in
            switch descriptors[descriptor] {
            case .file(let number, _, _):
                let inode = inodes[number]!
                return FileStatus(kind: .regular, permissions: inode.permissions, size: inode.data.count, owner: 0)
            case .directory:
                return FileStatus(kind: .directory, permissions: 0o700, size: 0, owner: 0)
            case nil:
                throw FileSystemError(code: EBADF)
            }
        }
    }

    /// The kind, permissions and size at a path.
    public func status(ofPath path: String) throws(FileSystemError) -> FileStatus {
        try enter()
        return try locked { () throws(FileSystemError) in
            if directories[path] != nil { return FileStatus(kind: .directory, permissions: 0o700, size: 0, owner: 0) }
            let (directory, name) = split(path)
            guard let number = directories[directory]?.entries[name], let inode = inodes[number] else {
                throw FileSystemError(code: ENOENT)
            }
            return FileStatus(kind: .regular, permissions: inode.permissions, size: inode.data.count, owner: 0)
        }
    }

    /// Creates an empty directory.
    public func makeDirectory(_ path: String, mode: UInt32) throws(FileSystemError) {
        try enter()
        try locked { () throws(FileSystemError) in
            guard directories[path] == nil else { throw FileSystemError(code: EEXIST) }
            directories[path] = Directory(history: [[:]])
        }
    }

    /// Counts the call; permissions of directories are not modelled.
    public func changeMode(_ path: String, to mode: UInt32) throws(FileSystemError) {
        try enter()
    }

    /// Always true: every directory is writable here.
    public func isWritableDirectory(_ path: String) -> Bool { true }

    /// The names in a directory, sorted.
    public func entries(ofDirectory path: String) throws(FileSystemError) -> [String] {
        try enter()
        return try locked { () throws(FileSystemError) in
            guard let entries = directories[path]?.entries else { throw FileSystemError(code: ENOENT) }
            return entries.keys.sorted()
        }
    }

    /// Root: every file is owned by user 0 here.
    public var effectiveUserID: UInt32 { 0 }
}
