/// Cloze text as Anki writes it: `{{c1::Paris}} is the capital of {{c2::France::country}}`.
/// Each number is one card, which hides that number's deletions. Parsed as Anki's backend
/// parses it (rslib's cloze module, checked against it by ClozeAnkiTests): deletions nest,
/// a `}}` closes the innermost open one (a stray one is text), the hint is what follows the
/// first `::` in the deletion's text, and `c0` is a deletion that makes no card of its own.
public struct ClozeText: Hashable, Sendable {
    public indirect enum Node: Hashable, Sendable {
        case text(String)
        case deletion(Deletion)
    }

    public struct Deletion: Hashable, Sendable {
        public var number: Int
        public var nodes: [Node]
        /// The hint shown in its place (`[country]`); empty is a hint too (`[]`), as in Anki.
        public var hint: String?

        public init(number: Int, nodes: [Node], hint: String? = nil) {
            self.number = number
            self.nodes = nodes
            self.hint = hint
        }
    }

    /// The highest number Anki reads (its numbers are 16-bit); above it, `{{c70000::` is text.
    public static let highestNumber = 65_535
    /// Anki makes at most this many cards of one note.
    public static let mostCards = 500

    public let source: String
    public let nodes: [Node]
    /// Where each deletion that is never closed opens, as a count of characters from the
    /// start (Anki drops such a deletion and everything in it).
    public let unclosed: [Int]

    public init(_ source: String) {
        self.source = source
        var parser = ClozeParser(source)
        (nodes, unclosed) = parser.parse()
    }

    /// The numbers that make a card, ascending (nested deletions included; `c0` makes none).
    public var cardNumbers: [Int] {
        var numbers = Set<Int>()
        func visit(_ nodes: [Node]) {
            for case .deletion(let deletion) in nodes {
                if deletion.number > 0 { numbers.insert(deletion.number) }
                visit(deletion.nodes)
            }
        }
        visit(nodes)
        return numbers.sorted()
    }
}

/// Why a cloze text makes no cards, or cards Anki would not make, said for the learner.
public enum ClozeProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case noDeletion
    case unclosed(at: Int)
    case tooHigh(Int)

    public var description: String {
        switch self {
        case .noDeletion: "has no cloze deletion (write one as {{c1::hidden words}})"
        case .unclosed(let at): "the deletion opened at character \(at + 1) is never closed (a missing }})"
        case .tooHigh(let number): "c\(number) is above c\(ClozeText.mostCards), the highest cloze number Anki makes a card of"
        }
    }
}

extension ClozeText {
    /// The first reason these cards cannot be made, or nil when they can.
    public var problem: ClozeProblem? {
        if let at = unclosed.first { return .unclosed(at: at) }
        let numbers = cardNumbers
        guard let highest = numbers.last else { return .noDeletion }
        return highest > Self.mostCards ? .tooHigh(highest) : nil
    }
}

/// Reads `{{cN::`, `}}` and text, keeping a stack of the deletions still open.
private struct ClozeParser {
    private let scalars: [Unicode.Scalar]
    private var at = 0

    init(_ source: String) { scalars = Array(source.unicodeScalars) }

    mutating func parse() -> ([ClozeText.Node], [Int]) {
        var output: [ClozeText.Node] = []
        var open: [(deletion: ClozeText.Deletion, start: Int)] = []
        var text = String.UnicodeScalarView()
        func flush() {
            guard !text.isEmpty else { return }
            var piece = String(text)
            text = String.UnicodeScalarView()
            if open.isEmpty {
                output.append(.text(piece))
                return
            }
            // Inside a deletion, a `::` starts its hint (the last text's hint wins).
            if let range = piece.range(of: "::") {
                open[open.count - 1].deletion.hint = String(piece[range.upperBound...])
                piece = String(piece[..<range.lowerBound])
            }
            if !piece.isEmpty { open[open.count - 1].deletion.nodes.append(.text(piece)) }
        }
        while at < scalars.count {
            if let (number, length) = opening(at: at) {
                flush()
                open.append((ClozeText.Deletion(number: number, nodes: []), at))
                at += length
            } else if scalars[at] == "}", at + 1 < scalars.count, scalars[at + 1] == "}", !open.isEmpty {
                // The text so far belongs to the deletion this closes.
                flush()
                let closed = open.removeLast()
                if open.isEmpty {
                    output.append(.deletion(closed.deletion))
                } else {
                    open[open.count - 1].deletion.nodes.append(.deletion(closed.deletion))
                }
                at += 2
            } else {
                text.append(scalars[at])
                at += 1
            }
        }
        flush()
        return (output, open.map(\.start))
    }

    /// `{{c` + digits (a number Anki reads) + `::` at `index`: the number and the length.
    private func opening(at index: Int) -> (Int, Int)? {
        guard index + 5 < scalars.count, scalars[index] == "{", scalars[index + 1] == "{", scalars[index + 2] == "c" else { return nil }
        var end = index + 3, number = 0
        while end < scalars.count, let digit = asciiDigit(scalars[end]) {
            number = min(number * 10 + digit, ClozeText.highestNumber + 1)
            end += 1
        }
        guard end > index + 3, number <= ClozeText.highestNumber, end + 1 < scalars.count,
              scalars[end] == ":", scalars[end + 1] == ":" else { return nil }
        return (number, end + 2 - index)
    }

    private func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
        ("0"..."9").contains(scalar) ? Int(scalar.value - 48) : nil
    }
}
