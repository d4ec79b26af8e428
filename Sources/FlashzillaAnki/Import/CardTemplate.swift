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

    /// Sections nest a few levels in real templates. Deeper ones are refused while parsing,
    /// before a tree that deep exists: resolving, rendering, comparing and even freeing one
    /// recurse once a level, and 40,000 levels overflowed the stack.
    static let nestingLimit = 100

    /// A template whose sections nest more than `nestingLimit` deep.
    struct TooDeeplyNested: Error, Equatable {}

    /// Parsed in one pass over the bytes: `{{` and `}}` are ASCII, so they are searched for
    /// as bytes from where the last tag ended (a Foundation search copied the rest of the
    /// template at every tag: a 1 MB template took seconds).
    init(_ source: String) throws(TooDeeplyNested) {
        // Open sections, innermost last; the bottom one is the template itself.
        var stack: [(name: String, negated: Bool, nodes: [Node])] = [("", false, [])]
        let bytes = source.utf8
        var rest = bytes.startIndex
        while let open = Self.pair(of: UInt8(ascii: "{"), in: bytes, from: rest),
              let close = Self.pair(of: UInt8(ascii: "}"), in: bytes, from: bytes.index(open, offsetBy: 2)) {
            if open > rest { stack[stack.count - 1].nodes.append(.text(String(source[rest..<open]))) }
            let tag = Self.trimmingSpaces(source[bytes.index(open, offsetBy: 2)..<close])
            rest = bytes.index(close, offsetBy: 2)
            switch tag.first {
            case "#", "^":
                guard stack.count <= Self.nestingLimit else { throw TooDeeplyNested() }
                stack.append((String(Self.trimmingSpaces(tag.dropFirst())), tag.first == "^", []))
            case "/":
                // Anki refuses a template whose sections cross; here the nearest open section
                // of that name closes (and any left open inside it), so the card still shows.
                let name = String(Self.trimmingSpaces(tag.dropFirst()))
                guard stack.count > 1, let at = stack.lastIndex(where: { $0.name == name }), at > 0 else { continue }
                while stack.count > at {
                    let section = stack.removeLast()
                    stack[stack.count - 1].nodes.append(.section(name: section.name, negated: section.negated, body: section.nodes))
                }
            default:
                var parts = tag.split(separator: ":", omittingEmptySubsequences: false)
                let name = String(Self.trimmingSpaces(parts.removeLast()))
                stack[stack.count - 1].nodes.append(.field(name: name, filters: parts.map { String(Self.trimmingSpaces($0)) }))
            }
        }
        if rest < bytes.endIndex { stack[stack.count - 1].nodes.append(.text(String(source[rest...]))) }
        // Sections never closed keep their content, as if closed at the end.
        while stack.count > 1 {
            let section = stack.removeLast()
            stack[stack.count - 1].nodes.append(.section(name: section.name, negated: section.negated, body: section.nodes))
        }
        nodes = stack[0].nodes
    }

    /// `text` without the spaces and tabs (Unicode's space separators) around it, as
    /// `trimmingCharacters(in: .whitespaces)` gives, without Foundation's cost for each tag.
    private static func trimmingSpaces(_ text: Substring) -> Substring {
        let scalars = text.unicodeScalars
        let isSpace = { (scalar: Unicode.Scalar) in scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return Substring(scalars[first...last])
    }

    /// Where the first two `byte`s in a row are, at `from` or after.
    private static func pair(of byte: UInt8, in bytes: String.UTF8View, from: String.Index) -> String.Index? {
        var from = from
        while let at = bytes[from...].firstIndex(of: byte) {
            let next = bytes.index(after: at)
            guard next < bytes.endIndex else { return nil }
            if bytes[next] == byte { return at }
            from = next
        }
        return nil
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

    /// `<hr id=answer>`, `<hr id="answer">`, `<hr id='answer' />`, in any case. Searched as
    /// bytes, as the tags are (a Foundation search for each `<hr` took 0.3 s a megabyte).
    static func answerMarker(in text: String) -> Range<String.Index>? {
        let bytes = text.utf8
        var from = bytes.startIndex
        while let open = bytes[from...].firstIndex(of: UInt8(ascii: "<")) {
            from = bytes.index(after: open)
            // `| 0x20` lowercases an ASCII letter (and turns no other byte into `h` or `r`).
            guard let name = bytes.index(open, offsetBy: 3, limitedBy: bytes.endIndex),
                  bytes[bytes.index(open, offsetBy: 1)] | 0x20 == UInt8(ascii: "h"),
                  bytes[bytes.index(open, offsetBy: 2)] | 0x20 == UInt8(ascii: "r") else { continue }
            guard let end = bytes[name...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            let attributes = text[name..<end].lowercased().filter { $0 != "\"" && $0 != "'" && !$0.isWhitespace }
            if attributes.contains("id=answer") { return open..<bytes.index(after: end) }
            from = bytes.index(after: end)
        }
        return nil
    }
}
