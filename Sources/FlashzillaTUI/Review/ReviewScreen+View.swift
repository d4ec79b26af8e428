import FlashzillaCore

extension ReviewScreen {
    /// The screen at `size` as it looks at `now` (animations included).
    func view(size: Size, now: Moment) -> Grid {
        var grid = Grid(size: size)
        guard !size.isEmpty else { return grid }
        let layout = layout(for: size)
        guard !layout.isTooSmall else {
            TooSmallNotice.draw(TooSmallNotice.message(minimum: ReviewLayout.minimumSize, size: size), size: size, into: &grid)
            return grid
        }
        ReviewHeaderView.draw(name: deckName, color: deckColor, counts: session.counts, in: layout.header, into: &grid)
        KeyFooter.draw(keymap: activeKeymap, help: .helpToggled, in: layout.footer, into: &grid)
        if let problem {
            grid.put(TextLayout.truncate("Not saved: \(problem)", width: layout.status.width - 2),
                     at: layout.status.origin.offset(dx: 1), style: Style(.warning, flags: .bold), clip: layout.status)
        } else if let feedback = editNote ?? feedback {
            grid.put(TextLayout.truncate(feedback, width: layout.status.width - 2),
                     at: layout.status.origin.offset(dx: 1), style: Style(.prompt), clip: layout.status)
        } else if let marked = CardMarksLabel.text(session.currentMarks) {
            // The card on show's flag or leech mark, in words (not colour alone).
            grid.put(TextLayout.truncate(marked, width: layout.status.width - 2),
                     at: layout.status.origin.offset(dx: 1), style: Style(.prompt), clip: layout.status)
        }
        let date = date(at: now)
        if let card = session.currentCard {
            drawStack(card, layout: layout, now: now, into: &grid)
            if isTypingAnswer {
                typedAnswer.draw(for: card, in: layout.answers, into: &grid)
            } else if isRevealed, let nextDue = session.nextDueByRating(at: date) {
                let row = ReviewAnswerRow(nextDue: nextDue, now: date)
                if options.answerButtons {
                    row.drawButtons(in: layout.answerArea, focus: buttonFocus, suggested: suggestedRating, into: &grid)
                } else {
                    row.drawHint(in: layout.answers, suggested: suggestedRating, into: &grid)
                }
            }
        } else {
            ReviewEndPanel.draw(session, now: date, canUndo: session.canUndo, in: layout.body, into: &grid)
        }
        drawDepartingCard(layout: layout, now: now, into: &grid)
        if isHelpVisible {
            KeyHelpOverlay.draw(keymap: helpKeymap, size: size, scrolls: true, scroll: helpScroll, into: &grid)
        }
        return grid
    }

    /// Where the terminal cursor sits: the focused button, else the card's prompt.
    func cursor(size: Size, now: Moment) -> Point? {
        guard !isHelpVisible, let card = session.currentCard else { return nil }
        let layout = layout(for: size)
        guard !layout.isTooSmall else { return nil }
        if options.answerButtons, let focus = buttonFocus, let nextDue = session.nextDueByRating(at: date(at: now)) {
            let frames = ReviewAnswerRow(nextDue: nextDue, now: date(at: now)).buttonFrames(in: layout.answerArea)
            return frames.first { $0.rating == focus }?.frame.origin
        }
        if isTypingAnswer { return typedAnswer.cursor(for: card, in: layout.answers) }
        return CardFace(prompt: card.prompt, answer: card.answer, revealed: isRevealed, card: layout.card).promptOrigin
    }

    /// The cards behind (deepest first), then the top card, narrowed while it flips.
    private func drawStack(_ card: Card, layout: ReviewLayout, now: Moment, into grid: inout Grid) {
        let behind = min(layout.depth, session.counts.total - 1)
        if behind > 0 {
            for level in (1...behind).reversed() {
                CardView.drawBehind(layout.behindCard(level: level), clip: layout.body, into: &grid)
            }
        }
        var revealed = isRevealed
        var frame = layout.card
        if let flip, !flip.isFinished(at: now) {
            let (fraction, side) = flip.frame(at: now)
            revealed = side
            let width = max(1, Int((Double(frame.width) * fraction).rounded()))
            frame = Rect(x: frame.minX + (frame.width - width) / 2, y: frame.minY, width: width, height: frame.height)
        }
        let face = CardFace(showing: card, revealed: revealed, card: layout.card, answerScroll: answerScrollRows(for: card),
                            answerRuns: typedComparison.map(TypedAnswerEntry.comparisonRuns))
        CardView.drawFace(face, frame: frame, look: .resting, clip: layout.body, into: &grid)
        if let wordType = card.wordType, frame.width >= WordTypeBadge.maximumWidth + 4 {
            WordTypeBadge(wordType).render(at: Point(x: frame.minX + 2, y: frame.minY), into: &grid, clip: frame.intersection(layout.body))
        }
    }

    /// The card just answered, sliding off tinted and stamped with its rating.
    private func drawDepartingCard(layout: ReviewLayout, now: Moment, into grid: inout Grid) {
        guard let swipe, let rating = swipeRating, !swipe.isFinished(at: now) else { return }
        let frame = layout.card.offsetBy(dx: swipe.offset(at: now, rest: layout.card, screenWidth: layout.size.width))
        let face = CardFace(showing: swipe.card, revealed: true, card: frame)
        CardView.drawFace(face, frame: frame, look: .judged(swipe.outcome, stamp: (rating == .again ? "✗ " : "✓ ") + Self.ratingName(rating)), clip: layout.body, into: &grid)
    }
}
