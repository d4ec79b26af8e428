import Foundation
import Testing
@testable import FlashzillaCore

@Suite("Study day")
struct StudyDayTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let utc = TimeZone(identifier: "UTC")!

    static func date(_ text: String) -> Date { ISO8601Timestamp.date(from: text)! }

    @Test("after the start hour the day began today; before it, yesterday")
    func beforeAndAfter() {
        #expect(StudyDay.start(of: Self.date("2026-11-24T10:00:00Z"), timeZone: Self.utc) == Self.date("2026-11-24T04:00:00Z"))
        #expect(StudyDay.start(of: Self.date("2026-11-24T04:00:00Z"), timeZone: Self.utc) == Self.date("2026-11-24T04:00:00Z"))
        #expect(StudyDay.start(of: Self.date("2026-11-24T03:59:59Z"), timeZone: Self.utc) == Self.date("2026-11-23T04:00:00Z"))
        #expect(StudyDay.start(of: Self.date("2026-11-24T00:30:00Z"), startHour: 0, timeZone: Self.utc) == Self.date("2026-11-24T00:00:00Z"))
    }

    @Test("the hour is local: 04:00 in Berlin is 03:00 UTC in winter")
    func localHour() {
        #expect(StudyDay.start(of: Self.date("2026-11-24T02:30:00Z"), timeZone: Self.berlin) == Self.date("2026-11-23T03:00:00Z"))
        #expect(StudyDay.start(of: Self.date("2026-11-24T03:30:00Z"), timeZone: Self.berlin) == Self.date("2026-11-24T03:00:00Z"))
    }

    @Test("across daylight-saving changes the day still starts at 04:00 local, and an hour that does not exist moves on")
    func daylightSaving() {
        // 2026-03-29: Berlin jumps from 02:00 to 03:00 (UTC+1 → UTC+2).
        #expect(StudyDay.start(of: Self.date("2026-03-29T12:00:00Z"), timeZone: Self.berlin) == Self.date("2026-03-29T02:00:00Z"))
        #expect(StudyDay.start(of: Self.date("2026-03-29T01:00:00Z"), timeZone: Self.berlin) == Self.date("2026-03-28T03:00:00Z"))
        // 2026-10-25: back from UTC+2 to UTC+1.
        #expect(StudyDay.start(of: Self.date("2026-10-25T12:00:00Z"), timeZone: Self.berlin) == Self.date("2026-10-25T03:00:00Z"))
        // A start hour that is skipped that night (02:00) becomes 03:00 local.
        #expect(StudyDay.start(of: Self.date("2026-03-29T12:00:00Z"), startHour: 2, timeZone: Self.berlin) == Self.date("2026-03-29T01:00:00Z"))
    }
}

@Suite("Deck due counts")
struct DeckDueTests {
    @Test("new cards: what today's limit leaves, never more than the unstarted cards")
    func newCards() {
        let settings = DeckSettings(newCardsPerDay: 20, reviewsPerDay: 200)
        #expect(DeckDue(cardCount: 100, settings: settings, started: 10, learningDue: 0, reviewDue: 0, introducedToday: 5,
                        reviewedToday: 0, next: nil).new == 15)
        #expect(DeckDue(cardCount: 12, settings: settings, started: 10, learningDue: 0, reviewDue: 0, introducedToday: 0,
                        reviewedToday: 0, next: nil).new == 2)
        #expect(DeckDue(cardCount: 100, settings: settings, started: 0, learningDue: 0, reviewDue: 0, introducedToday: 30,
                        reviewedToday: 0, next: nil).new == 0)
        // More started than the deck holds (cards deleted from the file keep their history).
        #expect(DeckDue(cardCount: 3, settings: settings, started: 9, learningDue: 0, reviewDue: 0, introducedToday: 0,
                        reviewedToday: 0, next: nil).new == 0)
    }

    @Test("reviews are held to what today's limit leaves; learning cards are not limited")
    func limits() {
        let settings = DeckSettings(newCardsPerDay: 0, reviewsPerDay: 50)
        let due = DeckDue(cardCount: 500, settings: settings, started: 400, learningDue: 70, reviewDue: 90, introducedToday: 0,
                          reviewedToday: 20, next: nil)
        #expect(due == DeckDue(new: 0, learning: 70, review: 30, next: nil))
        #expect(due.hasWork)
        #expect(!DeckDue(new: 0, learning: 0, review: 0, next: nil).hasWork)
    }
}
