#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SharedContainer
import WidgetContract

/// The `doctor` check of the widget parts: each part a widget reads is under the cap, decodes,
/// and is exactly what the snapshot beside it gives (``WidgetsSnapshot/parts()``), with no part
/// missing and none left over from a vehicle that is gone.
struct WidgetPartsCheck {
    /// The shared container's files.
    let files: SnapshotFiles

    /// The finding, given the snapshot on disk when it decoded; `nil` when there is neither a
    /// snapshot nor a part (the snapshot's own finding says what to do then).
    func finding(snapshot: WidgetsSnapshot?) -> DoctorFinding? {
        let names: [String]
        do throws(FileSystemError) {
            names = try files.fileSystem.entries(ofDirectory: files.directory).filter(WidgetPart.isPartFileName).sorted()
        } catch {
            return .failed(.widgetParts, .cannotList(directory: files.directory, reason: "\(error)"), fix: .makeContainerReadable)
        }
        guard let snapshot else {
            if names.isEmpty { return nil }
            return .notice(.widgetParts, .partsWithoutSnapshot(count: names.count), hint: .publish)
        }
        let expected = Dictionary(snapshot.parts().map { ($0.fileName, $0) }, uniquingKeysWith: { first, _ in first })
        if names.isEmpty {
            return .notice(.widgetParts, .noPartsPublished, hint: .publish)
        }
        var problems: [WidgetPartProblem] = []
        var largest = 0
        for name in names {
            switch files.read(name, limit: WidgetPart.maximumFileSize) {
            case .bytes(let bytes):
                largest = max(largest, bytes.count)
                guard let part = expected[name] else {
                    problems.append(.leftOver(file: name))
                    continue
                }
                do {
                    let decoded = try SnapshotCoding.decode(WidgetPart.self, from: bytes)
                    if decoded != part { problems.append(.differs(file: name)) }
                } catch {
                    problems.append(.undecodable(file: name, error: error))
                }
            case .missing:
                problems.append(.removedWhileChecked(file: name))
            case .unreadable(let code):
                problems.append(.unreadable(file: name, reason: FileSystemError.describe(code)))
            case .tooLarge(let size):
                problems.append(.tooLarge(file: name, bytes: size, limit: WidgetPart.maximumFileSize))
            }
        }
        for name in expected.keys.sorted() where !names.contains(name) {
            problems.append(.missing(file: name))
        }
        guard problems.isEmpty else {
            return DoctorFinding(
                .failed, .widgetParts, .partsDiffer(count: problems.count, expected: expected.count),
                items: problems, fix: .publishToRewriteThem)
        }
        return .passed(
            .widgetParts,
            .partsAsSnapshot(count: names.count, version: WidgetPart.currentVersion, largest: largest, limit: WidgetPart.maximumFileSize))
    }
}
