import Foundation

/// What the learner typed against the expected answer, as Anki shows it after a typed-answer
/// card: the typed text with each stretch right or wrong (and `-` where letters are
/// missing), then the expected text with what was missed marked. Not by colour alone: a
/// view marks wrong and missing stretches with attributes or brackets, and `spoken` says
/// them in words.
///
/// The stretches come from Ratcliff–Obershelp matching (the longest common run, then the
/// same on each side of it), the method of the matcher Anki uses, over user-perceived
/// characters after Unicode canonical composition (NFC), so "é" typed either way matches.
public struct TypedAnswerComparison: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// The same in both.
        case right
        /// Typed, but not in the answer at that place.
        case wrong
        /// In the answer, not typed (in the typed row, as `-` for each character).
        case missing
    }

    public struct Stretch: Equatable, Sendable {
        public var kind: Kind
        public var text: String

        public init(_ kind: Kind, _ text: String) {
            self.kind = kind
            self.text = text
        }
    }

    public let typed: [Stretch]
    public let expected: [Stretch]
    /// Typed exactly as the answer (after composition and trimming).
    public let isExact: Bool
    /// The share of the longer text's characters that matched, from 0 to 1.
    public let similarity: Double

    /// Longer texts are compared as wholes: the matching is quadratic in their length.
    public static let maximumCompared = 2_000

    public init(expected: String, typed: String) {
        let want = Array(expected.precomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespacesAndNewlines))
        let got = Array(typed.precomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespacesAndNewlines))
        if want == got {
            self.typed = got.isEmpty ? [] : [Stretch(.right, String(got))]
            self.expected = want.isEmpty ? [] : [Stretch(.right, String(want))]
            isExact = true
            similarity = 1
            return
        }
        var typedStretches: [Stretch] = [], expectedStretches: [Stretch] = []
        var matched = 0
        let blocks = want.count + got.count > 2 * Self.maximumCompared ? [] : Self.matchingBlocks(got, want)
        var typedAt = 0, expectedAt = 0
        for block in blocks + [(typed: got.count, expected: want.count, length: 0)] {
            let typedGap = String(got[typedAt..<block.typed]), expectedGap = String(want[expectedAt..<block.expected])
            if !typedGap.isEmpty { typedStretches.append(Stretch(.wrong, typedGap)) }
            if !expectedGap.isEmpty {
                // Only missing (nothing typed in its place): a dash per character holds its place.
                if typedGap.isEmpty { typedStretches.append(Stretch(.missing, String(repeating: "-", count: expectedGap.count))) }
                expectedStretches.append(Stretch(.missing, expectedGap))
            }
            if block.length > 0 {
                let same = String(got[block.typed..<block.typed + block.length])
                typedStretches.append(Stretch(.right, same))
                expectedStretches.append(Stretch(.right, same))
                matched += block.length
            }
            typedAt = block.typed + block.length
            expectedAt = block.expected + block.length
        }
        self.typed = Self.merged(typedStretches)
        self.expected = Self.merged(expectedStretches)
        isExact = false
        similarity = Double(matched) / Double(max(1, max(want.count, got.count)))
    }

    /// Runs equal in both, in order: the longest first, then the same left and right of it.
    static func matchingBlocks(_ a: [Character], _ b: [Character]) -> [(typed: Int, expected: Int, length: Int)] {
        var blocks: [(typed: Int, expected: Int, length: Int)] = []
        var pending = [(aLow: 0, aHigh: a.count, bLow: 0, bHigh: b.count)]
        while let range = pending.popLast() {
            let block = longestMatch(a, b, range)
            guard block.length > 0 else { continue }
            blocks.append(block)
            pending.append((range.aLow, block.typed, range.bLow, block.expected))
            pending.append((block.typed + block.length, range.aHigh, block.expected + block.length, range.bHigh))
        }
        return blocks.sorted { $0.typed < $1.typed }
    }

    /// The longest run equal in `a[aLow..<aHigh]` and `b[bLow..<bHigh]`; the earliest in
    /// `a` (then in `b`) among equals. Dynamic programming over one row.
    private static func longestMatch(_ a: [Character], _ b: [Character],
                                     _ range: (aLow: Int, aHigh: Int, bLow: Int, bHigh: Int)) -> (typed: Int, expected: Int, length: Int) {
        var best = (typed: range.aLow, expected: range.bLow, length: 0)
        guard range.aLow < range.aHigh, range.bLow < range.bHigh else { return best }
        var previous = [Int](repeating: 0, count: range.bHigh - range.bLow + 1)
        for i in range.aLow..<range.aHigh {
            var current = [Int](repeating: 0, count: previous.count)
            for j in range.bLow..<range.bHigh where a[i] == b[j] {
                let length = previous[j - range.bLow] + 1
                current[j - range.bLow + 1] = length
                if length > best.length { best = (i - length + 1, j - length + 1, length) }
            }
            previous = current
        }
        return best
    }

    private static func merged(_ stretches: [Stretch]) -> [Stretch] {
        stretches.reduce(into: []) { result, stretch in
            if let last = result.last, last.kind == stretch.kind {
                result[result.count - 1].text += stretch.text
            } else {
                result.append(stretch)
            }
        }
    }
}
