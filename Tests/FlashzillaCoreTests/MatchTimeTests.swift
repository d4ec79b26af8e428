import Testing
import FlashzillaCore

/// Time counts from the first turn, excludes pauses, and freezes at the end.
@Suite("Match time")
struct MatchTimeTests {
    let game = MatchGame(deck: makeMatchDeck(count: 2), seed: 4)
    var a: (Int, Int) { game.twins(0) }
    var b: (Int, Int) { game.twins(1) }

    @Test func nothingCountsBeforeTheFirstTurn() {
        #expect(game.elapsed(at: t(30)) == .zero)
        #expect(!game.isStarted)
    }

    @Test func timeCountsFromTheFirstTurn() {
        let game = game.after(a.0, at: t(5))
        #expect(game.elapsed(at: t(5)) == .zero)
        #expect(game.elapsed(at: t(8.5)) == .milliseconds(8500 - 5000))
    }

    @Test func timeStopsAtTheLastMatch() {
        var game = game.after(a.0, at: t(2)).after(a.1, at: t(3)).after(b.0, at: t(7))
        game.choose(b.1, at: t(12))
        #expect(game.isFinished)
        #expect(game.elapsed(at: t(12)) == .seconds(10))
        #expect(game.elapsed(at: t(500)) == .seconds(10))
        #expect(game.result == MatchResult(score: 4, time: .seconds(10), pairs: 2))
    }

    @Test func pausesDoNotCount() {
        var game = game.after(a.0, at: t(1))
        #expect(game.pause(at: t(3)) == true)
        #expect(game.pause(at: t(4)) == false)
        #expect(game.elapsed(at: t(100)) == .seconds(2))
        // A paused game refuses choices (the player is away) and is unchanged.
        let paused = game
        #expect(game.choose(a.1, at: t(50)) == .ignored(.paused))
        #expect(game == paused)
        #expect(game.resume(at: t(103)) == true)
        #expect(game.resume(at: t(104)) == false)
        #expect(game.elapsed(at: t(105)) == .seconds(4))
        game.choose(a.1, at: t(106))
        game.choose(b.0, at: t(107))
        game.choose(b.1, at: t(108))
        #expect(game.result?.time == .seconds(7))
    }

    @Test func pausingBeforeTheFirstTurnDoesNothing() {
        var game = game
        #expect(!game.pause(at: t(1)) && !game.resume(at: t(2)))
        #expect(game == self.game)
    }

    /// A clock that goes backwards cannot make time shrink.
    @Test func earlierMomentsCountAsTheLatest() {
        let game = game.after(a.0, at: t(10)).after(b.0, at: t(12)).after(a.1, at: t(11))
        #expect(game.elapsed(at: t(9)) == .seconds(2))
    }
}
