import FlashzillaCore
import FlashzillaImport
import Foundation

/// Brings a card's text edited here into its note's fields, so that Anki, importing the
/// note, shows the edit. A card's text is its note rendered at import (`PackageCards`);
/// rendered again the same way, a side that no longer matches was edited. The field that
/// rendered as that whole side takes the new text; else, for a side built from several
/// fields or from a cloze deletion, the changed stretch is tried in each place a field has
/// it, and the edit goes back when exactly one of them makes the card render as edited (only
/// into a field of plain text: one with formatting or a picture would lose it). An edit found
/// nowhere, explained by two places, or across a field's edge (or a cloze deletion's) leaves
/// the note as it was kept.
struct AnkiNoteEdit {
    let noteType: NoteType
    let deckName: String
    private let templates: [(front: ResolvedTemplate, back: ResolvedTemplate)]
    private let hidden: HiddenSelectors

    init?(noteType: NoteType, deckName: String) {
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
        // Made at the first edit found (most notes have none).
        var plainFields: [String]?
        for card in cards {
            guard let link = card.note, template(of: link.ord) < templates.count else { continue }
            let shown = rendered(fields, tags: tags, ord: link.ord)
            for (side, was, now) in [(0, shown.prompt, card.prompt), (1, shown.answer, card.answer)] where was != now {
                let plain = plainFields ?? fields.map { HTMLText.plainText($0, hiding: hidden) }
                plainFields = plain
                let matching = plain.indices.filter { plain[$0] == was }
                if noteType.kind == .standard, matching.count == 1, let at = matching.first {
                    result[at] = Self.html(now, media: media)
                } else if let edited = localEdit(of: result, tags: tags, ord: link.ord, side: side, from: was, to: now, media: media) {
                    result = edited
                }
            }
        }
        return result
    }

    /// A cloze note type has one template for all its cards.
    private func template(of ord: Int) -> Int { noteType.kind == .cloze ? 0 : ord }

    /// `fields` with the stretch of `was` that `now` changes replaced where it is in one field,
    /// checked by rendering side `side` (0 front, 1 back) again; nil when that cannot be said.
    private func localEdit(of fields: [String], tags: [String], ord: Int, side: Int, from was: String, to now: String,
                           media: Set<String>) -> [String]? {
        let old = Array(was), new = Array(now)
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let plain = fields.map { Array(HTMLText.plainText($0, hiding: hidden)) }
        // The changed stretch (a character of what is around an insertion), tried in each
        // place a field has it: the edit is the one place whose change renders `now`.
        var start = prefix, end = old.count - suffix
        if start == end { if start > 0 { start -= 1 } else if end < old.count { end += 1 } else { return nil } }
        let stretch = old[start..<end], replacement = new[start..<(new.count - (old.count - end))]
        var explaining: [[String]] = [], tried = 0
        // Only a field that is plain text already (no formatting or picture the edit would turn into text).
        for (k, text) in plain.enumerated() where text.count >= stretch.count && fields[k] == Self.html(String(text), media: media) {
            for at in 0...(text.count - stretch.count) where text[at..<(at + stretch.count)].elementsEqual(stretch) {
                tried += 1
                guard tried <= Self.mostPlaces else { return nil }
                var changed = text
                changed.replaceSubrange(at..<(at + stretch.count), with: replacement)
                var edited = fields
                edited[k] = Self.html(String(changed), media: media)
                let shown = rendered(edited, tags: tags, ord: ord)
                if (side == 0 ? shown.prompt : shown.answer) == now { explaining.append(edited) }
            }
        }
        return explaining.count == 1 ? explaining[0] : nil
    }

    /// Places tried for one edit at most (text a note repeats often is not searched on).
    private static let mostPlaces = 32

    /// The card `ord` of a note as the import turned it into text.
    private func rendered(_ fields: [String], tags: [String], ord: Int) -> (prompt: String, answer: String) {
        let at = template(of: ord)
        let subdeck = deckName.components(separatedBy: "::").last ?? deckName
        let values = FieldValues(note: fields, count: noteType.fields.count,
                                 special: [tags.joined(separator: " "), noteType.name, deckName, subdeck, noteType.templates[at].name])
        var renderer = TemplateRenderer(values: values, clozeNumber: ord + 1, side: .question)
        let front = renderer.render(templates[at].front)
        renderer.side = .answer(frontSide: front)
        let back = HTMLText.plainText(renderer.render(templates[at].back), hiding: hidden)
        return (HTMLText.plainText(front, hiding: hidden), back.allSatisfy(\.isWhitespace) ? PackageCards.emptyBack : back)
    }

    private static func html(_ text: String, media: Set<String>) -> String {
        var out: [UInt8] = []
        var text = text
        text.withUTF8 { AnkiMediaField.appendHTML($0, media: media, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }
}
