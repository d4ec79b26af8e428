import FlashzillaCore

extension StudyScreen {
    /// How long the run loop may wait for input before the screen looks
    /// different by itself: a frame (≤ 33 ms) while something animates,
    /// exactly the time until the displayed second changes while a timed
    /// session runs, the sooner of the two when both apply, and nil when
    /// nothing will change without input (paused, finished, untimed, idle).
    func nextWakeUp(now: Moment) -> Duration? {
        let ends = [swipe?.end, flip?.end, springBack?.end].compactMap { $0 }
        var waits = ends.map { Motion.nextFrame(now: now, end: $0) }
        // The verdict does not move: one wake-up, when it goes.
        if let verdict, !verdict.isFinished(at: now) { waits.append(verdict.end - now) }
        if session.phase == .running, let remaining = session.remaining(at: now) {
            waits.append(Self.timeUntilDisplayedSecondChanges(remaining))
        }
        return waits.min()
    }

    /// The display rounds up, so 87.3 s shows 88 until 0.3 s from now, and
    /// a whole 87 s shows 87 for one more second. Zero at the deadline: a
    /// tick must come at once to finish the session.
    static func timeUntilDisplayedSecondChanges(_ remaining: Duration) -> Duration {
        guard remaining > .zero else { return .zero }
        let attoseconds = remaining.components.attoseconds
        return attoseconds > 0 ? Duration(secondsComponent: 0, attosecondsComponent: attoseconds) : .seconds(1)
    }
}
