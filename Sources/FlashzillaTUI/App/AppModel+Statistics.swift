import FlashzillaCore

extension AppModel {
    /// The run loop built the report asked for by `openStatistics`: show it.
    /// `deckName` nil: the report covers every deck.
    public mutating func openStatistics(_ report: StatisticsReport, deckName: String?) {
        statistics = StatisticsScreen(report: report, deckName: deckName)
        route = .statistics
    }

    mutating func handleStatistics(_ event: InputEvent) -> [AppEffect] {
        guard var screen = statistics else {
            route = .chooser
            return []
        }
        let effects = screen.handle(event)
        statistics = screen
        return effects.flatMap { effect -> [AppEffect] in
            switch effect {
            case .leave:
                statistics = nil
                route = .chooser
                return []
            case .suspend:
                return [.suspend]
            case .switchScope:
                // Every deck, or back to the deck selected in the chooser (if it can be counted).
                guard screen.deckName == nil, let deck = chooser.selected, !deck.isBroken else { return [.openStatistics(fileName: nil)] }
                return [.openStatistics(fileName: deck.fileName)]
            }
        }
    }
}
