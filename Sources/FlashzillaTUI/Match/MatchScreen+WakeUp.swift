import FlashzillaCore

extension MatchScreen {
    /// How long the run loop may wait for input before the screen looks different
    /// by itself: a frame while something moves, the time until the shown second
    /// changes while the clock runs, the sooner of the two, and nil when nothing
    /// will change without input (before the first turn, paused, finished).
    func nextWakeUp(now: Moment) -> Duration? {
        var ends = flips.values.map(\.end) + fades.values.map(\.end)
        if let deal { ends.append(deal.end) }
        var waits = ends.map { Motion.nextFrame(now: now, end: $0) }
        if game.isStarted, !game.isPaused, !game.isFinished {
            waits.append(Self.timeUntilShownSecondChanges(game.elapsed(at: now)))
        }
        return waits.min()
    }

    /// The clock counts up and shows whole seconds: 42.3 s shows 42 until 0.7 s from now.
    static func timeUntilShownSecondChanges(_ elapsed: Duration) -> Duration {
        let attoseconds = max(.zero, elapsed).components.attoseconds
        return .seconds(1) - Duration(secondsComponent: 0, attosecondsComponent: attoseconds)
    }
}
