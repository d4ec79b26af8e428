/// A session's timer: a countdown when the deck is timed, otherwise a plain stopwatch that
/// still measures active time. One type so the session treats both the same way.
enum SessionClock: Equatable, Sendable {
    case timed(Countdown)
    case untimed(Stopwatch)

    init(timeLimitSeconds: Int) {
        self = timeLimitSeconds > 0
            ? .timed(Countdown(limit: .seconds(timeLimitSeconds)))
            : .untimed(Stopwatch())
    }

    var countdown: Countdown? {
        if case .timed(let countdown) = self { return countdown }
        return nil
    }

    /// An untimed clock never expires.
    func isExpired(at now: Moment) -> Bool {
        countdown?.isExpired(at: now) ?? false
    }

    func elapsed(at now: Moment) -> Duration {
        switch self {
        case .timed(let countdown): countdown.elapsed(at: now)
        case .untimed(let watch): watch.elapsed(at: now)
        }
    }

    /// More time on a countdown; false for a stopwatch (nothing to extend) or when refused.
    mutating func extend(by extra: Duration) -> Bool {
        guard case .timed(var countdown) = self, countdown.extend(by: extra) else { return false }
        self = .timed(countdown)
        return true
    }

    mutating func start(at now: Moment) { update { $0.start(at: now) } stopwatch: { $0.start(at: now) } }
    mutating func pause(at now: Moment) { update { $0.pause(at: now) } stopwatch: { $0.pause(at: now) } }
    mutating func resume(at now: Moment) { update { $0.resume(at: now) } stopwatch: { $0.resume(at: now) } }
    mutating func observe(_ now: Moment) { update { $0.observe(now) } stopwatch: { $0.observe(now) } }

    private mutating func update(countdown: (inout Countdown) -> Void, stopwatch: (inout Stopwatch) -> Void) {
        switch self {
        case .timed(var value):
            countdown(&value)
            self = .timed(value)
        case .untimed(var value):
            stopwatch(&value)
            self = .untimed(value)
        }
    }
}
