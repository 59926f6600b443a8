/// Shrinks a failing history to a shorter one that still fails: removes runs of steps, long ones
/// first, keeping each removal after which the history still fails (delta debugging), within a
/// budget of reruns. Each rerun is a whole new run, on new accounts and homes.
struct HistoryShrinker {
    /// The most reruns it tries.
    let budget: Int

    /// The shortest failing history found from `history`, and how many reruns it took.
    func shrink(_ history: [HistoryStep], fails: ([HistoryStep]) -> Bool) -> (steps: [HistoryStep], reruns: Int) {
        var current = history
        var reruns = 0
        var chunk = max(current.count / 2, 1)
        while chunk >= 1, reruns < budget {
            var start = 0
            var removedAny = false
            while start < current.count, reruns < budget {
                let candidate = Array(current[..<start] + current[min(start + chunk, current.count)...])
                reruns += 1
                if !candidate.isEmpty, fails(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny || chunk > 1 { chunk /= 2 }
        }
        return (current, reruns)
    }
}
