import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// The one tag completion the card editor's Tags field and custom study's tag prompt share.
@Suite struct TagCompletionTests {
    let known = ["motion", "verb", "verb::irregular", "verbs", "Vocab"]

    @Test func oneMatchIsTheWholeTagInItsOwnCase() {
        let one = TagCompletion(prefix: "mo", known: known)
        #expect(one?.text == "motion" && one?.matches == ["motion"])
        #expect(TagCompletion(prefix: "vO", known: known)?.text == "Vocab")
        #expect(TagCompletion(prefix: "mo", known: known)?.isWhole == true)
    }

    @Test func severalMatchesGoAsFarAsTheyAgreeWithoutCase() {
        let completion = TagCompletion(prefix: "ver", known: known)
        #expect(completion?.text == "verb" && completion?.isWhole == false)
        #expect(completion?.matches == ["verb", "verb::irregular", "verbs"])
        #expect(completion?.listing == "3 tags: #verb #verb::irregular #verbs")
        // Nothing more in common than what was typed: the typed text stays.
        #expect(TagCompletion(prefix: "v", known: known)?.text == "v")
    }

    @Test func noMatchIsNil() {
        #expect(TagCompletion(prefix: "x", known: known) == nil)
        #expect(TagCompletion(prefix: "mo", known: []) == nil)
    }

    @Test func tagsAlreadyTypedAreNotOfferedAgain() {
        #expect(TagCompletion(prefix: "verb", known: known, excluding: ["verb", "verbs"])?.text == "verb::irregular")
        #expect(TagCompletion(prefix: "mo", known: known, excluding: ["motion"]) == nil)
    }

    @Test func theListingNamesEightAtMost() {
        let many = (1...10).map { "t\($0)" }
        let listing = TagCompletion(prefix: "t", known: many)?.listing
        #expect(listing == "10 tags: #t1 #t2 #t3 #t4 #t5 #t6 #t7 #t8 …")
    }

    @Test func aDecksTagsOnceEachSorted() {
        var a = CardEditFixtures.card(1, "a", "1"), b = CardEditFixtures.card(2, "b", "2")
        a.tags = ["verb", "motion"]
        b.tags = ["motion", "Vocab"]
        #expect(TagCompletion.tags(of: Deck(name: "D", cards: [a, b, CardEditFixtures.card(3, "c", "3")])) == ["Vocab", "motion", "verb"])
    }
}
