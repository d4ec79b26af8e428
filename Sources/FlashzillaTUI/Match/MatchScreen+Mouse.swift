import FlashzillaCore

extension MatchScreen {
    /// A left click (or press: our backend reports press and release) on a card
    /// focuses and turns it. Cards still flying from the pile are not where their
    /// place is drawn yet, so they cannot be hit.
    mutating func mouse(_ event: MouseEvent, at now: Moment, size: Size) -> [MatchEffect] {
        guard event.button == .left, event.kind == .press || event.kind == .click else { return [] }
        if isHelpVisible {
            isHelpVisible = false
            return []
        }
        guard let grid = layout(for: size).grid, let place = grid.index(at: event.position) else { return [] }
        if let deal, deal.progress(of: place, at: now).map({ $0 < 1 }) ?? true { return [] }
        focus = place
        return turn(place, at: now)
    }
}
