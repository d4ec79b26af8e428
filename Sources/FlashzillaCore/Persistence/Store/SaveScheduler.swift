/// When to write a deck that is being edited, so that a burst of quick edits is saved
/// once: a save is due `quietPeriod` after the last change, but never later than
/// `maximumDelay` after the first unsaved one (steady typing still gets saved), and at
/// once on `flush` (quitting, leaving the deck). Pure: moments are passed in.
///
/// The run loop tells it what happened (`changed`, `saved`, `saveFailed`), asks
/// `dueAt` how long it may sleep (its timeout), and `isDue(now:)` whether to save.
public struct SaveScheduler: Equatable, Sendable {
    public var quietPeriod: Duration
    public var maximumDelay: Duration
    /// After a failed save, how long until the next try (unless another change comes).
    public var retryDelay: Duration

    /// The first change not yet saved; nil when everything is saved.
    public private(set) var firstUnsavedChange: Moment?
    /// The latest change not yet saved.
    public private(set) var lastUnsavedChange: Moment?
    /// Set after a failed save: no try before this moment.
    public private(set) var retryAfter: Moment?

    public init(quietPeriod: Duration = .milliseconds(300), maximumDelay: Duration = .seconds(2), retryDelay: Duration = .seconds(5)) {
        self.quietPeriod = quietPeriod
        self.maximumDelay = maximumDelay
        self.retryDelay = retryDelay
    }

    /// Whether there are changes not yet written.
    public var hasUnsavedChanges: Bool { firstUnsavedChange != nil }

    /// A change was made to the deck at `moment`.
    public mutating func changed(at moment: Moment) {
        if firstUnsavedChange == nil { firstUnsavedChange = moment }
        if lastUnsavedChange.map({ moment > $0 }) ?? true { lastUnsavedChange = moment }
        retryAfter = nil
    }

    /// When the pending save should happen; nil when nothing is pending.
    public var dueAt: Moment? {
        guard let first = firstUnsavedChange, let last = lastUnsavedChange else { return nil }
        let due = min(last + quietPeriod, first + maximumDelay)
        guard let retryAfter else { return due }
        return max(due, retryAfter)
    }

    /// Whether to save now.
    public func isDue(now: Moment) -> Bool {
        guard let dueAt else { return false }
        return now >= dueAt
    }

    /// The deck as it was at `startedAt` has been written (the save began then). Changes
    /// made after that moment stay pending, counted from `startedAt` for the maximum delay.
    public mutating func saved(startedAt: Moment) {
        retryAfter = nil
        guard let last = lastUnsavedChange, last > startedAt else {
            firstUnsavedChange = nil
            lastUnsavedChange = nil
            return
        }
        firstUnsavedChange = startedAt
    }

    /// A save that began at `startedAt` failed at `now`: the changes stay pending, and the
    /// next try waits `retryDelay` (a new change or `flush` tries sooner).
    public mutating func saveFailed(now: Moment) {
        guard hasUnsavedChanges else { return }
        retryAfter = now + retryDelay
    }

    /// Quitting or leaving the deck: true if a save must happen now (then report it with
    /// `saved` or `saveFailed` as usual).
    public mutating func flush() -> Bool {
        retryAfter = nil
        return hasUnsavedChanges
    }
}
