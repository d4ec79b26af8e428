import FlashzillaCore
import Foundation
import Testing

/// Flashzilla's cloze parser against Anki's own backend (scripts/anki-cloze-cards.py): for
/// each text the same cards (by number), the same question and answer text, and the same
/// hidden words. Anki writes `[...]` where Flashzilla shows `[…]`.
@Suite struct ClozeAnkiTests {
    static let texts = [
        "{{c1::Paris}} is the capital of {{c2::France::country}}",
        "{{c1::a::b::c}}",
        "{{c1::x::}} and {{c2::y}}",
        "{{c1::outer {{c2::inner}} end}}",
        "{{c1::a {{c1::b}}}}",
        "{{c2::h::int}} {{c1::p {{c2::q::hq}} r::hr}}",
        "{{c1::a::h1 {{c2::b}} c::h2}}",
        "{{c2::b::}} {{c1::x {{c3::y {{c1::z}}}}}}",
        "x }} {{c3::gap}} {{c5::five}}",
        "{{c0::zero}} {{c1::one}}",
        "{{c70000::big}} {{c1::one}}",
        "{{c01::lead}} {{c1:x}} {{c::y}} {{C2::z}}",
        "{{c1::x}}::y",
        "{{c1::}} {{c2::two}}",
        "漢{{c12::字::ヒント}}🎉 and {{c3::é}}",
        "{{c1::a}} }} {{c2::b}} {{c1::again}}",
    ]

    struct Real: Decodable {
        struct Side: Decodable {
            var ord: Int
            var question: String
            var answer: String
            var hidden: [String]
        }
        var text: String
        var cards: [Side]
    }

    @Test(AnkiLibrary.required) func sameCardsAsAnki() throws {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("cloze-texts-\(UUID().uuidString).json")
        try JSONEncoder().encode(Self.texts).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let run = try AnkiLibrary.python([AnkiLibrary.repository.appendingPathComponent("scripts/anki-cloze-cards.py").path, input.path])
        try #require(run.status == 0, "\(run.stderr)")
        let output = run.stdout
        let lines = output.split(separator: "\n")
        try #require(lines.count == Self.texts.count)
        for line in lines {
            let real = try JSONDecoder().decode(Real.self, from: Data(line.utf8))
            let ours = ClozeText(real.text)
            #expect(ours.cardNumbers.map { $0 - 1 } == real.cards.map(\.ord), "\(real.text)")
            for card in real.cards where ours.cardNumbers.contains(card.ord + 1) {
                let number = card.ord + 1
                let question = ours.question(for: number).map(\.text).joined().replacingOccurrences(of: ClozeText.placeholder, with: "[...]")
                #expect(question == card.question, "\(real.text) c\(number)")
                #expect(ours.answer(for: number).map(\.text).joined() == card.answer, "\(real.text) c\(number)")
                #expect(ours.hiddenWords(for: number) == card.hidden, "\(real.text) c\(number)")
            }
        }
    }
}
