import Foundation

/// A card template with its names looked up once for a note type: each field is a slot in
/// the values `TemplateRenderer` is given, and its filters are parsed, so that rendering
/// every card of a large collection hashes and splits no name.
struct ResolvedTemplate: Sendable {
    indirect enum Node: Sendable {
        case text(String)
        /// `slot` is nil for a field the note type does not have (it shows nothing).
        case field(slot: Int?, filters: [Filter])
        case frontSide
        case section(Condition, negated: Bool, body: [Node])
    }

    enum Condition: Sendable {
        /// `{{#c2}}`: this card is cloze 2.
        case cloze(Int)
        case filled(slot: Int?)
    }

    /// Outermost first, as written.
    enum Filter: Sendable, Equatable {
        case text, cloze, clozeOnly, furigana(FieldFilters.Furigana), tts, other
        /// `hint:`: Anki shows a link named after the field and hides the text until a tap.
        case hint(field: String)
        /// `type:`, and whether the filter inside it is `cloze`.
        case type(cloze: Bool)
    }

    var nodes: [Node]

    /// `names` are the values' names by slot; a name given twice is its last slot (so later
    /// values override earlier ones, as in a dictionary filled in that order).
    init(_ template: CardTemplate, names: [String]) {
        var slots: [String: Int?] = [:]
        nodes = Self.resolve(template.nodes, names, &slots)
    }

    /// `slots`: the names looked up so far (a template of 1 MB names a field 100,000 times).
    private static func resolve(_ nodes: [CardTemplate.Node], _ names: [String], _ slots: inout [String: Int?]) -> [Node] {
        nodes.map { node in
            switch node {
            case .text(let text):
                return .text(text)
            case .field("FrontSide", []):
                return .frontSide
            case .field(let name, let filters):
                return .field(slot: slot(name, names, &slots), filters: filters.indices.map { filter(at: $0, in: filters, field: name) })
            case .section(let name, let negated, let body):
                // In a cloze note type `{{#c2}}` holds on card 2 only.
                if name.count > 1, name.first == "c", let number = Int(name.dropFirst()) {
                    return .section(.cloze(number), negated: negated, body: resolve(body, names, &slots))
                }
                return .section(.filled(slot: slot(name, names, &slots)), negated: negated, body: resolve(body, names, &slots))
            }
        }
    }

    /// The names of a note type differ in more than case, so a template written in another
    /// case still finds its field (in the last slot of its name).
    private static func slot(_ name: String, _ names: [String], _ known: inout [String: Int?]) -> Int? {
        if let slot = known[name] { return slot }
        let slot = names.lastIndex(of: name)
            ?? names.indices.first { names[$0].caseInsensitiveCompare(name) == .orderedSame && names.lastIndex(of: names[$0]) == $0 }
        known[name] = slot
        return slot
    }

    private static func filter(at i: Int, in filters: [String], field: String) -> Filter {
        let filter = filters[i]
        switch filter.split(separator: " ").first.map(String.init) ?? filter {
        case "text": return .text
        case "cloze": return .cloze
        case "cloze-only": return .clozeOnly
        case "furigana": return .furigana(.ruby)
        case "kana": return .furigana(.kana)
        case "kanji": return .furigana(.kanji)
        case "type": return .type(cloze: filters.count > i + 1 && filters[i + 1] == "cloze")
        case "tts": return .tts
        case "hint": return .hint(field: field)
        // Filters from add-ons: the text as it is.
        default: return .other
        }
    }
}
