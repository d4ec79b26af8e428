import Foundation
import Testing
@testable import FlashzillaCore

@Suite("Deck tree: names with :: as Anki's deck list")
struct DeckTreeTests {
    @Test("parts are trimmed, empty parts dropped, and names compared without case")
    func paths() {
        #expect(DeckPath.components(" Languages :: Spanish ::Vocab") == ["Languages", "Spanish", "Vocab"])
        #expect(DeckPath.components("A::::B::") == ["A", "B"])
        #expect(DeckPath.components("Plain") == ["Plain"])
        #expect(DeckPath.key(of: "Lang::ES") == DeckPath.key(of: "lang :: es"))
        #expect(DeckPath.isSelfOrDescendant("Lang::Spanish::Vocab", of: "lang"))
        #expect(DeckPath.isSelfOrDescendant("Lang", of: "Lang"))
        #expect(!DeckPath.isSelfOrDescendant("Language", of: "Lang"))
        #expect(!DeckPath.isSelfOrDescendant("Lang", of: "Lang::Spanish"))
    }

    @Test("renaming a parent renames what is inside it, and nothing else")
    func renaming() {
        #expect(DeckPath.renamed("Spanish::Vocab", from: "Spanish", to: "Español") == "Español::Vocab")
        #expect(DeckPath.renamed("Spanish", from: "Spanish", to: "Lang::Spanish") == "Lang::Spanish")
        #expect(DeckPath.renamed("Spanish Extra", from: "Spanish", to: "Español") == nil)
        #expect(DeckPath.renamed("spanish::a::b", from: "Spanish::A", to: "X") == "X::b")
    }

    @Test("children nest under their parent; a parent no deck names is virtual and stands where its first child came")
    func building() {
        let names = ["Art", "Lang::Spanish::Vocab", "Lang::French", "lang::spanish::Grammar", "Lang::Spanish", "Zoo::"]
        let roots = DeckTree.build(names) { $0 }
        #expect(roots.map(\.name) == ["Art", "Lang", "Zoo"])
        let lang = roots[1]
        #expect(lang.isVirtual)
        #expect(lang.children.map(\.label) == ["Spanish", "French"])
        let spanish = lang.children[0]
        #expect(spanish.items == ["Lang::Spanish"], "the deck file of the parent's own name")
        #expect(spanish.children.map(\.label) == ["Vocab", "Grammar"], "case-insensitive match keeps the first spelling")
        #expect(spanish.children[1].items == ["lang::spanish::Grammar"])
        #expect(spanish.children[1].depth == 2)
        #expect(lang.descendantDeckCount == 4)
        #expect(lang.preorder.map(\.label) == ["Lang", "Spanish", "Vocab", "Grammar", "French"])
        #expect(roots[2].items == ["Zoo::"])
    }

    @Test("two files of one name are two decks of one node")
    func sameName() {
        let roots = DeckTree.build(["A", "a", "A::B"]) { $0 }
        #expect(roots.count == 1)
        #expect(roots[0].items == ["A", "a"])
        #expect(roots[0].children.map(\.name) == ["A::B"])
    }

    @Test("a blank name is a root of its own")
    func blank() {
        let roots = DeckTree.build(["  ", "A"]) { $0 }
        #expect(roots.map(\.items) == [["  "], ["A"]])
    }
}

@Suite("Deck tree counts as Anki's v3 deck list")
struct DeckTreeCountsTests {
    typealias Deck = (name: String, inputs: DeckDueInputs?)

    func counts(_ decks: [Deck]) -> [String: DeckDue] {
        let roots = DeckTree.build(decks.indices.map { $0 }) { decks[$0].name }
        return DeckTreeCounts.due(of: roots) { decks[$0].inputs }
    }

    @Test("a virtual parent sums its children, held to the default limits (20 new, 200 reviews)")
    func virtualParent() {
        let result = counts([
            ("Lang::Spanish", DeckDueInputs(newAvailable: 15, learning: 2, reviewDue: 150)),
            ("Lang::French", DeckDueInputs(newAvailable: 15, learning: 3, reviewDue: 120)),
        ])
        #expect(result["lang::spanish"] == DeckDue(new: 15, learning: 2, review: 150, next: nil))
        #expect(result["lang"] == DeckDue(new: 20, learning: 5, review: 200, next: nil))
    }

    @Test("a child adds only what its own limits allow, then the parent's limit caps the sum")
    func childLimitsFirst() {
        let result = counts([
            ("Spanish", DeckDueInputs(newAvailable: 4, learning: 0, reviewDue: 1, newCardsPerDay: 10, reviewsPerDay: 100)),
            ("Spanish::Vocab", DeckDueInputs(newAvailable: 50, learning: 1, reviewDue: 9, newCardsPerDay: 5, reviewsPerDay: 3)),
            ("Spanish::Grammar", DeckDueInputs(newAvailable: 2, learning: 0, reviewDue: 0)),
        ])
        #expect(result["spanish::vocab"] == DeckDue(new: 5, learning: 1, review: 3, next: nil))
        // Own 4 + Vocab's capped 5 + Grammar's 2 = 11, capped to Spanish's 10; reviews 1 + 3 + 0.
        #expect(result["spanish"] == DeckDue(new: 10, learning: 1, review: 4, next: nil))
    }

    @Test("what was done today in a child counts against the parent's limit too")
    func doneTodayCountsUpwards() {
        let result = counts([
            ("P", DeckDueInputs(newAvailable: 0, learning: 0, reviewDue: 0, newCardsPerDay: 10, reviewsPerDay: 10)),
            ("P::C", DeckDueInputs(newAvailable: 30, learning: 0, reviewDue: 30, introducedToday: 6, reviewedToday: 8,
                                   newCardsPerDay: 20, reviewsPerDay: 200)),
        ])
        #expect(result["p::c"] == DeckDue(new: 14, learning: 0, review: 30, next: nil))
        #expect(result["p"] == DeckDue(new: 4, learning: 0, review: 2, next: nil))
    }

    @Test("a parent's limit does not cap its child's own row (Anki's default, without 'apply all parent limits')")
    func childRowUncapped() {
        let result = counts([
            ("P", DeckDueInputs(newAvailable: 0, learning: 0, reviewDue: 0, newCardsPerDay: 1)),
            ("P::C", DeckDueInputs(newAvailable: 9, learning: 0, reviewDue: 0)),
        ])
        #expect(result["p::c"]?.new == 9)
        #expect(result["p"]?.new == 1)
    }

    @Test("a leaf's count is its DeckDue; next is the earliest in the subtree; unknown inputs leave the sum out")
    func leavesNextUnknown() {
        let early = Date(timeIntervalSince1970: 1_000), late = Date(timeIntervalSince1970: 2_000)
        let leaf = DeckDueInputs(newAvailable: 30, learning: 1, reviewDue: 300, introducedToday: 3, reviewedToday: 10, next: late)
        let result = counts([("A::B", leaf), ("A::C", DeckDueInputs(newAvailable: 0, learning: 0, reviewDue: 0, next: early)), ("A::D", nil), ("E", leaf)])
        #expect(result["e"] == leaf.due)
        #expect(result["a::b"]?.next == late)
        #expect(result["a"] == nil, "one child's counts are unknown")
        let known = counts([("A::B", leaf), ("A::C", DeckDueInputs(newAvailable: 0, learning: 0, reviewDue: 0, next: early))])
        #expect(known["a"]?.next == early)
        // B's 17 new and 190 reviews; A (virtual, defaults) less B's 3 and 10 done today.
        #expect(known["a"] == DeckDue(new: 17, learning: 1, review: 190, next: early))
    }
}
