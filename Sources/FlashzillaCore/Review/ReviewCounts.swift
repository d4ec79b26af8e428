/// What a Review session has left, as its header shows it ("new 20 · learning 3 · due 12").
/// The card on show counts in its own group.
public struct ReviewCounts: Hashable, Sendable {
    /// Cards never answered, within today's new-card limit.
    public var new: Int
    /// Cards in learning or relearning (shown again when due, within this session).
    public var learning: Int
    /// Review cards due now, within today's review limit.
    public var due: Int

    public init(new: Int = 0, learning: Int = 0, due: Int = 0) {
        self.new = new
        self.learning = learning
        self.due = due
    }

    public var total: Int { new + learning + due }
}

/// Which queue a card came from.
public enum ReviewCardKind: Hashable, Sendable {
    case new, learning, review

    /// A stored state's kind (nil: never answered).
    public init(_ state: FSRSCardState?) {
        switch state?.phase {
        case nil: self = .new
        case .learning?, .relearning?: self = .learning
        case .review?: self = .review
        }
    }
}
