import FlashzillaCore
import Foundation

/// What follows writing the Review answers kept after a failure (`unsavedAnswers`).
enum KeptAnswersNext: Equatable, Sendable {
    /// A quiet retry after the back-off: the sitting goes on either way.
    case goOn
    /// `quit` typed: quit once they are written, else ask first.
    case askToQuit
    /// Input ended: quit either way, saying what was lost.
    case endOfInput
}

/// Review answers the progress file refused (a full disk) are kept and written later: on
/// the next answer, quietly after a back-off, and before quitting, when `quit` asks
/// first if they still cannot be written, as the full screen does.
extension ScreenReaderConversation {
    var isStoringKeptAnswers: Bool {
        if case .waiting(.keptAnswersStored) = place { return true }
        return false
    }

    /// Writes every kept answer now; nil when none is kept.
    mutating func writeKeptAnswers(_ review: ReaderReview, next: KeptAnswersNext, now: Moment) -> [ReaderOutput]? {
        guard let kept = unsavedAnswers.take(now: now, flushing: true) else { return nil }
        return store(kept, review: review, next: next)
    }

    /// After the back-off, a quiet try; nil when nothing is due.
    mutating func retryKeptAnswers(_ review: ReaderReview, now: Moment) -> [ReaderOutput]? {
        guard let kept = unsavedAnswers.take(now: now, flushing: false) else { return nil }
        return store(kept, review: review, next: .goOn)
    }

    private mutating func store(_ kept: [ReviewAnswer], review: ReaderReview, next: KeptAnswersNext) -> [ReaderOutput] {
        answersBeingStored = kept
        place = .waiting(.keptAnswersStored(review, next: next))
        return [.recordAnswers(kept)]
    }

    /// The store's answer to a write of kept answers.
    mutating func keptAnswersAnswered(_ answer: ReaderInput, now: Moment) -> [ReaderOutput] {
        guard case .waiting(.keptAnswersStored(let review, let next)) = place else { return [] }
        let stored = answersBeingStored
        answersBeingStored = []
        place = .reviewing(review)
        guard case .failed(let reason) = answer else {
            unsavedAnswers.written()
            let saved = stored.count == 1 ? "The kept Review answer is saved now." : "The \(stored.count) kept Review answers are saved now."
            return next == .goOn ? say(saved) : say(saved) + goodbye()
        }
        unsavedAnswers.failed(stored, at: now)
        let why = SpokenPhrases.sentence(SpokenPhrases.text(reason))
        switch next {
        case .goOn:
            // Said when it was first refused; a screen reader should not repeat it every few seconds.
            return []
        case .askToQuit:
            place = .confirmingQuit(review)
            return say("\(UnsavedAnswers.phrase(stored.count)) not saved (disk full?): \(why) Quit anyway and lose them? Type y to quit, anything else to stay.")
        case .endOfInput:
            return say("End of input; \(UnsavedAnswers.phrase(stored.count)) not saved: \(why)") + goodbye()
        }
    }

    /// The answer to "Quit anyway?": y quits, anything else goes on with the sitting.
    mutating func confirmQuitLine(_ line: String, review: ReaderReview, now: Moment) -> [ReaderOutput] {
        if ["y", "yes"].contains(line.trimmingCharacters(in: .whitespaces).lowercased()) { return goodbye() }
        place = .reviewing(review)
        return say(["Not quitting; the answers are kept."] + review.current(at: date(at: now)))
    }
}
