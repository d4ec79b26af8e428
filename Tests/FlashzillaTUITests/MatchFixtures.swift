import FlashzillaCore
@testable import FlashzillaTUI

/// Decks, screens and a player for the Match screen tests. Names start with
/// "match" so they cannot collide with other screens' fixtures.
enum MatchFixtures {
    static let small = Size(width: 40, height: 12)
    static let standard = Size(width: 80, height: 24)
    static let large = Size(width: 200, height: 60)

    /// Ten capitals; a game deals six of them.
    static let capitals = StudyFixtures.capitals()

    static func deck(_ name: String = "Pairs", color: DeckColor = .teal, _ cards: [(String, String)], pairs: Int = 6) -> Deck {
        var deck = StudyFixtures.deck(name, color: color, cards)
        deck.settings.pairs = pairs
        return deck
    }

    /// Wide glyphs: two cells each.
    static let wide = deck("日本語 🎌", color: .red, [("漢字 🎉", "Chinese characters 🀄"), ("猫 🐱", "cat")])
    static let empty = deck("Nothing here", color: .gray, [])

    /// A screen dealt at moment 0 with seed 42.
    static func screen(_ deck: Deck = capitals, animations: Bool = false) -> MatchScreen {
        MatchScreen(deck: deck, seed: 42, options: StudyOptions(animations: animations), now: .zero)
    }
}

/// A moment `s` seconds after the origin.
func matchAt(_ s: Double) -> Moment { .seconds(s) }

extension MatchScreen {
    /// The screen after `messages`, all at `now`.
    func after(_ messages: MatchMessage..., at now: Moment, size: Size = MatchFixtures.standard) -> MatchScreen {
        var copy = self
        for message in messages { copy.update(message, now: now, size: size) }
        return copy
    }

    /// The screen after focusing `place` and pressing Enter, through `handle`.
    func turning(_ places: Int..., at now: Moment, size: Size = MatchFixtures.standard) -> MatchScreen {
        var copy = self
        for place in places { copy.play(to: place, at: now, size: size) }
        return copy
    }

    /// Moves the focus to `place` with arrow keys, then presses Enter, all through
    /// `handle` as the run loop sends keys. Returns the keys sent and the effects.
    @discardableResult
    mutating func play(to place: Int, at now: Moment, size: Size) -> (keys: [Key], effects: [MatchEffect]) {
        var keys: [Key] = []
        var effects: [MatchEffect] = []
        let columns = layout(for: size).grid?.columns ?? game.cards.count
        // Each step gets strictly closer (rows first, then columns), so this ends.
        while focus != place, keys.count < 4 * game.cards.count {
            let (row, column) = (focus / columns, focus % columns)
            let (targetRow, targetColumn) = (place / columns, place % columns)
            let key: Key = row < targetRow ? .down : row > targetRow ? .up : column < targetColumn ? .right : .left
            keys.append(key)
            effects += handle(.key(key), now: now, size: size)
        }
        precondition(focus == place, "could not reach place \(place)")
        keys.append(.enter)
        effects += handle(.key(.enter), now: now, size: size)
        return (keys, effects)
    }

    /// Plays the whole dealt game to the end without a mistake through `handle`
    /// (pairs in place order, one move every `step` from `start`). Returns the
    /// finished screen, every key sent (for an end-to-end script) and the effects.
    func playedToEnd(size: Size = MatchFixtures.standard, start: Moment = .seconds(1), step: Duration = .milliseconds(500))
        -> (screen: MatchScreen, keys: [Key], effects: [MatchEffect])
    {
        var screen = self
        var keys: [Key] = []
        var effects: [MatchEffect] = []
        var now = start
        var done = Set<Int>()
        for place in game.cards.indices where !done.contains(place) {
            for twin in game.places(ofPair: game.cards[place].pair) {
                let turn = screen.play(to: twin, at: now, size: size)
                keys += turn.keys
                effects += turn.effects
                done.insert(twin)
                now = now + step
            }
        }
        return (screen, keys, effects)
    }
}
