import SharedContainer

/// The installed widgets a publish goes by: the answer of a reload center's
/// `currentConfigurations()`, fetched before the publish starts and read when the publish needs it.
///
/// WidgetCenter answers asynchronously, while a publish runs synchronously from its build to its
/// last rename, holding its locks (waiting on them, and on `fsync`, is why it must never run on
/// the main actor). So an asynchronous caller fetches the answer first (``fetch(from:)``) and hands
/// it to the synchronous publish; a caller whose center answers at once (the Linux widget host's
/// file) passes a reading that the publish makes at the moment it needs it (``init(reading:)``).
/// Either way a failed answer fails only a publish that needed it, as
/// ``LifecycleError/installedWidgetsUnavailable(_:)``.
///
/// ```swift
/// let configurations = await CurrentConfigurations.fetch(from: center)   // off the publish
/// let report = try session.enterBackground(configurations: configurations)
/// ```
public struct CurrentConfigurations: Sendable {
    private let read: @Sendable () throws -> [InstalledWidget]

    /// Configurations read by `read` when, and each time, a publish asks for them.
    public init(reading read: @escaping @Sendable () throws -> [InstalledWidget]) {
        self.read = read
    }

    /// Configurations already known (or the error that asking for them met).
    public init(_ answer: Result<[InstalledWidget], any Error>) {
        self.read = { try answer.get() }
    }

    /// Asks `center` once, and keeps its answer or its error for the publish.
    public static func fetch(from center: any ReloadCenter) async -> CurrentConfigurations {
        do {
            return CurrentConfigurations(.success(try await center.currentConfigurations()))
        } catch {
            return CurrentConfigurations(.failure(error))
        }
    }

    /// The installed widgets, or ``LifecycleError/installedWidgetsUnavailable(_:)``.
    public func widgets() throws(LifecycleError) -> [InstalledWidget] {
        do {
            return try read()
        } catch {
            throw .installedWidgetsUnavailable("\(error)")
        }
    }
}
