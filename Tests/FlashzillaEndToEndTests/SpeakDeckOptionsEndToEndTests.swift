import FlashzillaProgress
import Foundation
import Testing

/// Deck options and custom study by voice (`--screen-reader`): the same keys, said as words.
@Suite(.serialized) struct SpeakDeckOptionsEndToEndTests {
    typealias R = ScreenReaderEndToEndTests

    @Test func aReviewOptionIsSaidAndSavedAndAPreviewIsStudiedWithoutRecordingAnything() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        let script = ["1", "edit"] + Array(repeating: "next field", count: 6) + ["3",
                      "custom study", "next", "preview", "", "show", "easy", "back", "quit"]
        let result = try R.run(fz, ["--screen-reader"], input: script.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        #expect(result.output.contains("New cards/day: 20.\nReview: new cards a day brings, from 0 to 9999.\n"), "\(result.output)")
        #expect(try R.deckFile(fz, "colours.json")["newCardsPerDay"] as? Int == 3)
        #expect(result.output.contains("1. Increase today's new card limit.\nCustom study, Colours.\n"))
        #expect(result.output.contains("2. Increase today's review limit.\n"))
        #expect(result.output.contains("New cards added in the last N days: 1.\n1 to 365 days; the schedule is not changed.\n"))
        // A preview's times: Again and Hard come back in the session; Good and Easy leave the card as it was.
        #expect(result.output.contains("rojo. 2 new.\nSay show, quit, undo or edit; help for more.\nAnswer: red.\n"
                                       + "Again 1 min, Hard 10 min, Good 1 min, Easy 1 min.\nSay again, hard, good, easy, quit or undo; help for more.\n"
                                       + "Easy.\nazul. 1 new.\n"))
        let progress = fz.home.appendingPathComponent("progress.sqlite")
        if FileManager.default.fileExists(atPath: progress.path) {
            let store = try ProgressStore(fileURL: progress)
            #expect(try store.reviewCount() == 0)
        }
    }
}
