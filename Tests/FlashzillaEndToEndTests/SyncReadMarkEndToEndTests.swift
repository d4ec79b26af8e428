import FlashzillaCore
import FlashzillaProgress
import FlashzillaSync
import Foundation
import Testing

/// Issue 32: a sync reads only the cards answered since the last one read the progress
/// file (`SyncReadMark`). An answer another program records while a sync runs, timed
/// before that sync began, is still sent by the next; the answers a sync takes in itself
/// are not read again by the next.
@Suite(.serialized) struct SyncReadMarkEndToEndTests {
    @Test(AnkiSyncServer.required)
    func anAnswerRecordedDuringASyncWithAnEarlierTimeIsSentByTheNext() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        let before = try server.phoneAnswers(0).revlog

        // The sync stops once it has read the progress file; meanwhile "another program"
        // records an answer timed two minutes ago (before the sync began, beyond any margin).
        let answered = Date().addingTimeInterval(-120)
        let sync = try Self.stopped(fz, at: "outgoing-written")
        try Self.recordAnswer(fz, prompt: "phone question 12", at: answered)
        kill(sync.processIdentifier, SIGCONT)
        sync.waitUntilExit()
        try #require(sync.terminationStatus == 0)

        let next = try fz.run(["sync", "--json"], timeout: .seconds(120))
        let sent = try #require(try SyncEndToEndTests.document(next.stdout)["sent"] as? [String: Any], "\(next.stdout) \(next.stderr)")
        #expect(sent["answers"] as? Int == 1, "the answer recorded during the last sync: \(sent)")
        let phone = try server.phoneAnswers(0)
        #expect(phone.revlog == before + 1)
        let second = Int64(answered.timeIntervalSince1970.rounded(.down)) * 1000
        #expect(phone.answers?.contains { (second..<second + 1000).contains($0.id) } == true, "an answer at \(second) ms on the phone")
        // Sent once.
        let again = try fz.run(["sync", "--json"], timeout: .seconds(120))
        #expect((try SyncEndToEndTests.document(again.stdout)["sent"] as? [String: Any])?["answers"] as? Int == 0, "\(again.stdout)")
    }

    /// After a sync that took in the phone's answers alone, the mark is the log's last row
    /// (no margin): the next sync does not read those answers' cards again.
    @Test(AnkiSyncServer.required)
    func answersASyncTookInAreNotReadAgain() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        _ = try server.phoneAnswers(2)
        let sync = try fz.run(["sync", "--json"], timeout: .seconds(120))
        let received = try #require(try SyncEndToEndTests.document(sync.stdout)["received"] as? [String: Any], "\(sync.stdout) \(sync.stderr)")
        try #require(received["answers"] as? Int == 2, "\(received)")
        let last = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite")).lastReviewID()
        #expect(try Self.mark(fz) == "\(last) 0", "the mark: the log's last row, no margin")

        // An answer given here now is the one card the next sync reads, and it is sent.
        let review = try fz.run(["review", "Phone", "--screen-reader"], input: "\ngood\nq\n", timeout: .seconds(60))
        try #require(review.status == 0, "\(review.stderr)")
        let next = try fz.run(["sync", "--json"], timeout: .seconds(120))
        #expect((try SyncEndToEndTests.document(next.stdout)["sent"] as? [String: Any])?["answers"] as? Int == 1, "\(next.stdout)")
    }

    /// `flashzilla sync` started with the test hook that stops it at `step`, once stopped.
    static func stopped(_ fz: FlashzillaBinary, at step: String) throws -> Process {
        let process = Process()
        process.executableURL = FlashzillaBinary.url
        process.arguments = ["sync", "--home", fz.home.path]
        var environment = ProcessInfo.processInfo.environment
        environment["FLASHZILLA_HOME"] = nil
        environment["FLASHZILLA_TEST_STOP_SYNC_AT"] = step
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, process.isRunning {
            let stat = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)) ?? ""
            // The state follows the name in parentheses: "T" once stopped.
            if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "T" { return process }
            usleep(20_000)
        }
        kill(process.processIdentifier, SIGKILL)
        throw TmuxError("the sync did not stop at \(step)")
    }

    /// Records a Good answer of the card `prompt` of the Phone deck at `time`, as another program would.
    static func recordAnswer(_ fz: FlashzillaBinary, prompt: String, at time: Date) throws {
        let file = try SyncSendEndToEndTests.deckFile("Phone", fz)
        let deck = try DeckStore(homeDirectory: fz.home).load(fileURL: file, now: Date()).deck
        let card = try #require(deck.cards.first { $0.prompt == prompt })
        let store = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        try store.record(ReviewAnswer(deckID: deck.id, cardID: card.id, time: time, rating: .good, milliseconds: 1500, mode: .review, before: nil,
                                      after: FSRSCardState(phase: .learning(step: 1), stability: 1, difficulty: 5, due: time.addingTimeInterval(600),
                                                           lastReview: time, reviewCount: 1)))
    }

    /// The read mark's row id and margin, as the kept collection keeps them.
    static func mark(_ fz: FlashzillaBinary) throws -> String? {
        let kept = try SyncedCollection(at: fz.home.appendingPathComponent("sync/collection.anki2"), newWithSchema: 0)
        return try kept.syncState("answersRead")?.split(separator: " ").dropFirst().joined(separator: " ")
    }
}
