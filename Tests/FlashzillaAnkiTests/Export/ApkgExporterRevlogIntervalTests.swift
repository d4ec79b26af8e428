import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaAnki

/// Each exported answer carries the interval it gave and the one before it (Anki's `ivl` and
/// `lastIvl`), not only the last answer (issue 29).
@Suite struct ApkgExporterRevlogIntervalTests {
    @Test func everyAnswerHasItsIntervalAndThePreviousOne() throws {
        var deck = try ApkgExporterNotesTests.deck()
        deck.cards = [deck.cards[4]]
        let card = deck.cards[0]
        let configuration = try SchedulerConfiguration()
        let scheduler = FSRSScheduler(configuration)
        let start = ApkgExporterNotesTests.created
        // Again, Good, Good (graduates), then Good a few days later: learning, learning, review, review.
        let given: [(FSRSRating, TimeInterval)] = [(.again, 0), (.good, 120), (.good, 900), (.good, 6 * 86_400)]
        var state: FSRSCardState?, dues: [Date] = [], answers: [ApkgScheduling.Answer] = []
        for (rating, at) in given {
            let time = start.addingTimeInterval(at)
            let phaseBefore = switch state?.phase { case nil: 0; case .learning?: 1; case .review?: 2; case .relearning?: 3 }
            state = scheduler.review(state, of: card.id, as: rating, at: time)
            dues.append(state!.due)
            answers.append(ApkgScheduling.Answer(time: time, rating: rating, milliseconds: 3000, phaseBefore: phaseBefore,
                                                 difficulty: state!.difficulty))
        }
        let now = start.addingTimeInterval(7 * 86_400)
        let scheduling = ApkgScheduling(now: now, timeZone: TimeZone(identifier: "UTC")!, configuration: configuration,
                                        states: [card.id: state!], lapses: [:], answers: [card.id: answers],
                                        introducedToday: 0, reviewedToday: 0)
        let package = try ApkgExporterNotesTests.exported(deck, scheduling: scheduling)
        let expected = zip(dues, answers).map { due, answer in
            let seconds = due.timeIntervalSince(answer.time)
            return seconds >= 86_400 ? Int((seconds / 86_400).rounded()) : -Int(seconds.rounded())
        }
        #expect(package.revlog.map(\.interval) == expected)
        #expect(package.revlog.map(\.lastInterval) == [0] + expected.dropLast())
        #expect(expected[0] < 0 && expected[2] > 0 && expected[3] > expected[2], "learning steps in seconds, then days: \(expected)")
    }

    @Test func aHistoryThatDoesNotStartNewLeavesTheEarlierIntervalsUnknown() throws {
        var deck = try ApkgExporterNotesTests.deck()
        deck.cards = [deck.cards[4]]
        let start = ApkgExporterNotesTests.created
        let answers = [ApkgScheduling.Answer(time: start, rating: .good, milliseconds: 1000, phaseBefore: 2, difficulty: 5),
                       ApkgScheduling.Answer(time: start.addingTimeInterval(86_400), rating: .good, milliseconds: 1000, phaseBefore: 2, difficulty: 5)]
        let state = FSRSCardState(phase: .review, stability: 9, difficulty: 5, due: start.addingTimeInterval(10 * 86_400),
                                  lastReview: start.addingTimeInterval(86_400), reviewCount: 5)
        let scheduling = ApkgScheduling(now: start.addingTimeInterval(2 * 86_400), timeZone: TimeZone(identifier: "UTC")!,
                                        configuration: try SchedulerConfiguration(), states: [deck.cards[0].id: state], lapses: [:],
                                        answers: [deck.cards[0].id: answers], introducedToday: 0, reviewedToday: 0)
        let package = try ApkgExporterNotesTests.exported(deck, scheduling: scheduling)
        #expect(package.revlog.map(\.interval) == [0, 9] && package.revlog.map(\.lastInterval) == [0, 0])
    }
}
