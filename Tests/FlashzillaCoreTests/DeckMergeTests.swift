import Foundation
import Testing
@testable import FlashzillaCore

/// Three-way merges of a deck: `base` as loaded, `mine` as edited here, `theirs` as
/// another program wrote it meanwhile. Each test asserts the whole merged deck.
@Suite("Deck merge")
struct DeckMergeTests {
    static let later = Date(timeIntervalSince1970: 1000)
    static let latest = Date(timeIntervalSince1970: 2000)

    /// New ids for conflict copies: C0000000-…-000000000001, …-000000000002 …
    final class IDs: @unchecked Sendable {
        var next = 0
        func make() -> UUID {
            next += 1
            return UUID(uuidString: String(format: "C0000000-0000-0000-0000-%012d", next))!
        }
    }

    static func merge(_ base: Deck, mine: Deck, theirs: Deck) -> DeckMergeResult {
        let ids = IDs()
        return DeckMerge.merge(base: DeckBaseline(base), mine: mine, theirs: theirs, makeID: ids.make)
    }

    static func edited(_ card: Card, prompt: String? = nil, answer: String? = nil, at date: Date = later) -> Card {
        var card = card
        try! card.edit(prompt: prompt ?? card.prompt, answer: answer ?? card.answer, at: date)
        return card
    }

    static func withID(_ card: Card, _ n: Int) -> Card {
        var copy = card
        copy.id = UUID(uuidString: String(format: "C0000000-0000-0000-0000-%012d", n))!
        return copy
    }

    static func deck(_ cards: [Card]) -> Deck {
        var deck = makeDeck(count: 0)
        deck.cards = cards
        return deck
    }

    let base = makeDeck(count: 3)
    var c1: Card { base.cards[0] }
    var c2: Card { base.cards[1] }
    var c3: Card { base.cards[2] }

    @Test("nothing changed on either side: the same deck, no conflict")
    func nothing() {
        #expect(Self.merge(base, mine: base, theirs: base) == DeckMergeResult(deck: base, conflicts: []))
    }

    @Test("add / add: both new cards are kept, theirs first, mine at the end")
    func addAdd() {
        var mine = base, theirs = base
        mine.cards.append(makeCard(10))
        theirs.cards.append(makeCard(20))
        let result = Self.merge(base, mine: mine, theirs: theirs)
        #expect(result == DeckMergeResult(deck: Self.deck([c1, c2, c3, makeCard(20), makeCard(10)]), conflicts: []))
        #expect(result.summary == "merged with changes made on disk")
    }

    @Test("a card added in the middle here goes after the card it follows here")
    func addInMiddle() {
        var mine = base, theirs = base
        mine.cards.insert(makeCard(10), at: 1)  // after c1
        theirs.cards.insert(makeCard(20), at: 0)
        #expect(Self.merge(base, mine: mine, theirs: theirs).deck == Self.deck([makeCard(20), c1, makeCard(10), c2, c3]))
        var first = base
        first.cards.insert(makeCard(11), at: 0)  // before every card: first
        #expect(Self.merge(base, mine: first, theirs: theirs).deck == Self.deck([makeCard(11), makeCard(20), c1, c2, c3]))
    }

    @Test("edit / edit of different cards: both edits are kept")
    func editEditDifferentCards() {
        var mine = base, theirs = base
        mine.cards[0] = Self.edited(c1, answer: "mine")
        theirs.cards[2] = Self.edited(c3, answer: "theirs")
        #expect(Self.merge(base, mine: mine, theirs: theirs)
            == DeckMergeResult(deck: Self.deck([mine.cards[0], c2, theirs.cards[2]]), conflicts: []))
    }

    @Test("edit / edit of the same card: theirs stays, mine is kept as a new card right after it")
    func editEditSameCard() {
        var mine = base, theirs = base
        mine.cards[1] = Self.edited(c2, prompt: "my prompt")
        theirs.cards[1] = Self.edited(c2, prompt: "their prompt", at: Self.latest)
        let result = Self.merge(base, mine: mine, theirs: theirs)
        let copy = Self.withID(mine.cards[1], 1)
        #expect(result == DeckMergeResult(deck: Self.deck([c1, theirs.cards[1], copy, c3]),
                                          conflicts: [.bothChanged(prompt: "my prompt", keptAs: copy.id)]))
        #expect(result.summary == "merged with changes made on disk; your edit of “my prompt” kept as a new card")
    }

    @Test("the same edit on both sides (at different times) is no conflict")
    func sameEditBothSides() {
        var mine = base, theirs = base
        mine.cards[0] = Self.edited(c1, answer: "same")
        theirs.cards[0] = Self.edited(c1, answer: "same", at: Self.latest)
        #expect(Self.merge(base, mine: mine, theirs: theirs) == DeckMergeResult(deck: theirs, conflicts: []))
    }

    @Test("edit here / delete there: the edited card comes back as a new card")
    func editHereDeleteThere() {
        var mine = base, theirs = base
        mine.cards[1] = Self.edited(c2, prompt: "kept")
        theirs.cards.remove(at: 1)
        let result = Self.merge(base, mine: mine, theirs: theirs)
        let copy = Self.withID(mine.cards[1], 1)
        #expect(result == DeckMergeResult(deck: Self.deck([c1, copy, c3]),
                                          conflicts: [.changedButDeletedThere(prompt: "kept", keptAs: copy.id)]))
        #expect(result.summary.contains("your edit of “kept”, deleted meanwhile, kept as a new card"))
    }

    @Test("delete here / edit there: their edited card stays")
    func deleteHereEditThere() {
        var mine = base, theirs = base
        mine.cards.remove(at: 1)
        theirs.cards[1] = Self.edited(c2, prompt: "theirs")
        #expect(Self.merge(base, mine: mine, theirs: theirs)
            == DeckMergeResult(deck: theirs, conflicts: [.deletedButChangedThere(prompt: "theirs")]))
    }

    @Test("delete here / untouched there: deleted; delete / delete: deleted once, no conflict")
    func deletes() {
        var mine = base, theirs = base
        mine.cards.remove(at: 0)
        #expect(Self.merge(base, mine: mine, theirs: base) == DeckMergeResult(deck: mine, conflicts: []))
        theirs.cards.remove(at: 0)
        theirs.cards.append(makeCard(20))
        #expect(Self.merge(base, mine: mine, theirs: theirs) == DeckMergeResult(deck: Self.deck([c2, c3, makeCard(20)]), conflicts: []))
    }

    @Test("edit here / delete of another card there, and the other way round")
    func editAndDeleteOfDifferentCards() {
        var mine = base, theirs = base
        mine.cards[0] = Self.edited(c1, answer: "mine")
        mine.cards.remove(at: 2)
        theirs.cards.remove(at: 1)
        #expect(Self.merge(base, mine: mine, theirs: theirs) == DeckMergeResult(deck: Self.deck([mine.cards[0]]), conflicts: []))
    }

    @Test("the same new card (same id) added on both sides is kept once; different ones both")
    func bothAddedSameID() {
        var mine = base, theirs = base
        mine.cards.append(makeCard(10))
        theirs.cards.append(makeCard(10))
        #expect(Self.merge(base, mine: mine, theirs: theirs) == DeckMergeResult(deck: theirs, conflicts: []))
        mine.cards[3] = Self.edited(makeCard(10), prompt: "different")
        let copy = Self.withID(mine.cards[3], 1)
        #expect(Self.merge(base, mine: mine, theirs: theirs)
            == DeckMergeResult(deck: Self.deck([c1, c2, c3, makeCard(10), copy]), conflicts: [.bothChanged(prompt: "different", keptAs: copy.id)]))
    }

    @Test("deck settings changed on different sides both apply")
    func independentSettings() {
        var mine = base, theirs = base
        mine.name = "Mine"
        mine.settings.timeLimit = 30
        theirs.color = .red
        theirs.settings.shuffle = true
        theirs.cards.append(makeCard(20))
        var expected = theirs
        expected.name = "Mine"
        expected.settings.timeLimit = 30
        #expect(Self.merge(base, mine: mine, theirs: theirs) == DeckMergeResult(deck: expected, conflicts: []))
    }

    @Test("a setting changed differently on both sides: theirs stays, named in the conflict; the same change is none")
    func settingsConflict() {
        var mine = base, theirs = base
        mine.name = "Mine"
        mine.settings.timeLimit = 30
        mine.settings.pairs = 4
        theirs.name = "Theirs"
        theirs.settings.timeLimit = 60
        theirs.settings.pairs = 4
        var expected = theirs
        expected.settings.pairs = 4
        let result = Self.merge(base, mine: mine, theirs: theirs)
        #expect(result == DeckMergeResult(deck: expected, conflicts: [.deckFields(["name", "time limit"])]))
        #expect(result.summary == "merged with changes made on disk; your change of the name, time limit not kept, as it was changed meanwhile")
    }

    @Test("unknown deck fields merge key by key")
    func unknownFields() {
        var base = base
        base.unknownFields = ["a": .int(1), "b": .int(1)]
        var mine = base, theirs = base
        mine.unknownFields["a"] = .int(2)
        mine.unknownFields["c"] = .int(3)
        theirs.unknownFields["b"] = nil
        theirs.unknownFields["d"] = .int(4)
        var expected = theirs
        expected.unknownFields = ["a": .int(2), "c": .int(3), "d": .int(4)]
        #expect(Self.merge(base, mine: mine, theirs: theirs) == DeckMergeResult(deck: expected, conflicts: []))
        theirs.unknownFields["a"] = .int(5)
        #expect(Self.merge(base, mine: mine, theirs: theirs).conflicts == [.deckFields(["a"])])
    }

    @Test("Match records keep the best of both sides")
    func matchRecords() {
        var mine = base, theirs = base
        mine.matchRecord = MatchRecord(bestScore: 8, bestTime: .seconds(40))
        theirs.matchRecord = MatchRecord(bestScore: 10, bestTime: .seconds(50))
        let merged = Self.merge(base, mine: mine, theirs: theirs)
        #expect(merged.deck.matchRecord == MatchRecord(bestScore: 10, bestTime: .seconds(40)))
        #expect(merged.conflicts.isEmpty)
        // A record only I set, or only they set, stands.
        #expect(Self.merge(base, mine: mine, theirs: base).deck.matchRecord == mine.matchRecord)
        #expect(Self.merge(base, mine: base, theirs: theirs).deck.matchRecord == theirs.matchRecord)
    }

    @Test("many conflicts are summed up after the first three")
    func longSummary() {
        var mine = base, theirs = base
        mine.name = "Mine"
        theirs.name = "Theirs"
        for i in 0..<3 {
            mine.cards[i] = Self.edited(base.cards[i], answer: "mine \(i)")
            theirs.cards[i] = Self.edited(base.cards[i], answer: "theirs \(i)")
        }
        let result = Self.merge(base, mine: mine, theirs: theirs)
        #expect(result.conflicts.count == 4)
        #expect(result.summary.hasSuffix("; and 1 more"))
        #expect(result.deck.cards.count == 6)
    }

    @Test("a baseline finds each of many cards by id; of two with one id, the later counts")
    func baselineLookUp() throws {
        var deck = base
        deck.cards = try (0..<1_000).map { n in try Card(id: UUID(), prompt: "p\(n)", answer: "a\(n)", createdAt: Date(timeIntervalSince1970: 0)) }
        let twin = Self.edited(deck.cards[500], answer: "the twin")
        deck.cards.append(twin)
        let baseline = DeckBaseline(deck)
        #expect(baseline.cardCount == 1_000)
        for card in deck.cards.dropLast() where card.id != twin.id {
            #expect(baseline.contains(card.id) && !baseline.isChanged(card))
            #expect(baseline.isChanged(Self.edited(card, answer: "x")))
        }
        #expect(!baseline.isChanged(twin) && baseline.isChanged(deck.cards[500]))
        #expect(!baseline.contains(UUID()))
    }

    @Test("a baseline tells a changed card from an unchanged one by everything it holds")
    func baseline() {
        let baseline = DeckBaseline(base)
        #expect(baseline.cardCount == 3)
        #expect(!baseline.isChanged(c1))
        #expect(baseline.isChanged(Self.edited(c1, answer: "x")))
        var tagged = c1
        tagged.tags = ["t"]
        #expect(baseline.isChanged(tagged))
        #expect(!baseline.isChanged(makeCard(99)))  // not there at all
        #expect(baseline.fields.cards.isEmpty && baseline.fields.name == base.name)
    }
}
