/// A time limit counting down over active time (paused time never counts).
///
/// Remaining time is computed from the deadline (start + limit + total paused time) and the
/// moment asked about, never by subtracting one per tick, so irregular or missing ticks
/// cannot make it drift. Moments earlier than the latest one given to a mutating call are
/// treated as that latest moment (see `Stopwatch`), so remaining time never grows back and
/// is never negative. Queries are pure and record nothing: "the latest moment" is the latest
/// given to `start`, `pause`, `resume` (when they apply) or `observe`.
///
/// Control calls that do not apply (pausing when not running, resuming when not paused,
/// starting twice) change nothing and return false.
public struct Countdown: Equatable, Sendable {
    /// The time allowed; a negative limit is treated as zero. Grows only by `extend(by:)`.
    public private(set) var limit: Duration
    private var watch = Stopwatch()

    public init(limit: Duration) {
        self.limit = max(limit, .zero)
    }

    public var isStarted: Bool { watch.isStarted }
    public var isRunning: Bool { watch.isRunning }
    public var isPaused: Bool { watch.isPaused }
    public var latestMoment: Moment? { watch.latestMoment }

    /// While running, the moment at which time runs out; nil when not started or paused
    /// (a paused deadline keeps moving).
    public var deadline: Moment? { watch.runningOrigin.map { $0 + limit } }

    @discardableResult
    public mutating func start(at now: Moment) -> Bool { watch.start(at: now) }

    @discardableResult
    public mutating func pause(at now: Moment) -> Bool { watch.pause(at: now) }

    @discardableResult
    public mutating func resume(at now: Moment) -> Bool { watch.resume(at: now) }

    /// Gives `extra` more time (WCAG 2.2.1: the learner asks for more before time runs out).
    /// Refused once expired at the latest moment seen, or for a non-positive `extra`: time
    /// that ran out stays out.
    @discardableResult
    public mutating func extend(by extra: Duration) -> Bool {
        guard extra > .zero, !isExpiredAtLatestMoment else { return false }
        limit += extra
        return true
    }

    private var isExpiredAtLatestMoment: Bool {
        guard let latest = watch.latestMoment else { return false }
        return isExpired(at: latest)
    }

    /// Records a tick's moment so that later, earlier moments are clamped to it.
    public mutating func observe(_ now: Moment) { watch.observe(now) }

    /// Time left: the full limit before start, frozen while paused, zero from the deadline on.
    public func remaining(at now: Moment) -> Duration {
        max(.zero, limit - watch.elapsed(at: now))
    }

    /// Expired once started and the deadline is reached; exactly at the deadline counts.
    public func isExpired(at now: Moment) -> Bool {
        isStarted && remaining(at: now) == .zero
    }

    /// Whole seconds to show, rounded up: shows 1 until the deadline, then 0.
    public func displayedSeconds(at now: Moment) -> Int {
        let (seconds, attoseconds) = remaining(at: now).components
        return Int(seconds) + (attoseconds > 0 ? 1 : 0)
    }

    /// Active time used, at most the limit.
    public func elapsed(at now: Moment) -> Duration {
        min(limit, watch.elapsed(at: now))
    }
}
