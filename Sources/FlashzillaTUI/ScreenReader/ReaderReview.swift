import Foundation
import FlashzillaCore

/// Commands while reviewing, as data for parsing and for help.
enum ReaderReviewCommand: Equatable, Sendable {
    case show, rate(FSRSRating), undo, help, quit

    static let table = ReaderCommandTable<ReaderReviewCommand>([
        ReaderCommandWords(.show, ["", "show", "answer"], help: "Enter or show to hear the answer"),
        ReaderCommandWords(.rate(.again), ["1", "again"], help: "1 or again if you forgot"),
        ReaderCommandWords(.rate(.hard), ["2", "hard"], help: "2 or hard"),
        ReaderCommandWords(.rate(.good), ["3", "good"], help: "3 or good"),
        ReaderCommandWords(.rate(.easy), ["4", "easy"], help: "4 or easy"),
        ReaderCommandWords(.undo, ["u", "undo"], help: "undo to take back the last answer"),
        ReaderCommandWords(.help, ["help", "?"], help: "help to hear this"),
        ReaderCommandWords(.quit, ["q", "quit"], help: "q to quit"),
    ])
}

/// One Review sitting told in sentences: the FSRS session, whether the answer was heard,
/// and since when the card is on show (its answer's time). Dates come from the
/// conversation's calendar; nothing here reads a clock.
struct ReaderReview: Equatable, Sendable {
    private(set) var session: ReviewSession
    let deckName: String
    private(set) var isRevealed = false
    private var shownAt: Moment

    init(session: ReviewSession, deckName: String, now: Moment) {
        self.session = session
        self.deckName = deckName
        shownAt = now
    }

    /// What a line did: sentences, and an answer or undo to store before the next card is said.
    enum Reply: Equatable {
        case stay([String])
        /// Store `answer`; once stored, say `then`.
        case record(ReviewAnswer, said: [String], then: [String])
        case undo(ReviewUndo, then: [String])
        case quit
    }

    func opening(at date: Date) -> [String] {
        let counts = session.counts
        let heading = "Review, \(SpokenPhrases.text(deckName)): \(counts.new) new, \(counts.learning) learning, \(counts.due) due."
        return [heading] + current(at: date)
    }

    mutating func handle(_ command: ReaderReviewCommand, now: Moment, date: Date) -> Reply {
        switch command {
        case .show:
            guard let card = session.currentCard else { return .stay(current(at: date)) }
            isRevealed = true
            return .stay(["Answer: \(SpokenPhrases.sentence(SpokenPhrases.text(card.answer))) \(choices(at: date))"])
        case .rate(let rating):
            guard session.currentCard != nil else { return .stay(current(at: date)) }
            guard isRevealed else { return .stay(["Hear the answer first: press Enter or type show."]) }
            let milliseconds = Int(Motion.seconds(now - shownAt) * 1000)
            guard let answer = session.answer(rating, at: date, milliseconds: milliseconds) else { return .stay([]) }
            showCard(at: now)
            let next = answer.after.map { TimeUntilText.describe(from: date, to: $0.due) } ?? "?"
            return .record(answer, said: ["\(Self.name(rating)). Next review in \(next)."], then: current(at: date))
        case .undo:
            guard let undo = session.undo() else { return .stay(["There is nothing to undo."]) }
            showCard(at: now)
            return .undo(undo, then: ["Undone."] + current(at: date))
        case .help:
            return .stay([ReaderReviewCommand.table.helpSentence()])
        case .quit:
            return .quit
        }
    }

    /// With nothing on show, a learning card that came within the learn-ahead limit goes on
    /// show (and is said).
    mutating func wake(now: Moment, date: Date) -> [String] {
        guard session.isFinished, session.wake(at: date) else { return [] }
        showCard(at: now)
        return current(at: date)
    }

    /// When a learning card will come within reach while nothing is on show.
    func nextWakeUp(date: Date) -> Duration? {
        guard session.isFinished, let learning = session.queue.learning.first else { return nil }
        let seconds = learning.due.timeIntervalSince(date) - ReviewSession.learnAhead
        return .milliseconds(Int64(max(0, min(seconds, 86_400)) * 1000))
    }

    private mutating func showCard(at now: Moment) {
        isRevealed = false
        shownAt = now
    }

    /// The card on show, or what the end says.
    func current(at date: Date) -> [String] {
        guard let card = session.currentCard else {
            guard let next = session.nextDue else { return ["All caught up. Type q to quit."] }
            return ["Nothing more due now; next card due in \(TimeUntilText.describe(from: date, to: next)). Type q to quit."]
        }
        let counts = session.counts
        let left = "\(counts.new) new, \(counts.learning) learning, \(counts.due) due"
        return ["Card\(SpokenPhrases.wordType(card)), \(left): \(SpokenPhrases.sentence(SpokenPhrases.text(card.prompt))) Press Enter to hear the answer."]
    }

    /// "Type 1 again, 1 min; 2 hard, 6 min; 3 good, 10 min; or 4 easy, 8 days."
    private func choices(at date: Date) -> String {
        guard let due = session.nextDueByRating(at: date) else { return "" }
        let items = [(FSRSRating.again, due.again), (.hard, due.hard), (.good, due.good), (.easy, due.easy)].map { rating, when in
            "\(rating.rawValue) \(Self.name(rating).lowercased()), \(TimeUntilText.describe(from: date, to: when))"
        }
        return "Type " + items.dropLast().joined(separator: "; ") + "; or " + items.last! + "."
    }

    static func name(_ rating: FSRSRating) -> String {
        switch rating {
        case .again: "Again"
        case .hard: "Hard"
        case .good: "Good"
        case .easy: "Easy"
        }
    }
}
