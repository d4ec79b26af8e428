import FlashzillaCore

/// The dialogs of the Match screen: the result at the end, the empty deck, and
/// the "too small" message.
enum MatchPanels {
    // MARK: Finished

    static let resultSize = Size(width: 34, height: 10)

    /// The score and time, the deck's bests (this game's included), what was
    /// beaten, and how to play again.
    static func drawResult(_ result: MatchResult, record: MatchRecord, change: MatchRecordChange?, layout: MatchLayout, into grid: inout Grid) {
        let frame = layout.body.centered(resultSize)
        Panel.openBox(frame, into: &grid)
        Panel.centre("All pairs matched!", row: frame.minY + 1, in: frame, style: Style(.title, flags: .bold), into: &grid)
        let time = { (d: Duration?) in d.map { MatchTimeText.format($0, tenths: true) } ?? "—" }
        let rows: [(String, String, Style)] = [
            ("Score", String(result.score), Style(.normal, flags: .bold)),
            ("Time", time(result.time), Style(.normal, flags: .bold)),
            ("Best score", record.bestScore.map(String.init) ?? "—", Style(.dim)),
            ("Best time", time(record.bestTime), Style(.dim)),
        ]
        let inside = frame.inset(dx: 3, dy: 0)
        for (index, (label, value, style)) in rows.enumerated() {
            let y = frame.minY + 3 + index
            grid.put(label, at: Point(x: inside.minX, y: y), style: style, clip: inside)
            grid.put(value, at: Point(x: inside.maxX - DisplayWidth.of(value), y: y), style: style, clip: inside)
        }
        if let news = newBest(change) {
            Panel.centre(news, row: frame.minY + 7, in: frame, style: Style(.correct, flags: .bold), into: &grid)
        }
        let key = MatchScreen.keyLabel(for: .newGameRequested)
        Panel.centre("\(key): new game", row: frame.minY + 8, in: frame, style: Style(.help), into: &grid)
    }

    static func newBest(_ change: MatchRecordChange?) -> String? {
        switch (change?.isBestScore, change?.isBestTime) {
        case (true, true): "New best score and time!"
        case (true, _): "New best score!"
        case (_, true): "New best time!"
        default: nil
        }
    }

    // MARK: Empty deck

    static func drawEmptyDeck(layout: MatchLayout, into grid: inout Grid) {
        let key = MatchScreen.keyLabel(for: .leaveRequested)
        let lines: [(String, Style)] = [
            ("This deck has no cards yet", Style(.title, flags: .bold)),
            ("", .normal),
            ("Add some cards, then play again.", Style(.dim)),
            ("Press \(key) to go back", Style(.help)),
        ]
        let top = layout.body.minY + max(0, (layout.body.height - lines.count) / 2)
        for (index, (text, style)) in lines.enumerated() {
            Panel.centre(text, row: top + index, in: layout.body, style: style, into: &grid)
        }
    }

    // MARK: Too small

    static func tooSmallMessage(cards: Int, size: Size) -> String {
        TooSmallNotice.message(minimum: MatchLayout.smallestFitting(cardCount: cards, from: size), size: size, for: "\(cards) cards")
    }

    static func drawTooSmall(cards: Int, size: Size, into grid: inout Grid) {
        TooSmallNotice.draw(tooSmallMessage(cards: cards, size: size), size: size, into: &grid)
    }
}
