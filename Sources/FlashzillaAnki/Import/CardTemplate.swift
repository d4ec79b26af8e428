import Foundation

/// An Anki card template (`qfmt`/`afmt`) parsed once into nodes, then rendered for every
/// card: `{{Field}}`, `{{filter:…:Field}}`, `{{#Field}}…{{/Field}}` (shown when the field
/// is filled) and `{{^Field}}…{{/Field}}` (shown when it is empty).
struct CardTemplate: Equatable, Sendable {
    indirect enum Node: Equatable, Sendable {
        case text(String)
        /// `filters` as written, outermost first: `{{text:cloze:Text}}` is `["text", "cloze"]`.
        case field(name: String, filters: [String])
        case section(name: String, negated: Bool, body: [Node])
    }

    var nodes: [Node]

    init(nodes: [Node]) { self.nodes = nodes }

    init(_ source: String) {
        // Open sections, innermost last; the bottom one is the template itself.
        var stack: [(name: String, negated: Bool, nodes: [Node])] = [("", false, [])]
        var rest = source[...]
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            if open.lowerBound > rest.startIndex { stack[stack.count - 1].nodes.append(.text(String(rest[..<open.lowerBound]))) }
            let tag = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            rest = rest[close.upperBound...]
            switch tag.first {
            case "#", "^":
                stack.append((String(tag.dropFirst()).trimmingCharacters(in: .whitespaces), tag.first == "^", []))
            case "/":
                // Anki refuses a template whose sections cross; here the nearest open section
                // of that name closes (and any left open inside it), so the card still shows.
                let name = String(tag.dropFirst()).trimmingCharacters(in: .whitespaces)
                guard stack.count > 1, let at = stack.lastIndex(where: { $0.name == name }), at > 0 else { continue }
                while stack.count > at {
                    let section = stack.removeLast()
                    stack[stack.count - 1].nodes.append(.section(name: section.name, negated: section.negated, body: section.nodes))
                }
            default:
                var parts = tag.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                let name = parts.removeLast().trimmingCharacters(in: .whitespaces)
                stack[stack.count - 1].nodes.append(.field(name: name, filters: parts.map { $0.trimmingCharacters(in: .whitespaces) }))
            }
        }
        if !rest.isEmpty { stack[stack.count - 1].nodes.append(.text(String(rest))) }
        // Sections never closed keep their content, as if closed at the end.
        while stack.count > 1 {
            let section = stack.removeLast()
            stack[stack.count - 1].nodes.append(.section(name: section.name, negated: section.negated, body: section.nodes))
        }
        nodes = stack[0].nodes
    }

    /// The part of a back template that is the answer: what follows `<hr id=answer>` (the
    /// front repeated above it is left out), or, without that line, everything but a
    /// leading `{{FrontSide}}`.
    var answerPart: CardTemplate {
        for (i, node) in nodes.enumerated() {
            guard case .text(let text) = node, let marker = Self.answerMarker(in: text) else { continue }
            let after = String(text[marker.upperBound...])
            return CardTemplate(nodes: (after.isEmpty ? [] : [.text(after)]) + nodes[(i + 1)...])
        }
        let start = nodes.firstIndex { node in
            if case .text(let text) = node { return !text.allSatisfy(\.isWhitespace) }
            return true
        }
        if let start, case .field("FrontSide", []) = nodes[start] {
            return CardTemplate(nodes: Array(nodes[(start + 1)...]))
        }
        return self
    }

    /// `<hr id=answer>`, `<hr id="answer">`, `<hr id='answer' />`, in any case.
    static func answerMarker(in text: String) -> Range<String.Index>? {
        var searchFrom = text.startIndex
        while let hr = text.range(of: "<hr", options: .caseInsensitive, range: searchFrom..<text.endIndex) {
            guard let end = text[hr.upperBound...].firstIndex(of: ">") else { return nil }
            let attributes = text[hr.upperBound..<end].lowercased().filter { $0 != "\"" && $0 != "'" && !$0.isWhitespace }
            if attributes.contains("id=answer") { return hr.lowerBound..<text.index(after: end) }
            searchFrom = text.index(after: end)
        }
        return nil
    }
}
