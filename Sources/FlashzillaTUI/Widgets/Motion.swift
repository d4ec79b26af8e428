import FlashzillaCore

/// Arithmetic shared by the animations: progress from passed-in moments,
/// easing, and integer interpolation (cells cannot be half-moved).
enum Motion {
    /// How long the run loop may block while something moves: ~30 frames a
    /// second is smooth for cell-sized steps and cheap on small machines.
    static let frameInterval: Duration = .milliseconds(33)

    /// 0 at `start`, 1 from `start + duration` on, clamped both ways, so a
    /// late or early `now` can never overshoot.
    static func progress(since start: Moment, at now: Moment, over duration: Duration) -> Double {
        let elapsed = now - start
        guard duration > .zero, elapsed < duration else { return 1 }
        guard elapsed > .zero else { return 0 }
        return seconds(elapsed) / seconds(duration)
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// Fast start, gentle stop: a key press moves the card at once.
    static func easeOut(_ p: Double) -> Double { 1 - (1 - p) * (1 - p) }

    static func interpolate(_ from: Int, _ to: Int, _ p: Double) -> Int {
        from + Int((Double(to - from) * p).rounded())
    }

    /// How long until an animation ending at `end` needs its next frame:
    /// one frame, or less if it ends sooner; zero once it has ended (so the
    /// run loop ticks at once and the finished animation is cleared).
    static func nextFrame(now: Moment, end: Moment) -> Duration {
        now >= end ? .zero : min(frameInterval, end - now)
    }
}

/// Something moving from `start` until `end`, drawn from the moment passed in.
protocol TimedAnimation: Equatable, Sendable {
    var start: Moment { get }
    var end: Moment { get }
}

extension TimedAnimation {
    func isFinished(at now: Moment) -> Bool { now >= end }
}

/// An animation that always takes `duration`.
protocol FixedLengthAnimation: TimedAnimation {
    static var duration: Duration { get }
}

extension FixedLengthAnimation {
    var end: Moment { start + Self.duration }
    func progress(at now: Moment) -> Double { Motion.progress(since: start, at: now, over: Self.duration) }
}

/// The card that just left the stack, sliding off to its side, tinted and
/// labelled with its verdict. The session already moved on.
struct SwipeAnimation: FixedLengthAnimation {
    static let duration: Duration = .milliseconds(250)
    var card: Card
    var wasRevealed: Bool
    var outcome: Outcome
    var start: Moment
    /// Columns the card was already off centre (a mouse drag), 0 for a key.
    var startOffset: Int

    /// Horizontal offset of the card resting at `rest` in a screen `width`
    /// wide: it ends wholly off the screen on its side.
    func offset(at now: Moment, rest: Rect, screenWidth width: Int) -> Int {
        let target = outcome == .correct ? max(0, width - rest.minX) : -max(0, rest.maxX)
        return Motion.interpolate(startOffset, target, Motion.easeOut(progress(at: now)))
    }

    /// The stack behind moves up one level half-way through.
    func stackShift(at now: Moment) -> Int { progress(at: now) < 0.5 ? 1 : 0 }
}

/// A card turning over (the study card to its answer, a Match card face up or down):
/// it narrows to a line showing the side it had, then widens showing the other side.
struct FlipAnimation: FixedLengthAnimation {
    static let duration: Duration = .milliseconds(200)
    var start: Moment
    /// The side it turns to (the screen's state already shows it): the answer, or face up.
    var toRevealed: Bool

    /// The share of the full width drawn, and which side is showing.
    func frame(at now: Moment) -> (widthFraction: Double, showsRevealed: Bool) {
        let p = progress(at: now)
        return p < 0.5 ? (1 - 2 * p, !toRevealed) : (2 * p - 1, toRevealed)
    }
}

/// A card let go short of the swipe threshold, gliding back to the centre.
/// Deliberately untinted: it is not being judged.
struct SpringBackAnimation: FixedLengthAnimation {
    static let duration: Duration = .milliseconds(150)
    var start: Moment
    var fromOffset: Int

    func offset(at now: Moment) -> Int {
        Motion.interpolate(fromOffset, 0, Motion.easeOut(progress(at: now)))
    }
}

/// The top card held by the mouse: it follows the pointer horizontally.
struct DragGesture: Equatable, Sendable {
    var startX: Int
    var currentX: Int
    /// Whether the pointer ever moved: a press and release in place is a click.
    var moved = false

    var offset: Int { currentX - startX }

    /// The verdict the current direction would give, nil while centred.
    var leaning: Outcome? {
        offset > 0 ? .correct : offset < 0 ? .wrong : nil
    }
}
