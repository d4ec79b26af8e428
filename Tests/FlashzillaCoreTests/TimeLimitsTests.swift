import Foundation
import Testing
@testable import FlashzillaCore

/// Time limits as a learner's setting (WCAG 2.2.1): how a deck's seconds become a session's.
@Suite("Time limits")
struct TimeLimitsTests {
    @Test("each choice scales a timed deck; an untimed deck stays untimed")
    func scaling() {
        #expect(TimeLimits.allCases.map { $0.applied(to: 100) } == [100, 200, 1000, 0])
        #expect(TimeLimits.allCases.map { $0.applied(to: 0) } == [0, 0, 0, 0])
    }

    @Test("a session's countdown follows the choice, and restart keeps it")
    func session() throws {
        var deck = Deck(name: "Timed", settings: DeckSettings(timeLimit: 60))
        deck.cards = [try Card(prompt: "a", answer: "b", createdAt: Fixtures.now)]
        var session = StudySession(deck: deck, seed: 1, timeLimits: .tenfold)
        #expect(session.apply(.start(at: .zero)) == .applied)
        #expect(session.displayedSeconds(at: .zero) == 600)
        #expect(session.apply(.restart(at: Moment(.seconds(5)), seed: 2)) == .applied)
        #expect(session.displayedSeconds(at: Moment(.seconds(5))) == 600)
        var off = StudySession(deck: deck, seed: 1, timeLimits: .off)
        off.apply(.start(at: .zero))
        #expect(!off.isTimed && off.deck.settings.timeLimit == 60)
    }

    @Test("the choice is kept in settings.json, absent until made, and a bad value is named")
    func document() throws {
        #expect(!String(decoding: SettingsDocument.encode(Settings()), as: UTF8.self).contains("timeLimits"))
        for choice in TimeLimits.allCases {
            var settings = Settings()
            settings.timeLimits = choice
            #expect(try SettingsDocument.decode(SettingsDocument.encode(settings)).timeLimits == choice)
        }
        #expect(throws: SettingsFileError.Problem.self) { try SettingsDocument.decode(Array(#"{"timeLimits": "x3"}"#.utf8)) }
    }
}
