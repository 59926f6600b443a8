import Foundation

/// What a benchmark ran on and how busy the machine was, for the report beside the numbers.
public struct MachineFacts: Codable, Sendable {
    /// Online processors.
    public var processors: Int
    /// The CPU's model name from `/proc/cpuinfo`.
    public var cpuModel: String
    /// Physical memory in kibibytes from `/proc/meminfo`.
    public var memoryKiB: Int
    /// The 1-minute load average when the benchmark started.
    public var loadAverageBefore: Double
    /// The 1-minute load average when it ended (other work on the machine shows up here).
    public var loadAverageAfter: Double

    /// Reads the facts now; `loadAverageAfter` is filled in by `finish()`.
    public static func read() -> MachineFacts {
        let load = loadAverage()
        return MachineFacts(
            processors: ProcessInfo.processInfo.activeProcessorCount,
            cpuModel: field("model name", in: "/proc/cpuinfo") ?? "unknown",
            memoryKiB: Int((field("MemTotal", in: "/proc/meminfo") ?? "").filter(\.isNumber)) ?? 0,
            loadAverageBefore: load, loadAverageAfter: load)
    }

    /// Records the load average at the end.
    public mutating func finish() {
        loadAverageAfter = Self.loadAverage()
    }

    /// The 1-minute load average, or -1 when `/proc/loadavg` cannot be read.
    public static func loadAverage() -> Double {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").first.flatMap { Double($0) } ?? -1
    }

    static func field(_ name: String, in path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// One line for the tables.
    public var summaryLine: String {
        String(
            format: "Machine: %d processors, %@, %.1f GiB RAM; 1-minute load average %.2f before, %.2f after.\n",
            processors, cpuModel, Double(memoryKiB) / 1_048_576, loadAverageBefore, loadAverageAfter)
    }
}
