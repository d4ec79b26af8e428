/// The card or note ids a package's decks have taken, for moving a deck's ids off them
/// (`AnkiPackageNotes.keepIDsApart`). Each taken id points at a higher one, every id between
/// them taken too (shortened as it is followed, as in union-find), so the next free id past a
/// run of taken ones is found without walking the run again: the decks of one import share
/// their creation milliseconds, and a parent of 20 such decks (83,000 cards) walked a set
/// for minutes.
struct TakenIDs {
    private var next: [Int64: Int64] = [:]

    /// Takes `id`, or the first free id above it; that id.
    mutating func take(_ id: Int64) -> Int64 {
        var free = id, passed: [Int64] = []
        while let higher = next[free] {
            passed.append(free)
            free = higher
        }
        next[free] = free + 1
        for taken in passed { next[taken] = free + 1 }
        return free
    }
}
