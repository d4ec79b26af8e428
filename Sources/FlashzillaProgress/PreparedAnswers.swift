import FlashzillaCore
import Foundation

/// A batch of answers made ready for `ProgressStore.record(prepared:)` on whichever thread
/// makes it (an import makes it on the core that replays its history, while SQLite writes
/// the batch before, so the writing thread only writes): its cards numbered, what each
/// card's row takes, and the bucket sums that are whole by then.
public struct PreparedAnswers: Sendable {
    let answers: [ReviewAnswer]
    /// Each answer's card, numbered from 0 in the order the cards first come.
    let cardOf: [Int]
    /// Per card: its first answer (a Quiz-only card's row starts then), its last Review
    /// answer with a schedule (-1: none), and its lapses.
    let firstAnswer: [Int], lastReview: [Int], lapses: [Int]
    /// Sums to add once the batch's rows are written.
    let sums: [(deck: UUID?, sums: BucketTable)]

    /// How many answers it holds.
    public var count: Int { answers.count }
    var isEmpty: Bool { answers.isEmpty && sums.isEmpty }
}

/// Makes `PreparedAnswers` of the batches of one bulk write, in order: the bucket sums are
/// gathered across them. `finish()` gives the last (the sums still held).
public struct AnswerPreparer: Sendable {
    private var sums: BucketSums

    public init() {
        self.init(bucketLimit: BucketSums.limit)
    }

    /// `bucketLimit`: how many buckets' sums are held before they are written (tests make it small).
    init(bucketLimit: Int) {
        sums = BucketSums(limit: bucketLimit)
    }

    public mutating func prepare(_ answers: [ReviewAnswer]) -> PreparedAnswers {
        // Each answer's card as a number, so the card is hashed once per answer, and not at
        // all for a card's answers after its first when they come together (an import's do).
        var numbers: [CardRef: Int] = [:]
        var previous: (ref: CardRef, number: Int)?
        let cardOf = answers.map { answer in
            let ref = CardRef(deck: answer.deckID, card: answer.cardID)
            if let previous, previous.ref == ref { return previous.number }
            let number = numbers[ref] ?? numbers.count
            if number == numbers.count { numbers[ref] = number }
            previous = (ref, number)
            return number
        }
        var first = [Int](repeating: -1, count: numbers.count), lastReview = first
        var lapses = [Int](repeating: 0, count: numbers.count)
        for (i, answer) in answers.enumerated() {
            let card = cardOf[i]
            if first[card] < 0 { first[card] = i }
            if answer.after != nil, answer.mode == .review { lastReview[card] = i }
            if answer.isLapse { lapses[card] += 1 }
            sums.add(AnswerBucket.contribution(of: answer), deck: answer.deckID)
        }
        return PreparedAnswers(answers: answers, cardOf: cardOf, firstAnswer: first, lastReview: lastReview, lapses: lapses,
                               sums: sums.takeReady())
    }

    public mutating func finish() -> PreparedAnswers {
        sums.closeAll()
        return PreparedAnswers(answers: [], cardOf: [], firstAnswer: [], lastReview: [], lapses: [], sums: sums.takeReady())
    }

    private struct CardRef: Hashable {
        var deck: UUID, card: UUID
    }
}
