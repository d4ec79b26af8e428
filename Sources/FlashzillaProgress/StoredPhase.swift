import FlashzillaCore

/// How a card's FSRS phase is kept in the `card` and `review` tables: one small integer
/// (0 new, 1 learning, 2 review, 3 relearning) and the step beside it.
enum StoredPhase {
    static let new = 0, learning = 1, review = 2, relearning = 3

    static func code(_ state: FSRSCardState?) -> Int {
        switch state?.phase {
        case nil: new
        case .learning: learning
        case .review: review
        case .relearning: relearning
        }
    }

    static func step(_ state: FSRSCardState?) -> Int? {
        switch state?.phase {
        case .learning(let step), .relearning(let step): step
        case .review, nil: nil
        }
    }

    static func phase(code: Int, step: Int?) -> FSRSPhase? {
        switch code {
        case learning: .learning(step: step ?? 0)
        case review: .review
        case relearning: .relearning(step: step ?? 0)
        default: nil
        }
    }
}
