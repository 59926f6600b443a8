import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import SnapshotBuilding

/// ``CanonicalBytes``, the bytes the widget kinds' content hashes are taken of: equal exactly
/// when the values encode alike, whatever their shape, and refused for what has no order.
@Suite struct CanonicalBytesTests {
    /// A value of any shape, encoded as its case says: the random trees below.
    indirect enum Node: Encodable, Equatable, CustomStringConvertible {
        case text(String)
        case number(Int)
        case fraction(Double)
        case flag(Bool)
        case null
        case list([Node])
        /// Fields in the order given; a `nil` field is left out, as `encodeIfPresent` leaves it.
        case object([(String, Node?)])
        /// Two nested containers written in turns, as a hand-written `encode(to:)` may.
        case interleaved([Node], [Node])

        static func == (lhs: Node, rhs: Node) -> Bool {
            switch (lhs, rhs) {
            case (.text(let a), .text(let b)): a == b
            case (.number(let a), .number(let b)): a == b
            case (.fraction(let a), .fraction(let b)): a.bitPattern == b.bitPattern
            case (.flag(let a), .flag(let b)): a == b
            case (.null, .null): true
            case (.list(let a), .list(let b)): a == b
            case (.object(let a), .object(let b)):
                // A field left out is not there: only the present ones, in order, make the value.
                a.filter { $0.1 != nil }.map(\.0) == b.filter { $0.1 != nil }.map(\.0)
                    && a.compactMap(\.1) == b.compactMap(\.1)
            case (.interleaved(let a1, let a2), .interleaved(let b1, let b2)): a1 == b1 && a2 == b2
            default: false
            }
        }

        var description: String {
            switch self {
            case .text(let text): "\"\(text)\""
            case .number(let number): "\(number)"
            case .fraction(let value): "\(value)d"
            case .flag(let flag): "\(flag)"
            case .null: "null"
            case .list(let nodes): "[" + nodes.map(\.description).joined(separator: ",") + "]"
            case .object(let fields): "{" + fields.map { "\($0.0):\($0.1?.description ?? "-")" }.joined(separator: ",") + "}"
            case .interleaved(let a, let b): "<" + a.map(\.description).joined(separator: ",") + "|" + b.map(\.description).joined(separator: ",") + ">"
            }
        }

        struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(_ text: String) { stringValue = text }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .text(let text):
                var c = encoder.singleValueContainer()
                try c.encode(text)
            case .number(let number):
                var c = encoder.singleValueContainer()
                try c.encode(number)
            case .fraction(let value):
                var c = encoder.singleValueContainer()
                try c.encode(value)
            case .flag(let flag):
                var c = encoder.singleValueContainer()
                try c.encode(flag)
            case .null:
                var c = encoder.singleValueContainer()
                try c.encodeNil()
            case .list(let nodes):
                var c = encoder.unkeyedContainer()
                for node in nodes { try c.encode(node) }
            case .object(let fields):
                var c = encoder.container(keyedBy: Key.self)
                for (name, node) in fields { try c.encodeIfPresent(node, forKey: Key(name)) }
            case .interleaved(let first, let second):
                var c = encoder.container(keyedBy: Key.self)
                var a = c.nestedUnkeyedContainer(forKey: Key("a"))
                var b = c.nestedUnkeyedContainer(forKey: Key("b"))
                for index in 0..<max(first.count, second.count) {
                    if index < first.count { try a.encode(first[index]) }
                    if index < second.count { try b.encode(second[index]) }
                }
            }
        }

        /// Smaller nodes to try in place of this one when a failure is shrunk.
        var smaller: [Node] {
            switch self {
            case .text(let text): text.isEmpty ? [.null] : [.null, .text(String(text.dropLast()))]
            case .number(let number): number == 0 ? [.null] : [.null, .number(0)]
            case .fraction, .flag: [.null]
            case .null: []
            case .list(let nodes):
                [.null] + nodes + nodes.indices.map { index in .list(Array(nodes[..<index] + nodes[(index + 1)...])) }
            case .object(let fields):
                [.null] + fields.compactMap(\.1) + fields.indices.map { index in .object(Array(fields[..<index] + fields[(index + 1)...])) }
            case .interleaved(let a, let b):
                [.null, .list(a), .list(b)] + (a.isEmpty ? [] : [.interleaved(Array(a.dropLast()), b)])
                    + (b.isEmpty ? [] : [.interleaved(a, Array(b.dropLast()))])
            }
        }
    }

    /// A random node from a small alphabet, so that many distinct trees of the same few leaves
    /// are drawn and any two of them that the bytes could confuse are likely to meet.
    static func randomNode(_ random: inout SplitMix, depth: Int) -> Node {
        let choice = Int(random.next() % UInt64(depth > 0 ? 8 : 5))
        func children() -> [Node] {
            (0..<Int(random.next() % 3)).map { _ in randomNode(&random, depth: depth - 1) }
        }
        switch choice {
        case 0: return .text(["", "a", "ab"][Int(random.next() % 3)])
        case 1: return .number([1, 2][Int(random.next() % 2)])
        case 2: return .fraction([1.0, -0.0][Int(random.next() % 2)])
        case 3: return .flag(true)
        case 4: return .null
        case 5: return .list(children())
        case 6:
            return .object(children().map { node in
                (["a", "b"][Int(random.next() % 2)], random.next() % 4 == 0 ? nil : node)
            })
        default: return .interleaved(children(), children())
        }
    }

    /// The node's text with absent fields left out: equal exactly when the nodes are.
    static func normalized(_ node: Node) -> String {
        switch node {
        case .list(let nodes): "[" + nodes.map(normalized).joined(separator: ",") + "]"
        case .object(let fields):
            "{" + fields.compactMap { name, node in node.map { name + ":" + normalized($0) } }.joined(separator: ",") + "}"
        case .interleaved(let a, let b): "<" + a.map(normalized).joined(separator: ",") + "|" + b.map(normalized).joined(separator: ",") + ">"
        default: node.description
        }
    }

    /// Whether the bytes tell the pair apart exactly when the values differ.
    static func agrees(_ a: Node, _ b: Node) throws -> Bool {
        (try CanonicalBytes.of(a) == CanonicalBytes.of(b)) == (a == b)
    }

    /// Shrinks a failing pair while it still fails, one smaller node at a time.
    static func shrink(_ a: Node, _ b: Node) throws -> (Node, Node) {
        var (a, b) = (a, b)
        var improved = true
        while improved {
            improved = false
            for candidate in a.smaller where try !agrees(candidate, b) {
                a = candidate
                improved = true
                break
            }
            if improved { continue }
            for candidate in b.smaller where try !agrees(a, candidate) {
                b = candidate
                improved = true
                break
            }
        }
        return (a, b)
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func bytesAreEqualExactlyWhenTheValuesAre(seed: UInt64) throws {
        var random = SplitMix(seed: seed)
        var byBytes: [[UInt8]: Node] = [:]
        var byValue: [String: [UInt8]] = [:]
        for _ in 0..<20_000 {
            let node = Self.randomNode(&random, depth: 3)
            let bytes = try CanonicalBytes.of(node)
            let other: Node? =
                if let seen = byBytes[bytes], seen != node { seen }
                else if let seen = byValue[Self.normalized(node)], seen != bytes { byBytes[seen] }
                else { nil }
            if let other {
                let (small, big) = try Self.shrink(node, other)
                Issue.record("seed \(seed): \(small) and \(big) — values equal: \(small == big)")
                return
            }
            byBytes[bytes] = node
            byValue[Self.normalized(node)] = bytes
        }
        // The draw must hold many distinct values, and repeats of them, or it tests little.
        #expect(byValue.count > 2_000)
        #expect(byValue.count < 20_000)
    }

    @Test func shapesThatFlatTextWouldConfuseAreToldApart() throws {
        let pairs: [(Node, Node)] = [
            (.list([.text("ab"), .text("c")]), .list([.text("a"), .text("bc")])),
            (.object([("a", .number(1)), ("b", nil)]), .object([("a", nil), ("b", .number(1))])),
            (.object([("a", .null)]), .object([("a", nil)])),
            (.number(1), .text("1")),
            (.number(1), .fraction(1)),
            (.number(1), .flag(true)),
            (.fraction(0), .fraction(-0.0)),
            (.list([.list([.number(1)]), .number(2)]), .list([.list([.number(1), .number(2)])])),
            (.interleaved([.number(1)], [.number(2)]), .interleaved([.number(1), .number(2)], [])),
            (.object([("a", .number(1)), ("b", .number(2))]), .object([("b", .number(2)), ("a", .number(1))])),
        ]
        for (a, b) in pairs {
            #expect(try CanonicalBytes.of(a) != CanonicalBytes.of(b), "\(a) and \(b)")
        }
    }

    /// A value that takes two encoders from `superEncoder(forKey:)` first and fills them after, in
    /// either order: without each container naming the encoder that opened it, `{x: 1, y: 2}` filled
    /// x-then-y and `{x: 2, y: 1}` filled y-then-x would write the same bytes (review).
    struct LateSuperEncoders: Encodable {
        enum CodingKeys: String, CodingKey { case x, y }
        var x: Int
        var y: Int
        var fillsYFirst: Bool
        var unkeyed = false

        func encode(to encoder: any Encoder) throws {
            if unkeyed {
                var list = encoder.unkeyedContainer()
                let (first, second) = (list.superEncoder(), list.superEncoder())
                try fill(first, second)
            } else {
                var object = encoder.container(keyedBy: CodingKeys.self)
                let (first, second) = (object.superEncoder(forKey: .x), object.superEncoder(forKey: .y))
                try fill(first, second)
            }
        }

        private func fill(_ first: any Encoder, _ second: any Encoder) throws {
            var one = first.singleValueContainer()
            var other = second.singleValueContainer()
            if fillsYFirst {
                try other.encode(y)
                try one.encode(x)
            } else {
                try one.encode(x)
                try other.encode(y)
            }
        }
    }

    @Test(arguments: [false, true])
    func containersOfLateSuperEncodersNameTheirEncoder(unkeyed: Bool) throws {
        let a = LateSuperEncoders(x: 1, y: 2, fillsYFirst: false, unkeyed: unkeyed)
        let b = LateSuperEncoders(x: 2, y: 1, fillsYFirst: true, unkeyed: unkeyed)
        #expect(try CanonicalBytes.of(a) != CanonicalBytes.of(b))
        // The order of filling alone, the values being the same, does change the calls, and so the bytes.
        #expect(try CanonicalBytes.of(a) == CanonicalBytes.of(LateSuperEncoders(x: 1, y: 2, fillsYFirst: false, unkeyed: unkeyed)))
    }

    @Test func dictionariesAndSetsAreRefusedSinceTheirOrderChangesFromProcessToProcess() {
        struct Holder<Value: Encodable>: Encodable {
            let value: Value
        }
        #expect(throws: CanonicalBytes.Unordered.self) { try CanonicalBytes.of(["a": 1, "b": 2]) }
        #expect(throws: CanonicalBytes.Unordered.self) { try CanonicalBytes.of(Holder(value: Set(["a", "b"]))) }
        #expect(throws: CanonicalBytes.Unordered.self) { try CanonicalBytes.of([Holder(value: [1: "x"])]) }
        #expect(throws: Never.self) { try CanonicalBytes.of(Holder(value: [["a"], ["b"]])) }
    }

    @Test func everyKindsSectionOfABuiltGarageIsHashedAsItsCanonicalBytes() throws {
        for garage in [PinnedGarages.englishUnlocked, PinnedGarages.portugueseLocked] {
            let snapshot = garage.build()
            for kind in WidgetKind.allCases {
                let bytes = try CanonicalBytes.of(snapshot.section(for: kind))
                #expect(snapshot.contentHash(for: kind) == ContentDigest.blake2bHexDigest(bytes))
                // The same content built again gives the same bytes.
                #expect(try CanonicalBytes.of(garage.build().section(for: kind)) == bytes)
            }
        }
    }

    @Test func blake2bMatchesPythonsHashlib() throws {
        let inputs = [Data(), Data("abc".utf8), Data((0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })]
        for input in inputs {
            let expected = try PythonOracle.run(
                "import hashlib, sys; print(hashlib.blake2b(sys.stdin.buffer.read(), digest_size=32).hexdigest())",
                input: input
            ).trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(ContentDigest.blake2bHexDigest(input) == expected)
        }
    }
}
