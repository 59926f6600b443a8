/// The tally of work one connection's statements have done; each statement adds its runs' counts.
///
/// A separate object, so that statements can report to it without holding their connection (which
/// caches them).
final class DatabaseWork {
    /// The virtual-machine steps of every finished or reset run.
    var virtualMachineSteps = 0
}
