/// Measures active time from moments passed in: time spent paused never counts.
///
/// Elapsed time is always derived from absolute moments (start, total paused time, now),
/// never accumulated per tick, so irregular or missing ticks cannot make it drift.
///
/// Moments earlier than the latest one this stopwatch was given (by `start`, `pause`,
/// `resume` or `observe`) are treated as that latest moment: a clock that goes backwards,
/// or calls that arrive out of order, can never make elapsed time shrink or go negative.
/// Queries are pure and do not record their moment; call `observe(_:)` to record one.
public struct Stopwatch: Equatable, Sendable {
    private var startedAt: Moment?
    private var pausedTotal: Duration = .zero
    private var pausedSince: Moment?
    /// The latest moment seen by a mutating call; earlier moments are clamped up to it.
    public private(set) var latestMoment: Moment?

    public init() {}

    public var isStarted: Bool { startedAt != nil }
    public var isRunning: Bool { startedAt != nil && pausedSince == nil }
    public var isPaused: Bool { pausedSince != nil }

    /// While running, the moment at which elapsed time was zero, shifted by the time spent
    /// paused (start + total paused time); nil when not running.
    public var runningOrigin: Moment? {
        guard isRunning, let startedAt else { return nil }
        return startedAt + pausedTotal
    }

    /// Starts measuring. Returns false, changing nothing, if already started.
    @discardableResult
    public mutating func start(at now: Moment) -> Bool {
        guard startedAt == nil else { return false }
        let now = clamped(now)
        startedAt = now
        latestMoment = now
        return true
    }

    /// Stops time from counting. Returns false, changing nothing, unless running.
    @discardableResult
    public mutating func pause(at now: Moment) -> Bool {
        guard isRunning else { return false }
        let now = clamped(now)
        pausedSince = now
        latestMoment = now
        return true
    }

    /// Lets time count again. Returns false, changing nothing, unless paused.
    @discardableResult
    public mutating func resume(at now: Moment) -> Bool {
        guard let since = pausedSince else { return false }
        // `clamped` never goes below the pause moment (it is at most `latestMoment`),
        // so the paused span is never negative.
        let now = clamped(now)
        pausedTotal += now - since
        pausedSince = nil
        latestMoment = now
        return true
    }

    /// Records a moment (a tick) so that later, earlier moments are clamped to it.
    public mutating func observe(_ now: Moment) {
        guard isStarted else { return }
        latestMoment = clamped(now)
    }

    /// Active time: time since start minus time spent paused. Zero before start;
    /// frozen while paused.
    public func elapsed(at now: Moment) -> Duration {
        guard let startedAt else { return .zero }
        let end = pausedSince ?? clamped(now)
        return end - startedAt - pausedTotal
    }

    private func clamped(_ now: Moment) -> Moment {
        guard let latestMoment else { return now }
        return max(now, latestMoment)
    }
}
