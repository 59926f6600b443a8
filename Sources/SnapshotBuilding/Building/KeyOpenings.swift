/// The withheld texts' ASCII keys by their first two bytes, so that one pass over a text's folded
/// bytes finds which keys run in it, however many keys there are.
///
/// A key is at least two characters long (`PlateMatcher`), so every key has an opening. A bit per
/// possible pair of bytes answers "does any key open here?" at each position of the text; only
/// where one does are the keys that open so compared whole.
struct KeyOpenings {
    /// One bit per pair of bytes (the first byte high), set when some key opens with that pair.
    private var bits = [UInt64](repeating: 0, count: 65_536 / 64)
    /// The places (in the list the openings were made from) of the keys that open with each pair.
    private var places: [UInt16: [Int]] = [:]
    /// The keys, as given (`nil`: a key with other characters than ASCII, never looked for here).
    private let keys: [[UInt8]?]

    init(_ keys: [[UInt8]?]) {
        self.keys = keys
        for (place, key) in keys.enumerated() {
            guard let key, key.count >= 2 else { continue }
            let pair = Self.pair(key[0], key[1])
            bits[Int(pair >> 6)] |= 1 << UInt64(pair & 63)
            places[pair, default: []].append(place)
        }
    }

    /// For every key, in the order given, whether it runs somewhere in `bytes` (always `false` for a
    /// `nil` key or one shorter than two bytes).
    func keysPresent(in bytes: [UInt8]) -> [Bool] {
        var present = [Bool](repeating: false, count: keys.count)
        forEachRun(in: bytes, skipping: { present[$0] }) { place in
            present[place] = true
            return true
        }
        return present
    }

    /// Whether any key runs somewhere in `bytes`: ``keysPresent(in:)`` with a `true`, stopping at
    /// the first.
    func anyKeyPresent(in bytes: [UInt8]) -> Bool {
        var any = false
        forEachRun(in: bytes, skipping: { _ in false }) { _ in
            any = true
            return false
        }
        return any
    }

    /// Calls `found` with the place of each key that runs at a position of `bytes`, position by
    /// position, leaving out the places `skipping` names, until `found` answers `false`.
    private func forEachRun(in bytes: [UInt8], skipping: (Int) -> Bool, _ found: (Int) -> Bool) {
        guard bytes.count >= 2 else { return }
        for start in 0..<(bytes.count - 1) {
            let pair = Self.pair(bytes[start], bytes[start + 1])
            guard bits[Int(pair >> 6)] & (1 << UInt64(pair & 63)) != 0, let opening = places[pair] else { continue }
            for place in opening where !skipping(place) {
                guard let key = keys[place], start + key.count <= bytes.count,
                      bytes[start..<start + key.count].elementsEqual(key)
                else { continue }
                if !found(place) { return }
            }
        }
    }

    private static func pair(_ first: UInt8, _ second: UInt8) -> UInt16 {
        UInt16(first) << 8 | UInt16(second)
    }
}
