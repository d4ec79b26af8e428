import FlashzillaImport
import Foundation
import Testing
@testable import FlashzillaAnki

/// Flashzilla's cards against what Anki itself renders for the same cards
/// (current-rendering.json, written by the real Anki backend): the question and the part
/// of the answer after `<hr id=answer>`, both as text.
@Suite struct AnkiRenderingTests {
    struct Rendered: Decodable {
        var guid: String
        var ord: UInt32
        var question: String
        var answer: String
    }

    @Test func everyCardReadsAsAnkiShowsIt() throws {
        let data = try Data(contentsOf: AnkiFixtures.folder.appendingPathComponent("current-rendering.json"))
        let anki = try JSONDecoder().decode([Rendered].self, from: data)
        let ours = Dictionary(uniqueKeysWithValues: try AnkiFixtures.read("current.apkg").parsed.groups.flatMap(\.cards).map { ($0.key, $0) })
        var compared = 0
        for card in anki {
            // Anki puts a typing box ([[type:Back]]) where Flashzilla shows nothing or the answer.
            if card.question.contains("[[type:") { continue }
            let key = CardKey.ankiNote(guid: card.guid, ordinal: card.ord)
            let prompt = HTMLText.plainText(card.question)
            guard let mine = ours[key] else {
                // Anki's own words for a card with nothing to show.
                #expect(prompt.contains("The front of this card is blank"), "Anki shows \(card.guid)/\(card.ord) but Flashzilla has no card")
                continue
            }
            let answerHTML = CardTemplate.answerMarker(in: card.answer).map { String(card.answer[$0.upperBound...]) } ?? card.answer
            #expect(mine.prompt == prompt, "\(card.guid)/\(card.ord)")
            #expect(mine.answer == HTMLText.plainText(answerHTML), "\(card.guid)/\(card.ord)")
            compared += 1
        }
        #expect(compared == 16)
    }
}
