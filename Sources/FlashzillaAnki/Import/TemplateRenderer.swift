import FlashzillaImport

/// Renders a parsed template for one card of a note, as Anki does: the question side, or
/// the answer side with `{{FrontSide}}` standing for the rendered question. The result is
/// still HTML; the caller turns it into text.
struct TemplateRenderer {
    enum Side { case question, answer(frontSide: String) }

    /// Field values by name (HTML), plus Anki's special fields (`Tags`, `Deck`, …).
    var fields: [String: String]
    /// The cloze number this card shows (its ordinal + 1).
    var clozeNumber: Int
    var side: Side

    func render(_ template: CardTemplate) -> String {
        var out = ""
        render(template.nodes, into: &out)
        return out
    }

    private func render(_ nodes: [CardTemplate.Node], into out: inout String) {
        for node in nodes {
            switch node {
            case .text(let text):
                out += text
            case .section(let name, let negated, let body):
                if isFilled(name) != negated { render(body, into: &out) }
            case .field(let name, let filters):
                out += value(name, filters: filters)
            }
        }
    }

    private func isFilled(_ name: String) -> Bool {
        // In a cloze note type `{{#c2}}` holds on card 2 only.
        if name.count > 1, name.first == "c", let number = Int(name.dropFirst()) { return number == clozeNumber }
        return field(name).map { !FieldFilters.isEmpty($0) } ?? false
    }

    /// A field by name; the names of a note type differ in more than case, so a template
    /// written in another case still finds its field.
    private func field(_ name: String) -> String? {
        if let value = fields[name] { return value }
        return fields.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    private func value(_ name: String, filters: [String]) -> String {
        if name == "FrontSide", filters.isEmpty {
            if case .answer(let front) = side { return front }
            return ""
        }
        var text = field(name) ?? ""
        // The filter nearest the field applies first.
        for (i, filter) in filters.enumerated().reversed() {
            let filterName = filter.split(separator: " ").first.map(String.init) ?? filter
            switch filterName {
            case "text": text = FieldFilters.strippingTags(text)
            case "cloze": text = cloze(text)
            case "cloze-only": text = clozeOnly(text)
            case "furigana": text = FieldFilters.furigana(text, .ruby)
            case "kana": text = FieldFilters.furigana(text, .kana)
            case "kanji": text = FieldFilters.furigana(text, .kanji)
            // The question's typing box is no text; the answer shows what was to be typed.
            case "type":
                guard case .answer = side else { return "" }
                if filters.count > i + 1, filters[i + 1] == "cloze" { text = clozeOnly(field(name) ?? "") }
            // Read aloud by Anki: the card shows nothing for it.
            case "tts": return ""
            // `hint` and filters from add-ons: the text as it is.
            default: break
            }
        }
        return text
    }

    /// `{{cloze:Text}}`: the question hides this card's deletions; the answer shows them all.
    private func cloze(_ text: String) -> String {
        let pieces = Cloze.pieces(text)
        guard Cloze.numbers(pieces).contains(clozeNumber) else { return "" }
        if case .answer = side { return Cloze.fullText(pieces) }
        return Cloze.prompt(pieces, number: clozeNumber)
    }

    /// `{{cloze-only:Text}}`: this card's deletions alone.
    private func clozeOnly(_ text: String) -> String {
        Cloze.pieces(text).compactMap { piece -> String? in
            if case .deletion(clozeNumber, let text, _) = piece { String(text) } else { nil }
        }.joined(separator: ", ")
    }
}
