import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaAnki

/// Marks made here as Anki's `queue` and `flags`, and Anki's as marks here (sync, both ways).
@Suite struct AnkiMarkColumnsTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    var later: Date { now.addingTimeInterval(3_600) }
    let dueTime: Int64 = 1_800_000_600

    @Test func aSuspendedCardIsQueueMinusOneWhateverItsType() {
        for (type, queue, due) in [(0, 0, Int64(5)), (1, 1, dueTime), (2, 2, 900), (3, 3, 901), (2, -3, 900)] {
            let columns = AnkiMarkColumns(marks: CardMarks(isSuspended: true, buriedUntil: later), now: now,
                                          type: type, queue: queue, due: due, flags: 0)
            #expect(columns.queue == -1, "type \(type) queue \(queue)")
        }
    }

    @Test func aBuryHereIsAUserBuryAndAnAnkiBuryStaysAsAnkiMadeIt() {
        let buried = CardMarks(buriedUntil: later)
        #expect(AnkiMarkColumns(marks: buried, now: now, type: 2, queue: 2, due: 900, flags: 0).queue == -3)
        #expect(AnkiMarkColumns(marks: buried, now: now, type: 2, queue: -2, due: 900, flags: 0).queue == -2)
        #expect(AnkiMarkColumns(marks: buried, now: now, type: 2, queue: -3, due: 900, flags: 0).queue == -3)
        // A bury whose day is over is no bury: the card goes back to its queue.
        let over = CardMarks(buriedUntil: now.addingTimeInterval(-1))
        #expect(AnkiMarkColumns(marks: over, now: now, type: 2, queue: -3, due: 900, flags: 0).queue == 2)
    }

    /// Taking a mark off restores the queue Anki would: by the card's type, and for
    /// learning cards by whether `due` is a time or a day number.
    @Test func anUnmarkedCardGoesBackToTheQueueOfItsType() {
        let none = CardMarks()
        #expect(AnkiMarkColumns(marks: none, now: now, type: 0, queue: -1, due: 7, flags: 0).queue == 0)
        #expect(AnkiMarkColumns(marks: none, now: now, type: 1, queue: -1, due: dueTime, flags: 0).queue == 1)
        #expect(AnkiMarkColumns(marks: none, now: now, type: 1, queue: -2, due: 2_000, flags: 0).queue == 3)
        #expect(AnkiMarkColumns(marks: none, now: now, type: 2, queue: -3, due: 2_000, flags: 0).queue == 2)
        #expect(AnkiMarkColumns(marks: none, now: now, type: 3, queue: -1, due: dueTime, flags: 0).queue == 1)
        #expect(AnkiMarkColumns(marks: none, now: now, type: 3, queue: -1, due: 2_000, flags: 0).queue == 3)
        // Not marked before either: the queue is left as it is.
        #expect(AnkiMarkColumns(marks: none, now: now, type: 1, queue: 3, due: dueTime, flags: 0).queue == 3)
    }

    @Test func theFlagIsTheLowThreeBitsAndTheOtherBitsAreKept() {
        let columns = AnkiMarkColumns(marks: CardMarks(flag: .turquoise), now: now, type: 0, queue: 0, due: 1, flags: 0b1000_0010)
        #expect(columns.flags == 0b1000_0110 && columns.flag == .turquoise)
        let cleared = AnkiMarkColumns(marks: CardMarks(), now: now, type: 0, queue: 0, due: 1, flags: 0b1000_0111)
        #expect(cleared.flags == 0b1000_0000 && cleared.flag == nil)
    }

    @Test func agreementIgnoresTheLeechAndTheBurysEnd() {
        let columns = AnkiMarkColumns(queue: -3, flags: 2)
        #expect(columns.agrees(with: CardMarks(buriedUntil: later, flag: .orange, isLeech: true), now: now))
        #expect(!columns.agrees(with: CardMarks(buriedUntil: later, flag: .red), now: now))
        #expect(!columns.agrees(with: CardMarks(flag: .orange), now: now))
        #expect(!columns.agrees(with: CardMarks(buriedUntil: now, flag: .orange), now: now), "a bury ending now is over")
        #expect(AnkiMarkColumns(queue: -1, flags: 0).agrees(with: CardMarks(isSuspended: true), now: now))
        #expect(!AnkiMarkColumns(queue: 2, flags: 0).agrees(with: CardMarks(isSuspended: true), now: now))
    }

    @Test func ankisMarksTakenHereKeepTheLeech() {
        let marks = AnkiMarkColumns(queue: -2, flags: 5).marks(keeping: CardMarks(isSuspended: true, isLeech: true), buriedUntil: later)
        #expect(marks == CardMarks(isSuspended: false, buriedUntil: later, flag: .pink, isLeech: true))
        #expect(AnkiMarkColumns(queue: 2, flags: 0).marks(keeping: CardMarks(buriedUntil: later, flag: .red), buriedUntil: later) == CardMarks())
    }
}
