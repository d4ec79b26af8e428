import Foundation
import FlashzillaCore
import GRDB
import Testing
@testable import FlashzillaProgress

/// A sync's merge (`recordMerge`) writes its answers, marks and states in one transaction:
/// the tables must end as the three writes one after another leave them, answers or none.
@Suite struct RecordMergeTests {
    typealias F = ProgressFixtures

    static func prepared(_ answers: [ReviewAnswer]) -> [PreparedAnswers] {
        var preparer = AnswerPreparer()
        return [preparer.prepare(answers), preparer.finish()]
    }

    /// Marks for an answered card and for one never answered; a state for an answered card
    /// and one made new again (nil).
    static let marks = [
        CardMarkChange(deckID: F.deck, cardID: F.card(1), marks: CardMarks(flag: .green)),
        CardMarkChange(deckID: F.deck, cardID: F.card(77), marks: CardMarks(isSuspended: true)),
    ]
    static let states: [(deckID: UUID, cardID: UUID, state: FSRSCardState?)] = [
        (F.deck, F.card(2), F.review(at: F.start.addingTimeInterval(40 * 86_400), due: F.start.addingTimeInterval(50 * 86_400), count: 9)),
        (F.otherDeck, F.card(3), nil),
    ]

    /// The tables after the three writes apart, and after the merge, in new files.
    static func both(answers: [ReviewAnswer], in folder: URL) throws -> (apart: [String], merged: [String]) {
        let now = F.start.addingTimeInterval(60 * 86_400)
        let apart = folder.appendingPathComponent("apart.sqlite"), merged = folder.appendingPathComponent("merged.sqlite")
        do {
            let store = try ProgressStore(fileURL: apart)
            try store.record(prepared: prepared(answers))
            try store.setMarks(all: marks, at: now)
            try store.setStates(states)
        }
        do {
            let store = try ProgressStore(fileURL: merged)
            try store.recordMerge(prepared: prepared(answers), marks: marks, at: now, states: states)
        }
        return (try BulkRecordTests.tables(apart), try BulkRecordTests.tables(merged))
    }

    /// The merged file's suspended cards (card 77's mark) and cards with a row but no schedule:
    /// card 77 and the green card 1 without answers; with them, also card 3 made new again
    /// (its state) and the cards answered only in Quiz.
    static func suspendedAndNew(in folder: URL) throws -> [Int] {
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("merged.sqlite").path)
        defer { try? queue.close() }
        return try queue.read { db in
            [try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM card WHERE suspended = 1") ?? 0,
             try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM card WHERE phase = \(StoredPhase.new) AND reps = 0") ?? 0]
        }
    }

    @Test func answersMarksAndStatesTogetherAsTheThreeWritesApart() throws {
        try withProgressFolder { folder in
            let (apart, merged) = try Self.both(answers: BulkRecordTests.answers(), in: folder)
            // The marks and the states were written (not just the answers).
            let counts = try Self.suspendedAndNew(in: folder)
            #expect(counts == [1, 4])
            #expect(merged == apart)
        }
    }

    /// Marks and states with no answer at all are still written.
    @Test func marksAndStatesWithoutAnswers() throws {
        try withProgressFolder { folder in
            let (apart, merged) = try Self.both(answers: [], in: folder)
            let counts = try Self.suspendedAndNew(in: folder)
            #expect(counts == [1, 2])
            #expect(merged == apart)
        }
    }
}
