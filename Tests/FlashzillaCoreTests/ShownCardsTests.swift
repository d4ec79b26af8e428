import Foundation
import Testing
@testable import FlashzillaCore

@Suite struct ShownCardsTests {
    static func cards(_ count: Int) throws -> [Card] {
        try (0..<count).map { try Card(prompt: "prompt \($0)", answer: "answer \($0)", createdAt: Date(timeIntervalSince1970: 0)) }
    }

    @Test("finds exactly the cards at the positions given, by id, among many")
    func lookup() throws {
        let all = try Self.cards(5_000)
        let kept = Array(stride(from: 3, to: 5_000, by: 7))
        let shown = ShownCards(all, positions: kept)
        for position in kept { #expect(shown[all[position].id] == all[position]) }
        for position in stride(from: 0, to: 5_000, by: 7) { #expect(shown[all[position].id] == nil, "\(position)") }
        #expect(shown[UUID()] == nil)
        #expect(Array(shown.cards) == kept.map { all[$0] }, "in the order given")
    }

    @Test("a position given twice is kept once; none given finds nothing")
    func repeatsAndNone() throws {
        let all = try Self.cards(3)
        let shown = ShownCards(all, positions: [1, 1, 2])
        #expect(shown[all[1].id] == all[1] && shown[all[2].id] == all[2] && shown[all[0].id] == nil)
        #expect(ShownCards(all, positions: [])[all[0].id] == nil)
    }

    @Test("equal when they hold the same cards by id, whatever deck or order they come from")
    func equality() throws {
        let all = try Self.cards(10)
        let reordered = Array(all.reversed())
        #expect(ShownCards(all, positions: [2, 5]) == ShownCards(reordered, positions: [4, 7]))
        #expect(ShownCards(all, positions: [2, 5]) != ShownCards(all, positions: [2, 6]))
        var edited = all
        edited[5].prompt = "changed"
        #expect(ShownCards(all, positions: [2, 5]) != ShownCards(edited, positions: [2, 5]), "a changed card differs")
    }
}
