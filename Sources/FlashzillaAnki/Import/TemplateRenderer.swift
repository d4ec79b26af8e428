import FlashzillaImport

/// Renders a parsed template for one card of a note, as Anki does: the question side, or
/// the answer side with `{{FrontSide}}` standing for the rendered question. The result is
/// still HTML; the caller turns it into text.
struct TemplateRenderer {
    enum Side { case question, answer(frontSide: String) }

    /// Field values (HTML) by slot, plus Anki's special fields (`Tags`, `Deck`, …).
    var values: FieldValues
    /// The cloze number this card shows (its ordinal + 1).
    var clozeNumber: Int
    var side: Side
    /// The values' names, for templates not yet resolved.
    private var names: [String] = []
    /// The note's cloze fields as parsed for an earlier card (or side) of the same note.
    private let clozes: ClozeCache

    /// `clozes`: shared by the renderers of one note's cards, each of which shows the same
    /// cloze text on both sides.
    init(values: FieldValues, clozeNumber: Int, side: Side, clozes: ClozeCache = ClozeCache()) {
        self.values = values
        self.clozeNumber = clozeNumber
        self.side = side
        self.clozes = clozes
    }

    /// Fields by name.
    init(fields: [String: String], clozeNumber: Int, side: Side) {
        let names = Array(fields.keys)
        self.init(values: FieldValues(note: names.map { fields[$0]! }, count: names.count, special: []), clozeNumber: clozeNumber, side: side)
        self.names = names
    }

    func render(_ template: CardTemplate) -> String {
        render(ResolvedTemplate(template, names: names))
    }

    func render(_ template: ResolvedTemplate) -> String {
        var out = ""
        render(template.nodes, into: &out)
        return out
    }

    private func render(_ nodes: [ResolvedTemplate.Node], into out: inout String) {
        for node in nodes {
            switch node {
            case .text(let text):
                out += text
            case .section(let condition, let negated, let body):
                if holds(condition) != negated { render(body, into: &out) }
            case .field(let slot, let filters):
                out += value(slot, filters: filters)
            case .frontSide:
                if case .answer(let front) = side { out += front }
            }
        }
    }

    private func holds(_ condition: ResolvedTemplate.Condition) -> Bool {
        switch condition {
        case .cloze(let number): number == clozeNumber
        case .filled(let slot): slot.map { !FieldFilters.isEmpty(values[$0]) } ?? false
        }
    }

    private func value(_ slot: Int?, filters: [ResolvedTemplate.Filter]) -> String {
        let field = slot.map { values[$0] } ?? ""
        var text = field
        // The filter nearest the field applies first.
        for filter in filters.reversed() {
            switch filter {
            case .text: text = FieldFilters.strippingTags(text)
            case .cloze: text = cloze(text)
            case .clozeOnly: text = clozeOnly(text)
            case .furigana(let mode): text = FieldFilters.furigana(text, mode)
            // The question's typing box is no text; the answer shows what was to be typed.
            case .type(let clozeInside):
                guard case .answer = side else { return "" }
                if clozeInside { text = clozeOnly(field) }
            // Read aloud by Anki: the card shows nothing for it.
            case .tts: return ""
            // What a card shows before the tap: the field's name; the text stays hidden.
            case .hint(let field): if !text.allSatisfy(\.isWhitespace) { text = field }
            case .other: break
            }
        }
        return text
    }

    /// `{{cloze:Text}}`: the question hides this card's deletions; the answer shows them all.
    private func cloze(_ text: String) -> String {
        let parsed = clozes[text]
        guard Cloze.hasDeletion(parsed.pieces, number: clozeNumber) else { return "" }
        if case .answer = side { return parsed.fullText }
        return Cloze.prompt(parsed.pieces, number: clozeNumber)
    }

    /// `{{cloze-only:Text}}`: this card's deletions alone.
    private func clozeOnly(_ text: String) -> String {
        clozes[text].pieces.compactMap { piece -> String? in
            if case .deletion(clozeNumber, let text, _) = piece { String(text) } else { nil }
        }.joined(separator: ", ")
    }
}

/// A note's field values by slot: its fields in the note type's order (missing ones
/// empty), then special ones.
struct FieldValues {
    var note: [String]
    /// How many slots are the note type's fields.
    var count: Int
    var special: [String]

    subscript(slot: Int) -> String {
        slot < count ? (slot < note.count ? note[slot] : "") : special[slot - count]
    }
}

/// Cloze texts parsed once for all the cards of a note (a note of three deletions rendered
/// each of them twice on each of its three cards).
final class ClozeCache {
    struct Parsed {
        let pieces: [Cloze.Piece]
        /// Every deletion shown: each card's answer.
        let fullText: String
    }

    private var parsed: [(text: String, parsed: Parsed)] = []

    subscript(text: String) -> Parsed {
        if let known = parsed.first(where: { $0.text == text }) { return known.parsed }
        let pieces = Cloze.pieces(text)
        let made = Parsed(pieces: pieces, fullText: Cloze.fullText(pieces))
        parsed.append((text, made))
        return made
    }
}
