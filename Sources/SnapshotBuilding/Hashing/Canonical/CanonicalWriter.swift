/// The byte format of ``CanonicalBytes``, written once: every item's tag, the container numbers, the
/// lengths and the scalars. ``CanonicalStream`` writes through it for any `Encodable`, and the
/// widget sections write through it directly (``CanonicalWritable``), so the two cannot disagree on
/// the format; `CanonicalWritingTests` holds them to the same items.
///
/// The bytes are a sequence of items, each starting with its tag: a container opened (its kind and
/// number, numbers given in the order containers are made), a write (the container's number, the
/// key for a keyed one, then the value: a tagged scalar, or a value mark whose contents are the
/// items that follow), and the end mark of a nested value. Every item's length is known from its
/// own bytes, so the bytes read back as the tree of calls, however a type nests or interleaves its
/// containers: two values give the same bytes only when they encode alike.
///
/// The bytes are kept in memory of its own rather than an array: an array checks that it is
/// uniquely referenced and has room on every append, and most items are a few appends of one byte
/// (48.8 against 40.2 M instructions for the hashes of four publishes at 50 vehicles, callgrind).
/// The writer is not copyable, so that memory has one owner, which frees it.
struct CanonicalWriter: ~Copyable {
    /// Where the bytes are, `count` of them written out of `capacity`.
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// The number the next container gets.
    private var nextContainer: UInt32 = 0
    /// The number the next encoder handed out by `superEncoder` gets.
    private var nextSuperEncoder: UInt32 = 0

    /// A writer with room for `capacity` bytes (at least 64) before it grows.
    init(capacity: Int = 16 * 1024) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The bytes so far, for as long as `body` runs.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// A copy of the bytes so far.
    var bytes: [UInt8] {
        withBytes { Array($0) }
    }

    /// Tags of what is written.
    enum Tag: UInt8 {
        case keyed = 0x01, unkeyed = 0x02, single = 0x03
        case value = 0x04, end = 0x05, write = 0x06
        /// A write's value is an encoder handed out by `superEncoder`, followed by its number; a
        /// container that encoder opens later is preceded by `fromSuper` and that number, so the
        /// bytes say which write each such container belongs to, whenever it is filled.
        case superEncoder = 0x07, fromSuper = 0x08
        case null = 0x10, bool = 0x11, signed = 0x12, unsigned = 0x13, double = 0x14, string = 0x15
    }

    /// Opens a container of `tag`'s kind, made by the encoder `superEncoder` handed out as
    /// `fromSuper` (`nil`: by any other), and returns its number.
    mutating func open(_ tag: Tag, fromSuper: UInt32? = nil) -> UInt32 {
        let number = nextContainer
        nextContainer &+= 1
        if let fromSuper { tagged(.fromSuper, length: fromSuper) }
        tagged(tag, length: number)
        return number
    }

    /// Writes the mark of a new encoder handed out by `superEncoder` as a write's value, and
    /// returns its number.
    mutating func superEncoderMark() -> UInt32 {
        let number = nextSuperEncoder
        nextSuperEncoder &+= 1
        tagged(.superEncoder, length: number)
        return number
    }

    /// Starts a write into container `container`, under `key` for a keyed one.
    mutating func write(in container: UInt32, key: String?) {
        tagged(.write, length: container)
        if let key { appendText(key) }
    }

    /// Starts a write into keyed container `container` under a key known when the program is
    /// built: the same bytes as ``write(in:key:)``, copied without making a `String`.
    mutating func write(in container: UInt32, named key: StaticString) {
        tagged(.write, length: container)
        key.withUTF8Buffer { utf8 in
            reserve(5 + utf8.count)
            storeLength(UInt32(truncatingIfNeeded: utf8.count))
            count += UnsafeMutableBufferPointer(start: base + count, count: utf8.count).initialize(fromContentsOf: utf8)
        }
    }

    /// Starts a write into unkeyed or single-value container `container`.
    mutating func writeElement(in container: UInt32) {
        tagged(.write, length: container)
    }

    /// The mark before a nested value's items.
    mutating func valueMark() {
        appendByte(Tag.value.rawValue)
    }

    /// The mark after a nested value's items.
    mutating func endMark() {
        appendByte(Tag.end.rawValue)
    }

    mutating func appendNull() {
        appendByte(Tag.null.rawValue)
    }

    mutating func append(_ value: Bool) {
        reserve(2)
        store(Tag.bool.rawValue)
        store(value ? 1 : 0)
    }

    mutating func appendSigned(_ value: Int64) {
        tagged(.signed, word: UInt64(bitPattern: value))
    }

    mutating func appendUnsigned(_ value: UInt64) {
        tagged(.unsigned, word: value)
    }

    mutating func append(_ value: Double) {
        tagged(.double, word: value.bitPattern)
    }

    /// A string value.
    mutating func append(_ value: String) {
        appendByte(Tag.string.rawValue)
        appendText(value)
    }

    private mutating func tagged(_ tag: Tag, length: UInt32) {
        reserve(6)
        store(tag.rawValue)
        storeLength(length)
    }

    private mutating func tagged(_ tag: Tag, word: UInt64) {
        reserve(9)
        store(tag.rawValue)
        var rest = word
        for _ in 0..<8 {
            store(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
    }

    /// A text: its UTF-8 length, then its UTF-8.
    private mutating func appendText(_ value: String) {
        let utf8 = value.utf8
        let length = utf8.count
        reserve(5 + length)
        storeLength(UInt32(truncatingIfNeeded: length))
        let (_, copied) = UnsafeMutableBufferPointer(start: base + count, count: length).initialize(from: utf8)
        count += copied
    }

    /// A length or a container's number, in as few bytes as it needs (LEB128: seven bits a byte,
    /// the high bit set on all but the last): most are one byte, and every byte is hashed. The
    /// caller has reserved five bytes.
    private mutating func storeLength(_ value: UInt32) {
        var rest = value
        while rest >= 0x80 {
            store(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        store(UInt8(rest))
    }

    private mutating func appendByte(_ byte: UInt8) {
        reserve(1)
        store(byte)
    }

    /// One byte into room already reserved.
    private mutating func store(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// Room for `extra` more bytes: twice the memory, or as much as asked, when there is not.
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(capacity * 2, count + extra)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.initialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }
}
