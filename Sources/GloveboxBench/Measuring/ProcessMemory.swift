import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// This process's memory as Linux reports it: the resident set now and its high-water mark.
public enum ProcessMemory {
    /// `VmHWM` (peak resident set) in kibibytes, or `nil` where `/proc` does not say.
    public static func peakResidentKiB() -> Int? { statusField("VmHWM:") }

    /// `VmRSS` (resident set now) in kibibytes, or `nil` where `/proc` does not say.
    public static func residentKiB() -> Int? { statusField("VmRSS:") }

    /// Resets the peak to the current resident set (`echo 5 > /proc/self/clear_refs`, Linux 4.0+),
    /// so that the next `peakResidentKiB` covers only what ran since; `false` when refused.
    @discardableResult
    public static func resetPeak() -> Bool {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return write(descriptor, "5", 1) == 1
    }

    static func statusField(_ name: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            let digits = line.dropFirst(name.count).filter(\.isNumber)
            return Int(digits)
        }
        return nil
    }
}
