/// Anki's cloze deletions, `{{c1::answer}}` or `{{c1::answer::hint}}`: one card per number.
/// The card for n shows `[...]` (or `[hint]`) where n's deletions are and the other
/// deletions as their text; its answer is the whole text, then the Extra field.
package enum Cloze {
    package enum Piece: Equatable {
        case text(Substring)
        case deletion(number: Int, text: Substring, hint: Substring?)
    }

    package static func pieces(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = text[...]
        while let open = rest.range(of: "{{c") {
            var i = open.upperBound
            let digitsStart = i
            while i < rest.endIndex, rest[i].isASCII, rest[i].isNumber { i = rest.index(after: i) }
            guard let number = Int(rest[digitsStart..<i]), rest[i...].hasPrefix("::"),
                  let close = rest[i...].range(of: "}}") else {
                pieces.append(.text(rest[..<open.upperBound]))
                rest = rest[open.upperBound...]
                continue
            }
            if open.lowerBound > rest.startIndex { pieces.append(.text(rest[..<open.lowerBound])) }
            let body = rest[rest.index(i, offsetBy: 2)..<close.lowerBound]
            if let hint = body.range(of: "::", options: .backwards) {
                pieces.append(.deletion(number: number, text: body[..<hint.lowerBound], hint: body[hint.upperBound...]))
            } else {
                pieces.append(.deletion(number: number, text: body, hint: nil))
            }
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { pieces.append(.text(rest)) }
        return pieces
    }

    /// The cloze numbers in the text, ascending.
    package static func numbers(_ pieces: [Piece]) -> [Int] {
        Set(pieces.compactMap { if case .deletion(let n, _, _) = $0 { n } else { nil } }).sorted()
    }

    /// The prompt of card `number` (still in the field's markup).
    package static func prompt(_ pieces: [Piece], number: Int) -> String {
        pieces.map { piece -> String in
            switch piece {
            case .text(let text): String(text)
            case .deletion(number, _, let hint?) where !hint.isEmpty: "[\(hint)]"
            case .deletion(number, _, _): "[...]"
            case .deletion(_, let text, _): String(text)
            }
        }.joined()
    }

    /// Every deletion shown as its text.
    package static func fullText(_ pieces: [Piece]) -> String {
        pieces.map { piece -> String in
            switch piece {
            case .text(let text): String(text)
            case .deletion(_, let text, _): String(text)
            }
        }.joined()
    }
}
