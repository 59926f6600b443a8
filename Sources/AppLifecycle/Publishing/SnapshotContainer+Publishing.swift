import Foundation
import SharedContainer

extension SnapshotContainer {
    /// ``publish(_:as:commit:)`` with its failures as every publisher reports them: a session that
    /// ended, the container's own error, or the file that could not be published.
    func publishing(_ bytes: Data, as name: String, commit: RenameCommit) throws(LifecycleError) {
        do {
            try publish(bytes, as: name, commit: commit)
        } catch is SessionEndedError {
            throw .sessionEnded
        } catch let error as ContainerError {
            throw .container(error)
        } catch {
            throw .publishFailed(name: name, reason: "\(error)")
        }
    }
}
