import Foundation
import Testing

/// `add --reversed`, `--cloze`, `--typed` and `show` of the cards they make (issue 34), with
/// the real binary against a throw-away home.
@Suite(.serialized) struct CardKindsCommandLineTests {
    @Test func addEachKindAndShowTheCardsAsAsked() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        #expect(try fz.run(["new-deck", "Kinds"]).status == 0)
        let reversed = try fz.run(["add", "Kinds", "--prompt", "gato", "--answer", "cat", "--reversed"])
        #expect(reversed.status == 0, "\(reversed.stderr)")
        #expect(reversed.stdout == "Added 2 cards to Kinds (2 cards).\n")
        let cloze = try fz.run(["add", "Kinds", "--cloze", "{{c1::Paris}} is the capital of {{c2::France::country}}", "--tag", "geo"])
        #expect(cloze.status == 0, "\(cloze.stderr)")
        #expect(cloze.stdout == "Added 2 cards to Kinds (4 cards).\n")
        let typed = try fz.run(["add", "Kinds", "--prompt", "perro", "--answer", "dog", "--typed"])
        #expect(typed.status == 0, "\(typed.stderr)")

        let shown = try fz.run(["show", "Kinds"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout == """
        Kinds — 5 cards, blue, 100 seconds
        1. gato
           → cat
           (reversed, card 1 of 2)
        2. cat
           → gato
           (reversed, card 2 of 2)
        3. […] is the capital of France
           → Paris is the capital of France; hidden: Paris
           (cloze c1)
           #geo
        4. Paris is the capital of [country]
           → Paris is the capital of France; hidden: France
           (cloze c2)
           #geo
        5. perro
           → dog
           (typed answer)

        """)
        // The file holds the entries, as a person would write them.
        let text = try String(contentsOf: fz.decksDirectory.appendingPathComponent("kinds.json"), encoding: .utf8)
        #expect(text.contains(#""cloze": "{{c1::Paris}} is the capital of {{c2::France::country}}""#))
        #expect(text.contains(#""reversed": true"#) && text.contains(#""typed": true"#))
        #expect(!text.contains(#""prompt": "cat""#))
        let json = try fz.run(["show", "Kinds", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let cards = try #require(object["cards"] as? [[String: Any]])
        #expect(cards.map { $0["kind"] as? String } == ["reversed", "reversed", "cloze", "cloze", "basic"])
        #expect(cards.map { $0["typed"] as? Bool } == [false, false, false, false, true])
    }

    @Test func badKindsAreRefusedWithAClearMessage() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        #expect(try fz.run(["new-deck", "Kinds"]).status == 0)
        let file = fz.decksDirectory.appendingPathComponent("kinds.json")
        let before = try Data(contentsOf: file)
        let noDeletion = try fz.run(["add", "Kinds", "--cloze", "Paris is the capital of France"])
        #expect(noDeletion.status == 64)
        #expect(noDeletion.stderr.contains("Error: the cloze text has no cloze deletion (write one as {{c1::hidden words}})"), "\(noDeletion.stderr)")
        let unclosed = try fz.run(["add", "Kinds", "--cloze", "{{c1::Paris is the capital"])
        #expect(unclosed.status == 64)
        #expect(unclosed.stderr.contains("never closed"), "\(unclosed.stderr)")
        let both = try fz.run(["add", "Kinds", "--cloze", "{{c1::x}}", "--prompt", "p"])
        #expect(both.status == 64 && both.stderr.contains("leave out --prompt"), "\(both.stderr)")
        let reversedCloze = try fz.run(["add", "Kinds", "--cloze", "{{c1::x}}", "--reversed"])
        #expect(reversedCloze.status == 64 && reversedCloze.stderr.contains("cannot be --reversed"), "\(reversedCloze.stderr)")
        let neither = try fz.run(["add", "Kinds", "--answer", "a"])
        #expect(neither.status == 64 && neither.stderr.contains("--prompt"), "\(neither.stderr)")
        #expect(try Data(contentsOf: file) == before, "nothing refused is written")
    }
}
