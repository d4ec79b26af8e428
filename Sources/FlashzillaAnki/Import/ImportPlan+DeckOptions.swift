import FlashzillaCore
import FlashzillaImport
import Foundation

extension ImportPlan {
    /// Each deck the import makes takes the options of the Anki deck it is made from (a deck
    /// already here keeps its own: the learner may have changed them). With `--deck`
    /// (`deckName`), every card goes to one deck: it takes the options its Anki decks share,
    /// or none when they differ. `learner`: the learner's Review settings, which a deck
    /// keeps following where Anki's values are the same.
    public mutating func takeDeckOptions(from packages: [AnkiPackageImport], deckName: String?, learner: SchedulerConfiguration) {
        var byName: [String: AnkiDeckOptionValues] = [:]
        for package in packages {
            for (name, options) in package.deckOptions where byName[name.lowercased()] == nil { byName[name.lowercased()] = options }
        }
        guard !byName.isEmpty else { return }
        var shared: AnkiDeckOptionValues?
        if deckName != nil {
            let used = Set(packages.flatMap { $0.parsed.groups.compactMap { $0.deck.flatMap { byName[$0.lowercased()] } } })
            guard used.count == 1 else { return }
            shared = used.first
        }
        for i in decks.indices where decks[i].isNew {
            guard let anki = shared ?? byName[decks[i].deck.name.lowercased()] else { continue }
            let settings = decks[i].deck.settings
            decks[i].deck.settings = AnkiDeckOptionsMapping.taking(anki, into: SharedDeckOptions(settings), learner: learner).applied(to: settings)
        }
    }
}
