import FlashzillaCore

/// The cards leaving the pile for their places, one after another. Only the view
/// moves: every card is on the table, and can be chosen, from the start.
struct DealAnimation: TimedAnimation {
    /// Time between two cards leaving the pile.
    static let stagger: Duration = .milliseconds(45)
    /// One card's flight.
    static let flight: Duration = .milliseconds(180)
    var start: Moment
    var count: Int

    var end: Moment { start + Self.stagger * max(0, count - 1) + Self.flight }

    /// Nil while card `index` is still on the pile, then its flight's progress (eased).
    func progress(of index: Int, at now: Moment) -> Double? {
        let leaves = start + Self.stagger * index
        guard now >= leaves else { return nil }
        return Motion.easeOut(Motion.progress(since: leaves, at: now, over: Self.flight))
    }

    /// Where card `index` is drawn: on the pile, on the way, or at `place`.
    func frame(of index: Int, place: Rect, pile: Rect, at now: Moment) -> Rect {
        guard let p = progress(of: index, at: now) else { return pile }
        let origin = Point(x: Motion.interpolate(pile.minX, place.minX, p), y: Motion.interpolate(pile.minY, place.minY, p))
        return Rect(origin: origin, size: place.size)
    }
}

/// A matched card fading: highlighted as a match at first, then dimmed for good.
struct MatchFade: FixedLengthAnimation {
    static let duration: Duration = .milliseconds(600)
    var start: Moment

    /// Still in its bright first half.
    func isBright(at now: Moment) -> Bool {
        progress(at: now) < 0.5
    }
}
