import FlashzillaCore

extension StudyScreen {
    /// The screen at `size` as it looks at `now` (animations included).
    func view(size: Size, now: Moment) -> Grid {
        var grid = Grid(size: size)
        guard !size.isEmpty else { return grid }
        let layout = layout(for: size)
        guard !layout.isTooSmall else {
            StudyPanels.drawTooSmall(size: size, into: &grid)
            return grid
        }
        StudyHeaderView.draw(session, now: now, inWords: options.differentiateWithoutColor, in: layout.header, into: &grid)
        var footer = layout.footer
        if let verdict, !verdict.isFinished(at: now) { footer = verdict.draw(in: footer, into: &grid) }
        KeyFooter.draw(keymap: footerKeymap(at: now), help: .helpToggled, in: footer, into: &grid)

        switch session.phase {
        case .ready:
            // Only an empty deal is never started.
            StudyPanels.drawEmptyDeck(layout: layout, into: &grid)
        case .paused:
            StudyPanels.drawPaused(reason: pauseReason, layout: layout, into: &grid)
        case .running:
            drawStack(layout: layout, now: now, into: &grid)
            if options.answerButtons {
                StudyAnswerButtons.draw(in: layout.buttons, focus: buttonFocus, into: &grid)
            }
        case .finished:
            if let summary = session.summary {
                StudyPanels.drawSummary(summary, layout: layout, into: &grid)
            }
            // The last card slides away over the summary.
            drawDepartingCard(layout: layout, now: now, into: &grid)
        }
        if isHelpVisible {
            KeyHelpOverlay.draw(keymap: shownKeymap, size: size, scrolls: true, scroll: helpScroll, into: &grid)
        }
        return grid
    }

    /// Where the terminal cursor should sit: at the start of the top card's
    /// prompt (screen readers and magnifiers follow it), nil when no card
    /// is showing.
    func cursor(size: Size, now: Moment) -> Point? {
        guard session.phase == .running, !isHelpVisible, let top = session.topCard else { return nil }
        let layout = layout(for: size)
        guard !layout.isTooSmall else { return nil }
        if options.answerButtons, let focused = buttonFocus {
            let (wrong, correct) = StudyAnswerButtons.frames(in: layout.buttons)
            return (focused == .wrong ? wrong : correct).origin
        }
        if isTypingAnswer { return typedAnswer.cursor(for: top, in: Self.typedAnswerRow(in: layout.card)) }
        return CardFace(prompt: top.prompt, answer: top.answer, revealed: session.isRevealed, card: layout.card)
            .promptOrigin
    }

    /// The rows `card`'s answer is scrolled by (0 unless it is the card scrolled).
    func answerScrollRows(for card: Card) -> Int {
        answerScroll.flatMap { $0.card == card.id ? $0.rows : nil } ?? 0
    }

    // MARK: - Stack

    /// The cards behind (deepest first), the top card, then the departing card.
    private func drawStack(layout: StudyLayout, now: Moment, into grid: inout Grid) {
        let activeSwipe = swipe.flatMap { $0.isFinished(at: now) ? nil : $0 }
        let shift = activeSwipe?.stackShift(at: now) ?? 0
        // Only the first few cards can show: never walk a 100,000-card stack per frame.
        let levels = (0..<min(session.unansweredCount, CardStackGeometry.maximumDepth + 1))
            .map { $0 + shift }
            .filter { $0 <= layout.depth }
        for level in levels.reversed() where level > 0 {
            CardView.drawBehind(layout.behindCard(level: level), clip: layout.body, into: &grid)
        }
        if levels.first == 0, let top = session.topCard {
            drawTopCard(top, layout: layout, now: now, into: &grid)
        }
        drawDepartingCard(layout: layout, now: now, into: &grid)
    }

    /// The top card, moved by a drag or a spring-back, narrowed by a flip.
    private func drawTopCard(_ card: Card, layout: StudyLayout, now: Moment, into grid: inout Grid) {
        var look = CardLook.resting
        var offset = 0
        if let drag {
            offset = drag.offset
            if let leaning = drag.leaning { look = .judged(leaning) }
        } else if let springBack, !springBack.isFinished(at: now) {
            offset = springBack.offset(at: now)  // untinted: not a verdict
        }
        let rest = layout.card.offsetBy(dx: offset)
        var revealed = session.isRevealed
        var frame = rest
        if let flip, !flip.isFinished(at: now) {
            let (fraction, side) = flip.frame(at: now)
            revealed = side
            let width = max(1, Int((Double(rest.width) * fraction).rounded()))
            frame = Rect(x: rest.minX + (rest.width - width) / 2, y: rest.minY, width: width, height: rest.height)
        }
        let face = CardFace(showing: card, revealed: revealed, card: rest, answerScroll: answerScrollRows(for: card),
                            answerRuns: typedComparison.map(TypedAnswerEntry.comparisonRuns))
        CardView.drawFace(face, frame: frame, look: look, clip: layout.body, into: &grid)
        if isTypingAnswer, frame == rest {
            typedAnswer.draw(for: card, in: Self.typedAnswerRow(in: rest), into: &grid)
        }
        // The word type on the card's top edge, once the card is wide enough to hold it.
        if let wordType = card.wordType, frame.width >= WordTypeBadge.maximumWidth + 4 {
            WordTypeBadge(wordType).render(at: Point(x: frame.minX + 2, y: frame.minY), into: &grid, clip: frame.intersection(layout.body))
        }
    }

    /// The card that was just judged, sliding off tinted and stamped.
    private func drawDepartingCard(layout: StudyLayout, now: Moment, into grid: inout Grid) {
        guard let swipe, !swipe.isFinished(at: now) else { return }
        let frame = layout.card.offsetBy(dx: swipe.offset(at: now, rest: layout.card, screenWidth: layout.size.width))
        let face = CardFace(showing: swipe.card, revealed: swipe.wasRevealed, card: frame)
        CardView.drawFace(face, frame: frame, look: .judged(swipe.outcome), clip: layout.body, into: &grid)
    }
}

extension Rect {
    /// The same rectangle moved `dx` columns.
    func offsetBy(dx: Int) -> Rect {
        Rect(origin: origin.offset(dx: dx), size: size)
    }
}
