import Testing
import FlashzillaCore

/// Every sequence of choices on small tables, checked step by step against a reference
/// that states the rules in the plainest way (sets of places).
@Suite("Match rules, exhaustively")
struct MatchExhaustiveTests {
    struct Reference {
        let pairOf: [Int]
        var up: [Int] = []  // the current try, in choice order
        var matched: Set<Int> = []
        var seen: Set<Int> = []
        var score = 0

        var isFinished: Bool { matched.count == pairOf.count }

        /// Returns whether the choice was accepted.
        mutating func choose(_ place: Int) -> Bool {
            guard !isFinished, !matched.contains(place), !up.contains(place) else { return false }
            if up.count == 2 {
                seen.formUnion(up)
                up = []
            }
            up.append(place)
            guard up.count == 2 else { return true }
            if pairOf[up[0]] == pairOf[up[1]] {
                matched.formUnion(up)
                up = []
                score += 2
            } else {
                score -= up.filter(seen.contains).count
            }
            return true
        }

        var table: String {
            String(pairOf.indices.map { place -> Character in
                if matched.contains(place) { return "M" }
                if up.contains(place) { return seen.contains(place) ? "u" : "U" }
                return seen.contains(place) ? "d" : "D"
            })
        }
    }

    @Test(arguments: [(pairs: 2, depth: 7, seed: 1 as UInt64), (pairs: 2, depth: 7, seed: 2), (pairs: 3, depth: 5, seed: 5)])
    func everySequenceFollowsTheRules(pairs: Int, depth: Int, seed: UInt64) {
        let game = MatchGame(deck: makeMatchDeck(count: pairs, pairs: pairs), seed: seed)
        let reference = Reference(pairOf: game.cards.map(\.pair))
        var checked = 0
        explore(game, reference, depth: depth, checked: &checked)
        #expect(checked > 1000)
    }

    private func explore(_ game: MatchGame, _ reference: Reference, depth: Int, checked: inout Int) {
        guard depth > 0 else { return }
        for place in game.cards.indices {
            var game = game, reference = reference
            let before = game
            let result = game.choose(place, at: t(1))
            let accepted = reference.choose(place)
            checked += 1
            if case .ignored = result {
                #expect(!accepted && game == before)
                continue
            }
            #expect(accepted)
            #expect(game.table == reference.table)
            #expect(game.score == reference.score)
            #expect(game.isFinished == reference.isFinished)
            #expect(game.faceUpUnmatched.count <= 2)
            // Score is +2 per pair found, less every penalty so far: never above 2 × pairs.
            #expect(game.score <= 2 * game.matchedPairs)
            explore(game, reference, depth: depth - 1, checked: &checked)
        }
    }
}
