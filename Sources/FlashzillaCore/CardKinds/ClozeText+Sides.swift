/// A stretch of a cloze card's side: the asked deletion (or its `[…]`) is marked, so a view
/// can show it in bold or reverse video and a screen reader can say it.
public struct ClozeRun: Hashable, Sendable {
    public var text: String
    public var isMarked: Bool

    public init(_ text: String, marked: Bool = false) {
        self.text = text
        self.isMarked = marked
    }
}

extension ClozeText {
    /// What stands for a hidden deletion without a hint (Anki writes `[...]`).
    public static let placeholder = "[…]"

    /// The question of card `number`: its deletions as `[…]` or `[hint]`, the others as their text.
    public func question(for number: Int) -> [ClozeRun] {
        var runs: [ClozeRun] = []
        Self.render(nodes, asked: number, hiding: true, marked: false, into: &runs)
        return Self.merged(runs)
    }

    /// The answer of card `number`: the whole text, its deletions marked.
    public func answer(for number: Int) -> [ClozeRun] {
        var runs: [ClozeRun] = []
        Self.render(nodes, asked: number, hiding: false, marked: false, into: &runs)
        return Self.merged(runs)
    }

    /// The words card `number` hides, each deletion's whole text (a deletion inside another
    /// of the same number is part of the outer one).
    public func hiddenWords(for number: Int) -> [String] {
        var words: [String] = []
        func visit(_ nodes: [Node]) {
            for case .deletion(let deletion) in nodes {
                if deletion.number == number {
                    var runs: [ClozeRun] = []
                    Self.render(deletion.nodes, asked: number, hiding: false, marked: true, into: &runs)
                    words.append(runs.map(\.text).joined())
                } else {
                    visit(deletion.nodes)
                }
            }
        }
        visit(nodes)
        return words
    }

    /// The answer in words for a screen reader: the text, then "hidden: Paris".
    public func spokenAnswer(for number: Int) -> String {
        let text = answer(for: number).map(\.text).joined()
        let hidden = hiddenWords(for: number).joined(separator: ", ")
        return "\(text); hidden: \(hidden)"
    }

    private static func render(_ nodes: [Node], asked: Int, hiding: Bool, marked: Bool, into runs: inout [ClozeRun]) {
        for node in nodes {
            switch node {
            case .text(let text):
                runs.append(ClozeRun(text, marked: marked))
            case .deletion(let deletion) where deletion.number == asked && hiding:
                runs.append(ClozeRun(deletion.hint.map { "[\($0)]" } ?? placeholder, marked: true))
            case .deletion(let deletion):
                render(deletion.nodes, asked: asked, hiding: hiding, marked: marked || deletion.number == asked, into: &runs)
            }
        }
    }

    private static func merged(_ runs: [ClozeRun]) -> [ClozeRun] {
        runs.reduce(into: []) { result, run in
            guard !run.text.isEmpty else { return }
            if let last = result.last, last.isMarked == run.isMarked {
                result[result.count - 1].text += run.text
            } else {
                result.append(run)
            }
        }
    }
}
