import FlashzillaCore
import FlashzillaImport
import Foundation

/// Brings a card's text edited here into its note's fields, so that Anki, importing the
/// note, shows the edit. A card's text is its note rendered at import (`PackageCards`);
/// rendered again the same way, a side that no longer matches was edited, and the one field
/// that rendered as that side's text takes the new text. A side made of several fields, or
/// of a cloze deletion, maps to no one field: the note then goes as it was kept.
struct AnkiNoteEdit {
    let noteType: NoteType
    let deckName: String
    private let templates: [(front: ResolvedTemplate, back: ResolvedTemplate)]
    private let hidden: HiddenSelectors

    init?(noteType: NoteType, deckName: String) {
        guard noteType.kind == .standard else { return nil }
        let names = noteType.fields + PackageCards.specialFields
        var parsed: [(front: ResolvedTemplate, back: ResolvedTemplate)] = []
        for template in noteType.templates {
            guard let front = try? CardTemplate(template.front), let back = try? CardTemplate(template.back) else { return nil }
            parsed.append((ResolvedTemplate(front, names: names), ResolvedTemplate(back.answerPart, names: names)))
        }
        self.noteType = noteType
        self.deckName = deckName
        templates = parsed
        hidden = HiddenSelectors(css: noteType.css, html: noteType.templates.flatMap { [$0.front, $0.back] })
    }

    /// `fields` with the edits of `cards` (this note's cards) in them.
    func fields(_ fields: [String], tags: [String], cards: [Card], media: Set<String>) -> [String] {
        var result = fields
        let plain = fields.map { HTMLText.plainText($0, hiding: hidden) }
        for card in cards {
            guard let link = card.note, link.ord < templates.count else { continue }
            let shown = rendered(fields, tags: tags, ord: link.ord)
            for (was, now) in [(shown.prompt, card.prompt), (shown.answer, card.answer)] where was != now {
                let matching = plain.indices.filter { plain[$0] == was }
                guard matching.count == 1, let at = matching.first else { continue }
                result[at] = Self.html(now, media: media)
            }
        }
        return result
    }

    /// The card `ord` of a note as the import turned it into text.
    private func rendered(_ fields: [String], tags: [String], ord: Int) -> (prompt: String, answer: String) {
        let subdeck = deckName.components(separatedBy: "::").last ?? deckName
        let values = FieldValues(note: fields, count: noteType.fields.count,
                                 special: [tags.joined(separator: " "), noteType.name, deckName, subdeck, noteType.templates[ord].name])
        var renderer = TemplateRenderer(values: values, clozeNumber: ord + 1, side: .question)
        let front = renderer.render(templates[ord].front)
        renderer.side = .answer(frontSide: front)
        let back = HTMLText.plainText(renderer.render(templates[ord].back), hiding: hidden)
        return (HTMLText.plainText(front, hiding: hidden), back.allSatisfy(\.isWhitespace) ? PackageCards.emptyBack : back)
    }

    private static func html(_ text: String, media: Set<String>) -> String {
        var out: [UInt8] = []
        var text = text
        text.withUTF8 { AnkiMediaField.appendHTML($0, media: media, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }
}
