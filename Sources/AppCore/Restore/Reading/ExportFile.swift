import Foundation

/// An export document on disk, read section by section: ``scan(path:file:chunkSize:)`` reads the whole file
/// once, checking that it is one JSON object, and notes where each top-level field's value starts
/// (its ``Layout``); then each section is read by seeking to it, one record at a time, as often as
/// a restore needs. Memory holds one record, never the document.
final class ExportFile {
    /// Where each top-level field of a document starts, and which file it was found in.
    struct Layout: Sendable, Equatable {
        /// A field's value: its offset and its first byte (which says its type).
        struct Value: Sendable, Equatable {
            var offset: Int
            var opener: UInt8
        }

        /// The top-level fields by name.
        var fields: [String: Value]
        /// The file it was read from, and the checksum of its bytes, to tell if it changed since.
        var identity: FileIdentity
        var checksum: FileChecksum
    }

    let reader: JSONFileReader
    let layout: Layout

    /// The file the user named.
    var file: String { reader.file }

    private init(reader: JSONFileReader, layout: Layout) {
        self.reader = reader
        self.layout = layout
    }

    /// Reads the document at `path` once, whole, checking its syntax (`RestoreError.notJSON`,
    /// also for a top level that is not an object) and noting where each top-level field starts;
    /// `file` is the name errors give it. A top-level field named twice is refused.
    /// (`chunkSize`: see ``JSONFileReader``.)
    static func scan(path: String, file: String, chunkSize: Int = JSONFileReader.defaultChunkSize) throws -> ExportFile {
        let identity = try FileIdentity(path: path, file: file)
        let reader = try JSONFileReader(path: path, file: file, chunkSize: chunkSize)
        var fields: [String: Layout.Value] = [:]
        var repeated: String?
        guard let opener = try reader.peek() else { throw RestoreError.notJSON(file: file, reason: "the file is empty") }
        guard opener == UInt8(ascii: "{") else {
            try reader.skipValue()
            try reader.expectEnd()
            throw RestoreError.notJSON(file: file, reason: "the top level is not an object")
        }
        try reader.beginObject()
        var first = true
        do {
            while let name = try reader.nextMember(&first) {
                guard let opener = try reader.peek() else { throw reader.fault("the document ends where a value should be") }
                if fields.updateValue(Layout.Value(offset: reader.offset, opener: opener), forKey: name) != nil {
                    repeated = repeated ?? name
                }
                try reader.skipValue()
            }
        } catch is JSONFileReader.StringTooLong {
            throw RestoreError.notJSON(file: file, reason: "a field name is longer than \(JSONFileReader.longestString) bytes")
        }
        try reader.expectEnd()
        // After the syntax, so that a document cut short is reported as that.
        if let repeated { throw RestoreError.invalid(file: file, path: repeated, reason: "the field is there twice") }
        // Read from start to end without a seek: the checksum is the whole file's.
        return ExportFile(reader: reader, layout: Layout(fields: fields, identity: identity, checksum: reader.checksum))
    }

    /// Opens the document at `path` again with the layout a scan found, refusing it if the file
    /// changed since (`RestoreError.changed`).
    static func reopen(
        path: String, file: String, layout: Layout, chunkSize: Int = JSONFileReader.defaultChunkSize
    ) throws -> ExportFile {
        let opened = ExportFile(reader: try JSONFileReader(path: path, file: file, chunkSize: chunkSize), layout: layout)
        guard try FileIdentity(path: path, file: file) == layout.identity else { throw RestoreError.changed(file: file) }
        return opened
    }

    /// Refuses the file if it no longer holds the bytes the scan read, reading it once more whole:
    /// a file written to within the file system's timestamp resolution keeps its size and time.
    func checkUnchanged(path: String) throws {
        let again = try JSONFileReader(path: path, file: file, chunkSize: reader.chunkSize)
        try again.readToEnd()
        guard again.checksum == layout.checksum, try FileIdentity(path: path, file: file) == layout.identity else {
            throw RestoreError.changed(file: file)
        }
    }

    /// The value of a small top-level field (the kind, the version, the account, the preferences)
    /// read whole, or `nil` when the document does not have it.
    func value(of field: LogbookExport.Field) throws -> JSONValue? {
        guard let value = layout.fields[field.rawValue] else { return nil }
        try reader.seek(to: value.offset)
        do {
            return try reader.readValue()
        } catch is JSONFileReader.StringTooLong {
            throw RestoreError.invalid(file: file, path: field.rawValue, reason: ExportRecords.tooLong)
        }
    }

    /// Refuses a section that is missing or not an array.
    func checkSection(_ field: LogbookExport.Field) throws(RestoreError) {
        guard let value = layout.fields[field.rawValue] else {
            throw .invalid(file: file, path: field.rawValue, reason: "required field is missing")
        }
        guard value.opener == UInt8(ascii: "[") else { throw .invalid(file: file, path: field.rawValue, reason: "must be an array") }
    }

    /// The records of a section, from its first (``checkSection(_:)`` first).
    func records(of field: LogbookExport.Field) throws -> ExportRecords {
        try checkSection(field)
        // Safe: checked just above.
        try reader.seek(to: layout.fields[field.rawValue]!.offset)
        try reader.beginArray()
        return ExportRecords(field: field, reader: reader)
    }
}

/// The records of one section, one at a time (a cursor of the file's one reader: read one
/// section at a time).
struct ExportRecords {
    static let tooLong = "holds a text longer than \(JSONFileReader.longestString) bytes, more than any field holds"

    let field: LogbookExport.Field
    let reader: JSONFileReader
    private var first = true
    /// How many records were read so far.
    private(set) var count = 0

    init(field: LogbookExport.Field, reader: JSONFileReader) {
        self.field = field
        self.reader = reader
    }

    /// The next record, read whole as an object, with its place; `nil` after the last. With
    /// `keeping`, only those fields are read and the others skipped (a damaged row's stored columns
    /// can be of any size).
    mutating func next(keeping: [String]? = nil) throws -> (object: JSONObject, place: RecordPlace)? {
        guard try reader.nextElement(&first) else { return nil }
        let place = RecordPlace(field, count)
        count += 1
        let value: JSONValue
        do {
            if let keeping {
                value = try members(keeping: keeping)
            } else {
                value = try reader.readValue()
            }
        } catch is JSONFileReader.StringTooLong {
            throw RestoreError.invalid(file: reader.file, path: place.path, reason: Self.tooLong)
        }
        return (try JSONObject(value, at: place.path, file: reader.file), place)
    }

    private func members(keeping names: [String]) throws -> JSONValue {
        guard try reader.peek() == UInt8(ascii: "{") else { return try reader.readValue() }
        try reader.beginObject()
        var members: [(key: String, value: JSONValue)] = []
        var first = true
        while let name = try reader.nextMember(&first) {
            if names.contains(name) {
                members.append((name, try reader.readValue()))
            } else {
                try reader.skipValue()
            }
        }
        return .object(members)
    }
}

/// Which file a path names and what it holds, as far as `stat` tells: a file put in its place, or
/// one written to, is another.
struct FileIdentity: Sendable, Equatable {
    var device: Int
    var inode: Int
    var size: Int
    var modified: Date

    /// The identity of the regular file at `path`; refused (`AppError.unreadableFile`) when there
    /// is none: a restore reads its file more than once, so it must be one it can read again.
    init(path: String, file: String) throws {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let device = (attributes[.systemNumber] as? NSNumber)?.intValue,
              let inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue,
              let size = (attributes[.size] as? NSNumber)?.intValue,
              let modified = attributes[.modificationDate] as? Date
        else { throw AppError.unreadableFile(file) }
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
    }
}
