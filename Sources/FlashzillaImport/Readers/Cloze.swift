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
        while let open = find("{{c", in: rest) {
            // The number and the `::` after it, on the UTF-8 bytes (Characters cost a cloze
            // note's import more than the rest of its parsing).
            let bytes = rest.utf8
            var i = open.upperBound
            let digitsStart = i
            while i < bytes.endIndex, (0x30...0x39).contains(bytes[i]) { i = bytes.index(after: i) }
            let colons = bytes.distance(from: i, to: bytes.endIndex) >= 2 && bytes[i] == 0x3A && bytes[bytes.index(after: i)] == 0x3A
            guard let number = Int(rest[digitsStart..<i]), colons, let close = find("}}", in: rest[i...]) else {
                pieces.append(.text(rest[..<open.upperBound]))
                rest = rest[open.upperBound...]
                continue
            }
            if open.lowerBound > rest.startIndex { pieces.append(.text(rest[..<open.lowerBound])) }
            let body = rest[bytes.index(i, offsetBy: 2)..<close.lowerBound]
            if let hint = find("::", in: body, last: true) {
                pieces.append(.deletion(number: number, text: body[..<hint.lowerBound], hint: body[hint.upperBound...]))
            } else {
                pieces.append(.deletion(number: number, text: body, hint: nil))
            }
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { pieces.append(.text(rest)) }
        return pieces
    }

    /// Where ASCII `needle` first (or last) occurs in `text`, found on UTF-8 bytes: an
    /// import runs this on every cloze field, and Foundation's search is far slower.
    package static func find(_ needle: StaticString, in text: Substring, last: Bool = false) -> Range<Substring.Index>? {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        // On the bytes themselves where the text has them in one piece (a native string
        // always does): stepping a Substring's UTF-8 indices cost every card's two sides
        // more than the rest of the search (this runs on all of them, for `[sound:`).
        if let offsets = text.utf8.withContiguousStorageIfAvailable({ find(pattern, in: $0, last: last) }) {
            guard let offsets else { return nil }
            let lower = text.utf8.index(text.utf8.startIndex, offsetBy: offsets.lowerBound)
            return lower..<text.utf8.index(lower, offsetBy: offsets.count)
        }
        let bytes = text.utf8
        var found: Range<Substring.Index>?
        var i = bytes.startIndex
        while i < bytes.endIndex {
            var j = i, k = 0
            while k < pattern.count, j < bytes.endIndex, bytes[j] == pattern[k] { j = bytes.index(after: j); k += 1 }
            if k == pattern.count {
                found = i..<j
                if !last { return found }
            }
            i = bytes.index(after: i)
        }
        return found
    }

    /// `find` on contiguous bytes: offsets.
    private static func find(_ pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, last: Bool) -> Range<Int>? {
        guard let first = pattern.first else { return bytes.isEmpty ? nil : (last ? bytes.count - 1 : 0)..<(last ? bytes.count - 1 : 0) }
        var found: Range<Int>?
        var i = 0
        while i + pattern.count <= bytes.count {
            if bytes[i] == first {
                var k = 1
                while k < pattern.count, bytes[i + k] == pattern[k] { k += 1 }
                if k == pattern.count {
                    found = i..<i + k
                    if !last { return found }
                }
            }
            i += 1
        }
        return found
    }

    /// The cloze numbers in the text, ascending.
    package static func numbers(_ pieces: [Piece]) -> [Int] {
        Set(pieces.compactMap { if case .deletion(let n, _, _) = $0 { n } else { nil } }).sorted()
    }

    /// The prompt of card `number` (still in the field's markup).
    package static func prompt(_ pieces: [Piece], number: Int) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .text(let text): out.append(contentsOf: text)
            case .deletion(number, _, let hint?) where !hint.isEmpty: out += "[\(hint)]"
            case .deletion(number, _, _): out += "[...]"
            case .deletion(_, let text, _): out.append(contentsOf: text)
            }
        }
        return out
    }

    /// Every deletion shown as its text.
    package static func fullText(_ pieces: [Piece]) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .text(let text), .deletion(_, let text, _): out.append(contentsOf: text)
            }
        }
        return out
    }

    /// Whether card `number` has a deletion (`numbers(_:)` without sorting them all).
    package static func hasDeletion(_ pieces: [Piece], number: Int) -> Bool {
        pieces.contains { if case .deletion(number, _, _) = $0 { true } else { false } }
    }
}
