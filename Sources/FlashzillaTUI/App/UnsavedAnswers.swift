import FlashzillaCore
import Foundation

/// Review answers the progress file refused (a full disk, say), kept in memory in the
/// order given until they can be written. A sitting's answers are few, so they are all
/// held; they are written together (all or none, in order: the store's `record(all:)`),
/// so a retry never writes one twice. While any is kept, every later answer joins them:
/// the kept ones are always the latest answers, which is what lets undo take back the
/// last one without touching the file.
struct UnsavedAnswers: Equatable, Sendable {
    private(set) var answers: [ReviewAnswer] = []
    /// After a failed write, no try before this moment (unless another answer comes).
    private(set) var retryAfter: Moment?
    /// Long enough not to hold up every frame on a disk that stays full.
    static let retryDelay: Duration = .seconds(5)

    var isEmpty: Bool { answers.isEmpty }
    /// When the kept answers are next tried by themselves; nil when none are kept.
    var dueAt: Moment? { answers.isEmpty ? nil : retryAfter }
    var count: Int { answers.count }

    /// What to store for `answer`: it alone when nothing is kept, else the kept ones and
    /// it (they leave the list; a failure brings them back).
    mutating func record(_ answer: ReviewAnswer) -> [ReviewAnswer] {
        answers.append(answer)
        return takeAll()
    }

    /// The write refused `failed` at `now`: they are kept, before any kept since.
    mutating func failed(_ failed: [ReviewAnswer], at now: Moment) {
        answers = failed + answers
        retryAfter = now + Self.retryDelay
    }

    /// The kept answers to write now: when the back-off is over, or at once when `flushing`
    /// (quitting, being stopped).
    mutating func take(now: Moment, flushing: Bool) -> [ReviewAnswer]? {
        guard !answers.isEmpty, flushing || retryAfter.map({ now >= $0 }) ?? true else { return nil }
        return takeAll()
    }

    /// Undo of the latest answer, if it is kept here: it is dropped and never written.
    /// False when the latest answer is in the file (undo must go there).
    mutating func undoLatest(deckID: UUID, cardID: UUID) -> Bool {
        guard let last = answers.last, last.deckID == deckID, last.cardID == cardID else { return false }
        answers.removeLast()
        if answers.isEmpty { retryAfter = nil }
        return true
    }

    private mutating func takeAll() -> [ReviewAnswer] {
        defer { answers = [] }
        return answers
    }
}
