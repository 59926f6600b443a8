import Foundation
import Testing

/// Syncs `homes` in this order, round after round, until `done` (or 30 seconds passed): the feed's
/// horizon is held back by any transaction open on the shared cluster (other tests' too), so a change
/// pushed by one home may come to another one sync later. Each sync must succeed.
func syncUntil(_ homes: [GloveboxHome], sourceLocation: SourceLocation = #_sourceLocation, _ done: () throws -> Bool) throws {
    let deadline = Date().addingTimeInterval(30)
    repeat {
        for home in homes {
            let result = home.run("sync")
            #expect(result.status == 0, "sync: \(result.errors)", sourceLocation: sourceLocation)
        }
        if try done() { return }
        usleep(50_000)
    } while Date() < deadline
    Issue.record("the homes did not converge within 30 seconds", sourceLocation: sourceLocation)
}
