import Foundation
import StableHashing

/// Self-checking file contents for crash and concurrency tests: a header naming a generation,
/// the body's length and its checksum, then a body derived from the generation.
///
/// A torn, truncated, empty or mixed file fails `generation(of:)`, so a test can tell "old or
/// new, complete" from anything else without remembering what it wrote.
public enum GenerationPayload {
    /// The contents for a generation, about `size` bytes long.
    public static func make(generation: Int, size: Int) -> Data {
        let unit = Array("generation \(generation);".utf8)
        let body = (0..<max(size, 1)).map { unit[$0 % unit.count] }
        let header = "glovebox-stress \(generation) \(body.count) \(String(checksum(body), radix: 16))\n"
        return Data(header.utf8) + Data(body)
    }

    /// The generation of complete, intact contents; `nil` for anything else.
    public static func generation(of data: Data) -> Int? {
        let bytes = [UInt8](data)
        guard let newline = bytes.firstIndex(of: 0x0A), newline < 120 else { return nil }
        let fields = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
        guard fields.count == 4, fields[0] == "glovebox-stress",
            let generation = Int(fields[1]), let length = Int(fields[2]),
            let sum = UInt64(fields[3], radix: 16)
        else { return nil }
        let body = Array(bytes[(newline + 1)...])
        guard body.count == length, checksum(body) == sum,
            body == Array(make(generation: generation, size: length).dropFirst(newline + 1))
        else { return nil }
        return generation
    }

    /// 64-bit FNV-1a.
    static func checksum(_ bytes: [UInt8]) -> UInt64 {
        FNV1a.hash(bytes)
    }
}
