extension MatchScreen {
    /// Moves the focus ring within the grid of `columns` (nil when the terminal is
    /// too small: then left and right step through the places, up and down do nothing).
    /// It stops at the edges rather than wrapping, so holding a key cannot lose it.
    mutating func moveFocus(_ direction: MatchDirection, columns: Int?) {
        let count = game.cards.count
        guard count > 0 else { return }
        let columns = max(1, columns ?? count)
        let column = focus % columns
        switch direction {
        case .left:
            if column > 0 { focus -= 1 }
        case .right:
            if column < columns - 1, focus + 1 < count { focus += 1 }
        case .up:
            if focus >= columns { focus -= columns }
        case .down:
            if focus + columns < count {
                focus += columns
            } else if focus / columns < (count - 1) / columns {
                focus = count - 1  // the last row is short: its last card is below
            }
        }
    }
}
