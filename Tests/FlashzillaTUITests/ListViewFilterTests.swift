import Foundation
import Testing
@testable import FlashzillaTUI

/// Type-to-filter: case- and accent-insensitive substring matching.
struct ListViewFilterTests {
    static let decomposedEspanol = "Espan\u{303}ol"  // ñ as n + COMBINING TILDE

    @Test func foldingRemovesCaseAndAccents() {
        #expect(Filter.fold("Español") == "espanol")
        #expect(Filter.fold(Self.decomposedEspanol) == "espanol")
        #expect(Filter.fold("CAFÉ") == "cafe")
        #expect(Filter.fold("cafe\u{301}") == "cafe")
        #expect(Filter.fold("Straße") == "strasse")
        #expect(Filter.fold("ÅNGSTRÖM") == "angstrom")
        #expect(Filter.fold("漢字 🎉") == "漢字 🎉")
        #expect(Filter.fold("") == "")
    }

    /// Folding scalar by scalar gives what Foundation gives for the whole string.
    @Test func foldingAgreesWithFoundation() {
        let corpus = [
            "Español", Self.decomposedEspanol, "CAFÉ", "Crème Brûlée", "Ærøskøbing", "ŁÓDŹ", "İstanbul",
            "Ελληνικά ΆΈΉ", "Привет Ёлка", "Straße", "ﬁnal", "Việt Nam", "Dvořák", "漢字かなカナ",
            "👩‍👩‍👧 👍🏽 🇯🇵", "naïve coöperate", "Ångström", "résumé", "mañana", "Zürich",
            "ภาษาไทย", "한국어 ㄱ", "Ⓐⓑ", "ǅemal", "x\u{20DD}",
        ]
        for text in corpus {
            let foundation = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            #expect(Filter.fold(text) == foundation, "\(text)")
        }
    }

    /// The one difference from Foundation: combining marks are ignored in
    /// every script, not only on Latin-like letters.
    @Test func marksAreIgnoredInEveryScript() {
        #expect(Filter.fold("עִבְרִית") == "עברית")
        #expect(Filter.fold("العَرَبِيَّة") == "العربية")
        #expect(Filter.matches("עִבְרִית", query: "עברית"))
        #expect(Filter.matches("עברית", query: "עִבְרִית"))
        #expect(Filter.matches("हिन्दी", query: "हिन्दी"))
        // Spacing marks (the Devanagari vowel sign ि) are letters' parts and stay.
        #expect(Filter.fold("हि") == "हि")
    }

    struct Match: Sendable, CustomTestStringConvertible {
        var text: String
        var query: String
        var matches: Bool
        var testDescription: String { "\(query.debugDescription) in \(text.debugDescription): \(matches)" }
    }

    static let pairs: [Match] = [
        Match(text: "Español", query: "espanol", matches: true),
        Match(text: decomposedEspanol, query: "español", matches: true),
        Match(text: "Español", query: "ESPAÑOL", matches: true),
        Match(text: "café", query: "CAFÉ", matches: true),
        Match(text: "CAFÉ", query: "café", matches: true),
        Match(text: "CAFÉ", query: "cafe", matches: true),
        Match(text: "cafe", query: "café", matches: true),
        Match(text: "Un café au lait", query: "E AU L", matches: true),
        Match(text: "Deck: 漢字 practice", query: "字 p", matches: true),
        Match(text: "🎉 party", query: "🎉", matches: true),
        Match(text: "anything", query: "", matches: true),
        Match(text: "", query: "", matches: true),
        Match(text: "café", query: "coffee", matches: false),
        Match(text: "Español", query: "espanola", matches: false),
        Match(text: "", query: "a", matches: false),
        Match(text: "abc", query: "abcd", matches: false),
        Match(text: "front\nback", query: "t b", matches: false),
    ]

    @Test(arguments: pairs) func substringMatch(_ pair: Match) {
        #expect(Filter.matches(pair.text, query: pair.query) == pair.matches)
    }

    @Test func matchingIndicesAreInOrder() {
        let titles = ["Café verbs", "Spanish", "Español básico", "cafeteria", "Japanese 漢字", "CAFÉ culture"]
        let index = FilterIndex(titles)
        #expect(index.matches("cafe") == [0, 3, 5])
        #expect(index.matches("ESPAÑ") == [2])
        #expect(index.matches("") == Array(0..<6))
        #expect(index.matches("zzz") == [])
        #expect(FilterIndex([String]()).matches("a") == [])
    }

    @Test func indexAnswersRepeatedQueries() {
        let index = FilterIndex(["Ñandú", "nandu", "NANDÚ rojo", "otro"])
        #expect(index.count == 4)
        #expect(index.matches("nandu") == [0, 1, 2])
        #expect(index.matches("ú r") == [2])
        #expect(index.matches("o") == [2, 3])
        #expect(index.matches("") == [0, 1, 2, 3])
        #expect(FilterIndex([String]()).matches("") == [])
    }

    /// 100,000 card titles: indexed once, queried in well under a second,
    /// with exactly the expected matches.
    @Test func hundredThousandStrings() {
        let words = ["Español", "café", "Tokyo 東京", "naïve", "plain"]
        let titles = (0..<100_000).map { "Card \($0) \(words[$0 % words.count])" }
        let clock = ContinuousClock()
        var index = FilterIndex([String]())
        let built = clock.measure { index = FilterIndex(titles) }
        var hits: [Int] = []
        let queried = clock.measure { hits = index.matches("ESPANOL") }
        #expect(hits == Array(stride(from: 0, to: 100_000, by: 5)))
        #expect(index.matches("card 99999 plain") == [99_999])
        #expect(index.matches("東京").count == 20_000)
        // Generous bounds (debug build, busy machine); quadratic code would blow them.
        #expect(built < .seconds(5), "built in \(built)")
        #expect(queried < .seconds(1), "queried in \(queried)")
    }
}
