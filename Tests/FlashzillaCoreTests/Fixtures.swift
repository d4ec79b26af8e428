import Foundation
import FlashzillaCore

/// Shorthand for a moment `s` seconds after the origin.
func t(_ s: Double) -> Moment { .seconds(s) }

/// A card with a fixed identity, so decks and sessions are reproducible.
func makeCard(_ n: Int) -> Card {
    let id = UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n))!
    // The text is never empty, so this cannot throw.
    return try! Card(id: id, prompt: "prompt \(n)", answer: "answer \(n)", createdAt: Date(timeIntervalSince1970: 0))
}

/// A deck of cards numbered 1...count.
func makeDeck(
    count: Int = 3,
    timeLimit: Int = 100,
    sessionSize: Int? = nil,
    shuffle: Bool = false,
    requeueWrong: Bool = true
) -> Deck {
    Deck(
        id: UUID(uuidString: "DECC0000-0000-0000-0000-000000000000")!,
        name: "Test",
        cards: (0..<count).map { makeCard($0 + 1) },
        settings: DeckSettings(timeLimit: timeLimit, sessionSize: sessionSize, shuffle: shuffle, requeueWrong: requeueWrong)
    )
}

/// The prompts of a stack, for readable order assertions.
func prompts(_ cards: [Card]) -> [String] { cards.map(\.prompt) }

extension StudySession {
    /// Applies actions in order, requiring each to be applied (a fixture that silently
    /// failed to reach its state would make the tests using it meaningless).
    func after(_ actions: StudyAction...) -> StudySession {
        var session = self
        for action in actions {
            let result = session.apply(action)
            precondition(result == .applied, "fixture action \(action) gave \(result)")
        }
        return session
    }
}
