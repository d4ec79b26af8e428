import Testing
import FlashzillaCore

/// The rules of a turn, with the whole table checked after each choice
/// (see `MatchGame.table`: D down, d down and seen, U up, u up and seen before, M matched).
@Suite("Match scoring")
struct MatchScoringTests {
    /// Three pairs: a, b and c, each at two places chosen by the seed.
    let game = MatchGame(deck: makeMatchDeck(count: 3), seed: 11)
    var a: (Int, Int) { game.twins(0) }
    var b: (Int, Int) { game.twins(1) }
    var c: (Int, Int) { game.twins(2) }

    @Test func theFirstCardTurnsUp() {
        var game = game
        #expect(game.choose(a.0, at: t(1)) == .turnedUp(turnedDown: []))
        #expect(game.table == game.expected([a.0: "U"]))
        #expect(game.faceUpUnmatched == [a.0] && game.score == 0 && game.isStarted)
    }

    @Test func aMatchScoresTwoAndStaysUp() {
        var game = game.after(a.0)
        #expect(game.choose(a.1, at: t(1)) == .matched(pair: 0))
        #expect(game.table == game.expected([a.0: "M", a.1: "M"]))
        #expect(game.score == 2 && game.faceUpUnmatched.isEmpty && game.lastMatchedPair == 0)
        #expect(game.cards[a.0].isFaceUp && game.cards[a.1].isFaceUp)
    }

    @Test func aMismatchOnFirstSightCostsNothing() {
        var game = game.after(a.0)
        #expect(game.choose(b.0, at: t(1)) == .mismatched(penalty: 0))
        #expect(game.table == game.expected([a.0: "U", b.0: "U"]))
        #expect(game.score == 0)
    }

    @Test func aThirdCardTurnsTheTwoDownAsSeen() {
        var game = game.after(a.0, b.0)
        #expect(game.choose(c.0, at: t(2)) == .turnedUp(turnedDown: [a.0, b.0].sorted()))
        #expect(game.table == game.expected([a.0: "d", b.0: "d", c.0: "U"]))
        #expect(game.faceUpUnmatched == [c.0] && game.score == 0)
    }

    /// The third card may be the partner of one turned down: it still starts a new try.
    @Test func aThirdCardThatIsAPartnerStartsANewTry() {
        var game = game.after(a.0, b.0)
        #expect(game.choose(a.1, at: t(2)) == .turnedUp(turnedDown: [a.0, b.0].sorted()))
        #expect(game.table == game.expected([a.0: "d", b.0: "d", a.1: "U"]))
        #expect(game.choose(a.0, at: t(3)) == .matched(pair: 0))
        #expect(game.score == 2)
    }

    @Test func aMismatchWithOneSeenCardCostsOne() {
        // a.0 and b.0 are seen (up, then down); c is found; a.0 is up again, b.1 is new.
        var game = game.after(a.0, b.0, c.0, c.1, a.0)
        #expect(game.table == game.expected([a.0: "u", b.0: "d", c.0: "M", c.1: "M"]))
        #expect(game.choose(b.1, at: t(1)) == .mismatched(penalty: 1))
        #expect(game.score == 1)
        #expect(game.table == game.expected([a.0: "u", b.0: "d", c.0: "M", c.1: "M", b.1: "U"]))
    }

    @Test func aMismatchOfTwoSeenCardsCostsTwo() {
        var game = game.after(a.0, b.0, c.0, c.1, a.0)
        #expect(game.choose(b.0, at: t(1)) == .mismatched(penalty: 2))
        #expect(game.score == 0)
        #expect(game.table == game.expected([a.0: "u", b.0: "u", c.0: "M", c.1: "M"]))
    }

    /// The card turned up first in this try is not "seen" just by being up now.
    @Test func theFirstCardOfATryIsSeenOnlyIfItWasDownBefore() {
        var game = game.after(a.0, b.0, c.0)  // c.0 up, new
        #expect(game.choose(a.0, at: t(1)) == .mismatched(penalty: 1))  // only a.0 was seen
        #expect(game.score == -1)
    }

    @Test func scoresGoNegative() {
        var game = game.after(a.0, b.0, c.0)  // a.0 and b.0 seen, c.0 up
        let steps: [(Int, MatchChoiceResult, Int)] = [
            (a.0, .mismatched(penalty: 1), -1),  // c.0 was new
            (b.0, .turnedUp(turnedDown: [a.0, c.0].sorted()), -1),
            (c.0, .mismatched(penalty: 2), -3),
            (a.0, .turnedUp(turnedDown: [b.0, c.0].sorted()), -3),
            (b.0, .mismatched(penalty: 2), -5),
            (c.0, .turnedUp(turnedDown: [a.0, b.0].sorted()), -5),
            (c.1, .matched(pair: 2), -3),  // a match still adds two
        ]
        for (place, result, score) in steps {
            #expect(game.choose(place, at: t(1)) == result)
            #expect(game.score == score)
        }
        #expect(game.table == game.expected([a.0: "d", b.0: "d", c.0: "M", c.1: "M"]))
    }

    @Test func matchedAndFaceUpCardsAreIgnored() {
        var game = game.after(a.0, a.1, b.0)
        let before = game
        #expect(game.choose(a.0, at: t(5)) == .ignored(.matched))
        #expect(game.choose(a.1, at: t(5)) == .ignored(.matched))
        #expect(game.choose(b.0, at: t(5)) == .ignored(.faceUp))
        #expect(game.choose(6, at: t(5)) == .ignored(.noSuchCard))
        #expect(game.choose(-1, at: t(5)) == .ignored(.noSuchCard))
        #expect(game == before)
        // Both cards of a failed try are face up, so both are ignored.
        game = game.after(c.0)
        let failed = game
        #expect(game.choose(b.0, at: t(6)) == .ignored(.faceUp) && game.choose(c.0, at: t(6)) == .ignored(.faceUp))
        #expect(game == failed)
    }

    @Test func aMatchAfterAFailedTryLeavesNothingElseUp() {
        var game = game.after(a.0, b.0, a.1)
        #expect(game.choose(a.0, at: t(1)) == .matched(pair: 0))
        #expect(game.table == game.expected([a.0: "M", a.1: "M", b.0: "d"]))
        // The next card starts a new try and turns nothing down.
        #expect(game.choose(c.0, at: t(2)) == .turnedUp(turnedDown: []))
    }

    @Test func theGameEndsWhenEveryPairIsFound() {
        var game = game.after(a.0, b.0, a.1, a.0, b.1, b.0, at: t(4))
        #expect(!game.isFinished && game.matchedPairs == 2 && game.result == nil)
        game = game.after(c.0, at: t(9))
        #expect(game.choose(c.1, at: t(10)) == .matched(pair: 2))
        #expect(game.isFinished && game.matchedPairs == 3)
        #expect(game.table == "MMMMMM")
        #expect(game.result == MatchResult(score: 6, time: .seconds(6), pairs: 3))
        let done = game
        for place in 0..<6 { #expect(game.choose(place, at: t(11)) == .ignored(.finished)) }
        #expect(!game.pause(at: t(12)) && !game.resume(at: t(13)))
        #expect(game == done)
    }
}
