extension String {
    /// `scalar` written `count` times (none when `count` is not positive): the same text as
    /// `String(repeating:count:)`, written into one buffer of UTF-8 at once.
    ///
    /// A text drawing repeats a scalar for every frame edge, padding and bar: `String(repeating:count:)`
    /// appends its text once per repetition (about 260 instructions each), which was 4 % of a cold
    /// render's instructions.
    init(repeatingScalar scalar: Unicode.Scalar, count: Int) {
        let unit = scalar.utf8
        let total = unit.count * Swift.max(count, 0)
        self.init(unsafeUninitializedCapacity: total) { buffer in
            var offset = 0
            while offset < total {
                for byte in unit {
                    buffer[offset] = byte
                    offset += 1
                }
            }
            return total
        }
    }
}
