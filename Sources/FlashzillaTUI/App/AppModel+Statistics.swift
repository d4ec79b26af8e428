import FlashzillaCore

extension AppModel {
    mutating func statisticsEffect(_ effect: StatisticsEffect, of screen: StatisticsScreen) -> [AppEffect] {
        switch effect {
        case .leave:
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
