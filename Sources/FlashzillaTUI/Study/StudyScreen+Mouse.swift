import FlashzillaCore

extension StudyScreen {
    /// Mouse gestures on the top card: a click flips it; press, drag and
    /// release swipes it when let go at least `swipeThreshold` columns from
    /// where it was picked up, and otherwise springs it back.
    /// On the summary, the "Start again" button restarts.
    ///
    /// A press and release in place also counts as a click, for backends
    /// that report press/release rather than clicks (one gesture must not
    /// arrive as both). Returns the answer a swipe or button gave, to log.
    mutating func mouse(_ event: MouseEvent, at now: Moment, size: Size) -> [StudyEffect] {
        if isHelpVisible {
            if event.kind == .press || event.kind == .click { isHelpVisible = false }
            return []
        }
        let layout = layout(for: size)
        guard !layout.isTooSmall else { return [] }
        switch session.phase {
        case .running:
            if options.answerButtons, drag == nil, event.button == .left, event.kind == .press || event.kind == .click {
                let (wrong, correct) = StudyAnswerButtons.frames(in: layout.buttons)
                if wrong.contains(event.position) { return answer(.wrong, at: now, fromOffset: 0) }
                if correct.contains(event.position) { return answer(.correct, at: now, fromOffset: 0) }
            }
            return cardGesture(event, layout: layout, at: now)
        case .finished:
            let onButton = StudyPanels.startAgainButton(in: layout).contains(event.position)
            if onButton, event.button == .left, event.kind == .press || event.kind == .click {
                restart(at: now)
            }
            return []
        case .ready, .paused:
            return []
        }
    }

    private mutating func cardGesture(_ event: MouseEvent, layout: StudyLayout, at now: Moment) -> [StudyEffect] {
        var event = event
        // A pointer is on the screen; clamping keeps offsets small whatever a backend reports.
        event.position.x = min(max(event.position.x, 0), max(0, layout.size.width - 1))
        switch event.kind {
        case .press:
            guard event.button == .left, layout.card.contains(event.position) else { return [] }
            springBack = nil
            drag = DragGesture(startX: event.position.x, currentX: event.position.x)
        case .drag:
            guard drag != nil else { return [] }
            drag?.currentX = event.position.x
            if event.position.x != drag?.startX { drag?.moved = true }
        case .release:
            guard var gesture = drag else { return [] }
            drag = nil
            gesture.currentX = event.position.x
            let offset = gesture.offset
            if abs(offset) >= layout.swipeThreshold {
                return answer(offset > 0 ? .correct : .wrong, at: now, fromOffset: offset)
            } else if !gesture.moved, offset == 0 {
                reveal(at: now)
            } else if offset != 0, options.animations {
                springBack = SpringBackAnimation(start: now, fromOffset: offset)
            }
        case .click:
            guard event.button == .left, layout.card.contains(event.position) else { return [] }
            reveal(at: now)
        }
        return []
    }
}
