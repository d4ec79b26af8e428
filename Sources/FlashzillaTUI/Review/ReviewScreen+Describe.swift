import FlashzillaCore
import Foundation

extension ReviewScreen {
    /// The card first ("gato, noun. 3 new, 1 learning."), its answer and the intervals once
    /// shown; before the next card, what the last answer or undo did (`feedback`, kept with
    /// reduced motion: "Good — next in 4 days."); a storage problem last.
    public func describe(in context: ScreenContext) -> [String] {
        if isHelpVisible { return helpKeymap.spokenHelp }
        let problem = problem.map { [SpokenPhrases.sentence(SpokenPhrases.text($0))] } ?? []
        let said = feedback.map { [SpokenPhrases.sentence(SpokenPhrases.text($0))] } ?? []
        let edited = editNote.map { [SpokenPhrases.sentence(SpokenPhrases.text($0))] } ?? []
        if layout(for: context.size).isTooSmall {
            return said + [SpokenPhrases.tooSmall(minimum: ReviewLayout.minimumSize, size: context.size)] + problem
        }
        guard let card = session.currentCard else {
            let end: String
            if let next = session.nextDue {
                end = "Nothing more due now; next card due in \(TimeUntilText.describe(from: context.date, to: next))."
            } else {
                end = "All caught up."
            }
            return said + [end] + problem
        }
        let counts = session.counts
        let heading = "\(SpokenPhrases.cardFirst(card)) \(SpokenPhrases.reviewCounts(new: counts.new, learning: counts.learning, due: counts.due))."
        let marked = CardMarksLabel.spoken(session.currentMarks).map { [$0] } ?? []
        let typed = spokenTypedAnswer()
        guard isRevealed else { return edited + said + [heading] + marked + typed + problem }
        return edited + [heading] + marked + [SpokenPhrases.answer(card)] + typed + choices(at: context.date) + problem
    }

    /// "Again 10 min, Hard 11 days, Good 16 days, Easy 26 days."
    private func choices(at date: Date) -> [String] {
        guard let due = session.nextDueByRating(at: date) else { return [] }
        let items = [(FSRSRating.again, due.again), (.hard, due.hard), (.good, due.good), (.easy, due.easy)].map { rating, when in
            "\(Self.ratingName(rating)) \(TimeUntilText.describe(from: date, to: when))"
        }
        return [items.joined(separator: ", ") + "."]
    }
}
