import Foundation
import Testing
@testable import FlashzillaCore

@Suite("Deck draft (the deck editor's values)")
struct DeckDraftTests {
    private func deck(cards: Int, name: String = "Capitals") throws -> Deck {
        let date = Date(timeIntervalSince1970: 0)
        return Deck(name: name, cards: try (0..<cards).map { try Card(prompt: "Q\($0)", answer: "A\($0)", createdAt: date) })
    }

    @Test("a deck's draft applies back to the same deck")
    func roundTrip() throws {
        var original = try deck(cards: 5)
        original.settings = DeckSettings(timeLimit: 30, sessionSize: 3, shuffle: false, requeueWrong: false)
        original.color = .purple
        let draft = DeckDraft(deck: original)
        #expect(draft.problems(cardCount: 5, otherNames: []).isEmpty)
        #expect(draft.applied(to: original, otherNames: []) == original)
    }

    @Test("name: required, trimmed, unique ignoring case")
    func name() throws {
        var draft = DeckDraft(defaultTimeLimit: 60)
        #expect(draft.problems(cardCount: 0, otherNames: [])[.name] == "Give the deck a name.")
        draft.name = "   "
        #expect(draft.problems(cardCount: 0, otherNames: [])[.name] != nil)
        draft.name = "  spanish "
        #expect(draft.problems(cardCount: 0, otherNames: ["Spanish"])[.name] == "Another deck is already called \"spanish\".")
        #expect(draft.problems(cardCount: 0, otherNames: ["French"]).isEmpty)
        #expect(draft.applied(to: try deck(cards: 0), otherNames: ["French"])?.name == "spanish")
    }

    @Test("time limit: whole seconds 0…3600", arguments: [
        ("0", true), ("3600", true), ("100", true), (" 45 ", true),
        ("3601", false), ("-1", false), ("", false), ("1.5", false), ("abc", false), ("99999999999999999999", false), ("٣", false),
    ])
    func timeLimit(text: String, valid: Bool) {
        let draft = DeckDraft(name: "X", timeLimit: text)
        #expect((draft.problems(cardCount: 3, otherNames: [])[.timeLimit] == nil) == valid)
    }

    @Test("cards per session: 1…count, or empty/all", arguments: [
        ("", true), ("all", true), ("ALL", true), ("1", true), ("5", true),
        ("6", false), ("0", false), ("-2", false), ("x", false), ("2.0", false),
    ])
    func sessionSize(text: String, valid: Bool) {
        let draft = DeckDraft(name: "X", timeLimit: "10", sessionSize: text)
        let problem = draft.problems(cardCount: 5, otherNames: [])[.sessionSize]
        #expect((problem == nil) == valid, "\(problem ?? "")")
    }

    @Test("an empty deck allows only 'all cards'")
    func emptyDeck() {
        let draft = DeckDraft(name: "X", timeLimit: "10", sessionSize: "1")
        #expect(draft.problems(cardCount: 0, otherNames: [])[.sessionSize] == "Leave empty (all cards) until the deck has cards.")
    }

    @Test("an invalid draft applies to nothing; a valid one sets every setting")
    func apply() throws {
        let base = try deck(cards: 4)
        #expect(DeckDraft(name: "", timeLimit: "10").applied(to: base, otherNames: []) == nil)
        let draft = DeckDraft(name: "New", color: .green, timeLimit: "0", sessionSize: "all", shuffle: false, requeueWrong: false)
        let applied = try #require(draft.applied(to: base, otherNames: []))
        #expect(applied.name == "New" && applied.color == .green)
        #expect(applied.settings == DeckSettings(timeLimit: 0, sessionSize: nil, shuffle: false, requeueWrong: false))
        #expect(applied.cards == base.cards && applied.id == base.id)
    }
}
