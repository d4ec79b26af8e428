import FlashzillaCore
import Foundation

/// The Quiz and Match on a parent deck (Anki studies a parent with its children): the
/// decks read become one `FamilyDeck`, shown under the parent's name; each Quiz answer goes
/// to its card's own deck. The route names no file (`familyKey`), so nothing is saved to
/// one: a parent's Match keeps no best time.
extension AppModel {
    /// What the route holds instead of a file name: a deck file's name always ends in
    /// `.json`, so this is never one.
    static func familyKey(_ name: String) -> String { "family:" + DeckPath.key(of: name) }

    static func isFamilyKey(_ fileName: String) -> Bool { fileName.hasPrefix("family:") }

    mutating func openFamily(name: String, decks: [Deck], purpose: DeckPurpose, seed: UInt64, in context: ScreenContext) {
        let family = FamilyDeck(name: name, decks: decks)
        let key = Self.familyKey(name), now = context.moment
        if purpose == .match {
            route = .match(MatchScreen(deck: family.deck, seed: seed, options: studyOptions, now: now), fileName: key)
            return
        }
        // Left and come back to with every deck as it was: the same sitting, resumed.
        if var screen = studies.removeValue(forKey: key), screen.session.deck == family.deck {
            _ = screen.update(.returned, now: now, size: context.size)
            route = .study(screen, fileName: key)
            return
        }
        var screen = StudyScreen(deck: family.deck, seed: seed, options: studyOptions, now: now)
        screen.deckOfCard = family.deckOfCard
        route = .study(screen, fileName: key)
    }

    /// The deck a Quiz answer on the card goes to: its own on a parent's Quiz.
    func quizDeckID(of cardID: UUID, default deckID: UUID) -> UUID {
        guard case .study(let screen, _) = route else { return deckID }
        return screen.deckOfCard[cardID] ?? deckID
    }
}
