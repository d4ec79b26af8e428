/// What the comparison suggests the learner answer (they may choose otherwise).
extension TypedAnswerComparison {
    /// At least this share matched: a slip (a letter or two of a longer word), not a miss.
    public static let nearMissSimilarity = 0.8

    /// Review: exact is Good, a near miss Hard, anything else Again.
    public var suggestedRating: FSRSRating {
        if isExact { return .good }
        return similarity >= Self.nearMissSimilarity ? .hard : .again
    }

    /// The Quiz has right and wrong only: exact is right.
    public var suggestedOutcome: Outcome { isExact ? .correct : .wrong }

    /// In words, for a screen reader and for anyone who cannot tell the marks apart:
    /// "Right." or "You typed: gatto. Wrong: t. Missing: none. Answer: gato."
    public var spoken: String {
        if isExact { return "Right." }
        func words(_ stretches: [Stretch], _ kind: Kind) -> String {
            let parts = stretches.filter { $0.kind == kind }.map(\.text)
            return parts.isEmpty ? "none" : parts.map { "“\($0)”" }.joined(separator: ", ")
        }
        let typedText = typed.filter { $0.kind != .missing }.map(\.text).joined()
        let answer = expected.map(\.text).joined()
        return "You typed “\(typedText)”. Wrong: \(words(typed, .wrong)). Missing: \(words(expected, .missing)). Answer: “\(answer)”."
    }
}
