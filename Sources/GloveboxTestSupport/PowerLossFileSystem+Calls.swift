import Foundation
import SharedContainer

extension PowerLossFileSystem {
    public func openDirectory(_ path: String) throws(FileSystemError) -> Int32 {
        try enter()
        return try locked { () throws(FileSystemError) in
            guard directories[path] != nil else { throw FileSystemError(code: ENOENT) }
            return allocate(.directory(path))
        }
    }

    public func open(_ path: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        try enter()
        return try locked { () throws(FileSystemError) in
            if directories[path] != nil { return allocate(.directory(path)) }
            let (directory, name) = split(path)
            return try openLocked(name, in: directory, flags: flags, mode: mode)
        }
    }

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

    public func close(_ descriptor: Int32) throws(FileSystemError) {
        try enter()
        try locked { () throws(FileSystemError) in
            guard descriptors.removeValue(forKey: descriptor) != nil else { throw FileSystemError(code: EBADF) }
        }
    }

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

    public func unlink(_ name: String, in directory: Int32) throws(FileSystemError) {
        try enter()
        try locked { () throws(FileSystemError) in
            let path = try directoryPath(directory)
            guard directories[path]!.entries[name] != nil else { throw FileSystemError(code: ENOENT) }
            change(path) { $0[name] = nil }
        }
    }

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

    public func makeDirectory(_ path: String, mode: UInt32) throws(FileSystemError) {
        try enter()
        try locked { () throws(FileSystemError) in
            guard directories[path] == nil else { throw FileSystemError(code: EEXIST) }
            directories[path] = Directory(history: [[:]])
        }
    }

    public func changeMode(_ path: String, to mode: UInt32) throws(FileSystemError) {
        try enter()
    }

    public func isWritableDirectory(_ path: String) -> Bool { true }

    public func entries(ofDirectory path: String) throws(FileSystemError) -> [String] {
        try enter()
        return try locked { () throws(FileSystemError) in
            guard let entries = directories[path]?.entries else { throw FileSystemError(code: ENOENT) }
            return entries.keys.sorted()
        }
    }

    public var effectiveUserID: UInt32 { 0 }
}
