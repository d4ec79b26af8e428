import Foundation
import Testing

/// The old screen reader's Match facts through the line front end (`--screen-reader`):
/// cards turned by moving the focus in the grid (1 2 / 3 4) and "turn".
@Suite(.serialized) struct SpeakScreensMatchEndToEndTests {
    typealias R = ScreenReaderEndToEndTests

    /// The game's clock is real: the result's time becomes M:SS. While playing no time is
    /// said (it would be said again every second).
    static func withoutTheClock(_ output: String) -> String {
        output.replacingOccurrences(of: #"\d+:\d\d"#, with: "M:SS", options: .regularExpression)
    }

    /// Port of ScreenReaderEndToEndTests.aSeededMatchGameIsPlayedToTheEndAndItsBestResultSaved.
    /// With seed 7 Colours is dealt as 1 rojo, 2 blue, 3 red, 4 azul.
    @Test func aSeededMatchGameIsPlayedToTheEndAndItsBestResultSaved() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        let script = ["match", "turn", "right", "turn", "down", "left", "turn", "up", "turn", "right", "down", "turn", "up", "turn", "back", "quit"]
        let result = try R.run(fz, ["--screen-reader", "--seed", "7"], input: script.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        // The time is real here: only its shape is fixed.
        let output = Self.withoutTheClock(result.output)
        #expect(output.contains("""
            Card 1 of 4, face down.
            0 pairs of 2 found.
            Say turn, new game or back; help for more.
            Card 1 of 4: rojo.
            Card 2 of 4, face down.
            Turned: card 1, rojo.
            Card 2 of 4: blue.
            No match.
            Card 4 of 4, face down.
            Turned: card 1, rojo; card 2, blue.
            Card 3 of 4, face down.
            Card 3 of 4: red.
            Card 1 of 4, face down.
            Turned: card 3, red.
            Card 1 of 4, matched: rojo.
            1 pair of 2 found.
            """), "\(result.output)")
        #expect(output.contains("Card 4 of 4: azul.\n"))
        #expect(output.contains("All 2 pairs found in M:SS, score 4.\nNew best score.\nNew best time.\n"))
        let colours = try String(contentsOf: fz.decksDirectory.appendingPathComponent("colours.json"), encoding: .utf8)
        #expect(colours.contains("\"matchBestScore\": 4") && colours.contains("matchBestTime"))
        #expect(colours.contains("rojo") && colours.contains("azul"))
    }

    /// Port of ScreenReaderEndToEndTests.matchDeckWithTheFlagPlaysThatDeckAlone: no deck
    /// list before or after; "back" ends the run.
    @Test func matchDeckWithTheFlagPlaysThatDeckAlone() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        let result = try R.run(fz, ["match", "colours", "--screen-reader", "--seed", "7"], input: "turn\ndown\nturn\nback\n")
        #expect(result.status == 0)
        #expect(Self.withoutTheClock(result.output) == Self.colourMatchOfOnePair)
    }

    /// What `match colours --seed 7` says for "turn", "down", "turn", "back" by voice : no deck list before or after, one pair found.
    static let colourMatchOfOnePair = """
        Card 1 of 4, face down.
        0 pairs of 2 found.
        Say turn, new game or back; help for more.
        Card 1 of 4: rojo.
        Card 3 of 4, face down.
        Turned: card 1, rojo.
        Card 3 of 4, matched: red.
        1 pair of 2 found.
        Goodbye.

        """
}
