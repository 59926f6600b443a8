import CDBus

/// Appends typed arguments to a D-Bus message through libdbus's iterators, so every value goes out
/// with its D-Bus type and no text form has to be quoted.
public struct DBusMessageWriter {
    /// D-Bus type codes (the specification's ASCII letters; libdbus's macros are casts Swift cannot import).
    public enum TypeCode {
        /// `s`
        public static let string = Int32(UInt8(ascii: "s"))
        /// `u`
        public static let uint32 = Int32(UInt8(ascii: "u"))
        /// `i`
        public static let int32 = Int32(UInt8(ascii: "i"))
        /// `y`
        public static let byte = Int32(UInt8(ascii: "y"))
        /// `a`
        public static let array = Int32(UInt8(ascii: "a"))
        /// `v`
        public static let variant = Int32(UInt8(ascii: "v"))
        /// `e`: a dictionary entry, `{…}` in a signature.
        public static let dictEntry = Int32(UInt8(ascii: "e"))
    }

    private var iterator = DBusMessageIter()
    /// Whether libdbus ran out of memory on some append.
    private(set) var failed = false

    /// A writer at the end of `message`'s arguments.
    public init(message: OpaquePointer) {
        dbus_message_iter_init_append(message, &iterator)
    }

    private init(iterator: DBusMessageIter) {
        self.iterator = iterator
    }

    /// Appends a string.
    public mutating func append(_ text: String) {
        text.withCString { pointer in
            var value: UnsafePointer<CChar>? = pointer
            if dbus_message_iter_append_basic(&iterator, TypeCode.string, &value) == 0 { failed = true }
        }
    }

    /// Appends an unsigned 32-bit integer.
    public mutating func append(_ number: UInt32) {
        var value = number
        if dbus_message_iter_append_basic(&iterator, TypeCode.uint32, &value) == 0 { failed = true }
    }

    /// Appends a signed 32-bit integer.
    public mutating func append(_ number: Int32) {
        var value = number
        if dbus_message_iter_append_basic(&iterator, TypeCode.int32, &value) == 0 { failed = true }
    }

    /// Appends a byte.
    public mutating func append(_ byte: UInt8) {
        var value = byte
        if dbus_message_iter_append_basic(&iterator, TypeCode.byte, &value) == 0 { failed = true }
    }

    /// Appends a container of `type` (`signature` names its contents) filled by `body`.
    public mutating func container(_ type: Int32, signature: String?, _ body: (inout DBusMessageWriter) -> Void) {
        var inner = DBusMessageWriter(iterator: DBusMessageIter())
        let opened: dbus_bool_t = if let signature {
            signature.withCString { dbus_message_iter_open_container(&iterator, type, $0, &inner.iterator) }
        } else {
            dbus_message_iter_open_container(&iterator, type, nil, &inner.iterator)
        }
        guard opened != 0 else {
            failed = true
            return
        }
        body(&inner)
        if inner.failed { failed = true }
        if dbus_message_iter_close_container(&iterator, &inner.iterator) == 0 { failed = true }
    }

    /// Appends an `a{sv}` dictionary whose values are bytes or strings.
    public mutating func dictionary(_ entries: [(key: String, value: DBusHint)]) {
        container(TypeCode.array, signature: "{sv}") { array in
            for entry in entries {
                array.container(TypeCode.dictEntry, signature: nil) { pair in
                    pair.append(entry.key)
                    switch entry.value {
                    case .byte(let byte): pair.container(TypeCode.variant, signature: "y") { $0.append(byte) }
                    case .string(let text): pair.container(TypeCode.variant, signature: "s") { $0.append(text) }
                    }
                }
            }
        }
    }
}
