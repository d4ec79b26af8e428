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
    /// Failed writes in a row: each doubles the wait before the next quiet try.
    private var failuresInARow = 0
    /// The first wait after a failure. A locked file holds each try for the store's busy
    /// timeout (5 s), so the waits grow, up to `longestRetryDelay`, not to freeze the screen.
    static let retryDelay: Duration = .seconds(5)
    static let longestRetryDelay: Duration = .seconds(80)

    var isEmpty: Bool { answers.isEmpty }

    /// "1 Review answer", "3 Review answers": what a question or a sentence says is kept.
    static func phrase(_ count: Int) -> String {
        count == 1 ? "1 Review answer" : "\(count) Review answers"
    }
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
        failuresInARow += 1
        retryAfter = now + min(Self.retryDelay * (1 << min(failuresInARow - 1, 4)), Self.longestRetryDelay)
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
        if answers.isEmpty {
            retryAfter = nil
            failuresInARow = 0
        }
        return true
    }

    /// The answers handed out last are written.
    mutating func written() {
        failuresInARow = 0
    }

    private mutating func takeAll() -> [ReviewAnswer] {
        defer { answers = [] }
        return answers
    }
}
