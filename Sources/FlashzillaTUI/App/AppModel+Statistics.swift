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
            let retention = effectiveSettings.scheduler.desiredRetention
            if screen.deckName == nil, let row = chooser.selectedRow, row.isVirtual {
                return [.openFamilyStatistics(name: row.fullName, fileNames: chooser.familyFiles(of: row), desiredRetention: retention)]
            }
            let deck = screen.deckName == nil ? chooser.selected.flatMap { $0.isBroken ? nil : $0 } : nil
            return [.openStatistics(fileName: deck?.fileName, desiredRetention: retention)]
        }
    }
}
