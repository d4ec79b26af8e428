import Foundation
import Testing
@testable import FlashzillaCore

/// Words as people type them: accents WordNet has not got, punctuation around them,
/// contractions; and a word type asked for (issue 18).
@Suite struct WordNetFallbackTests {
    static let fixture = WordNetFixture(
        synsets: [
            .init(type: "n", words: ["cafe", "coffeehouse"], gloss: "a small restaurant where drinks and snacks are sold"),
            .init(type: "a", words: ["naive", "naif"], gloss: "marked by or showing unaffected simplicity and lack of guile or worldly experience"),
            .init(type: "n", words: ["resume", "curriculum_vitae"], gloss: "short descriptive summary (of events)"),
            .init(type: "n", words: ["cat", "true_cat"], gloss: "feline mammal usually having thick soft fur and no ability to roar"),
            .init(type: "v", words: ["do", "perform"], gloss: "engage in"),
            .init(type: "n", words: ["fiancée"], gloss: "a woman who is engaged to be married"),
            .init(type: "n", words: ["fiancee"], gloss: "a wrong entry that only a folded lookup would find"),
        ],
        counts: [:],
        exceptions: [:]
    )

    func withWordNet(_ body: (WordNet) throws -> Void) throws {
        let dir = try Self.fixture.write()
        defer { try? FileManager.default.removeItem(at: dir) }
        try body(try WordNet(directory: dir))
    }

    @Test func accentsAreFoldedWhenTheWordIsNotFoundAsTyped() throws {
        try withWordNet { (wordNet: WordNet) throws in
            #expect(try wordNet.define("café").lemma == "cafe")
            #expect(try wordNet.define("naïve").lemma == "naive")
            #expect(try wordNet.define("résumé").lemma == "resume")
            #expect(try wordNet.define("fiancée").definition == "A woman who is engaged to be married.", "the exact entry first")
        }
    }

    @Test func surroundingPunctuationIsStripped() throws {
        try withWordNet { (wordNet: WordNet) throws in
            for typed in ["cat!", "cat.", "\"cat\"", "(cat)", "“cat”", "cat?!"] {
                #expect(try wordNet.define(typed).lemma == "cat", "\(typed)")
            }
        }
    }

    @Test func contractionsFindTheirVerb() throws {
        try withWordNet { (wordNet: WordNet) throws in
            #expect(try wordNet.define("don't").lemma == "do")
            #expect(try wordNet.define("Don’t").lemma == "do")
        }
    }

    @Test func whatIsNotThereIsStillNotFoundUnderItsOwnName() throws {
        try withWordNet { (wordNet: WordNet) throws in
            #expect(throws: DefineError.notFound(word: "zzz!")) { try wordNet.define("zzz!") }
            #expect(throws: DefineError.notFound(word: "!!")) { try wordNet.define("!!") }
        }
    }

    @Test func anAskedForWordTypeChoosesThatSense() throws {
        let (wordNet, dir) = try WordNet.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try wordNet.define("better").wordType == .adjective)
        let adverb = try wordNet.define("better", as: .adverb)
        #expect(adverb.wordType == .adverb && adverb.lemma == "well", "\(adverb)")
        #expect(try wordNet.define("goose", as: .verb).definition == "Prod into action.")
        #expect(try wordNet.define("goose", as: .preposition).wordType == .noun, "no such sense: the best one")
    }
}
