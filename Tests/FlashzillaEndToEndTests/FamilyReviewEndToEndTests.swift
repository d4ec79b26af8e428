import FlashzillaCore
import Foundation
import Testing

/// `flashzilla review Spanish`, where Spanish is only the parent of two decks' names: one
/// sitting over both decks' cards in tmux, each answer kept in its card's own deck.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct FamilyReviewEndToEndTests {
    static func deck(_ name: String, newPerDay: Int, _ prompts: [String]) -> String {
        let cards = prompts.map { #"{ "prompt": "\#($0)", "answer": "answer to \#($0)" }"# }.joined(separator: ",\n")
        return #"{ "name": "\#(name)", "newCardsPerDay": \#(newPerDay), "cards": [\#(cards)] }"#
    }

    func dueNew(_ fz: FlashzillaBinary) throws -> [String: Int] {
        let due = try fz.run(["due", "--json"])
        #expect(due.status == 0, "\(due.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [[String: Any]])
        return Dictionary(rows.compactMap { row in (row["name"] as? String).flatMap { name in (row["new"] as? Int).map { (name, $0) } } }) { a, _ in a }
    }

    @Test func reviewOnAParentStudiesItsChildrenUnderEachDecksLimits() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        try FileManager.default.createDirectory(at: fz.decksDirectory, withIntermediateDirectories: true)
        // Vocab allows 1 new card a day of its 3; Grammar 2 of 2: the sitting has 3.
        try Data(Self.deck("Spanish::Vocab", newPerDay: 1, ["gato", "perro", "casa"]).utf8)
            .write(to: fz.decksDirectory.appendingPathComponent("vocab.json"))
        try Data(Self.deck("Spanish::Grammar", newPerDay: 20, ["ser", "estar"]).utf8)
            .write(to: fz.decksDirectory.appendingPathComponent("grammar.json"))
        #expect(try dueNew(fz) == ["Spanish": 3, "Spanish::Vocab": 1, "Spanish::Grammar": 2])

        let command = "'\(FlashzillaBinary.url.path)' review Spanish --no-animation --home '\(fz.home.path)'"
        let tmux = try Tmux(width: 80, height: 24, command: command,
                            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        try tmux.waitFor(text: "new 3 · learning 0 · due 0")
        // Each answered Easy, so none comes back today.
        var seen: [String] = []
        for _ in 0..<3 {
            let screen = try tmux.capture()
            let prompt = try #require(["gato", "perro", "casa", "ser", "estar"].first { screen.contains($0) }, "\(screen)")
            seen.append(prompt)
            try tmux.sendKeys("Space")
            try tmux.waitFor(text: "answer to \(prompt)")
            try tmux.sendKeys("4")
            try tmux.waitFor(timeout: .seconds(5), "the next card") { !$0.contains("answer to \(prompt)") }
        }
        #expect(Set(seen) == ["gato", "ser", "estar"], "\(seen)")
        // The end: Vocab's other two new cards are held back by its own limit.
        try tmux.waitFor(text: "Today's limits held back 2 new cards")
        try tmux.sendKeys("q")
        try tmux.waitFor(timeout: .seconds(5), "the app to quit") { _ in (try? tmux.paneIsDead()) == true }
        // Each answer went to its own deck: Vocab's limit is used up, Grammar has no new left.
        #expect(try dueNew(fz) == ["Spanish": 0, "Spanish::Vocab": 0, "Spanish::Grammar": 0])
        let vocab = try fz.run(["show", "Spanish::Vocab", "--json"])
        #expect(vocab.status == 0 && vocab.stdout.contains("gato"), "\(vocab.stderr)")
    }

    /// The same by the screen reader's lines: both decks' new cards counted, the first
    /// child's card said (the decks in name order), and "easy" answers it in that deck.
    @Test func theScreenReaderReviewsAParentToo() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        try FileManager.default.createDirectory(at: fz.decksDirectory, withIntermediateDirectories: true)
        try Data(Self.deck("Spanish::Vocab", newPerDay: 1, ["gato", "perro"]).utf8)
            .write(to: fz.decksDirectory.appendingPathComponent("vocab.json"))
        try Data(Self.deck("Spanish::Grammar", newPerDay: 20, ["ser"]).utf8)
            .write(to: fz.decksDirectory.appendingPathComponent("grammar.json"))
        let review = try fz.run(["review", "spanish", "--screen-reader"], input: "\neasy\nq\n", timeout: .seconds(60))
        #expect(review.status == 0, "\(review.stderr)")
        #expect(review.stdout.contains("ser. 2 new.") && review.stdout.contains("gato. 1 new."), "\(review.stdout)")
        #expect(try dueNew(fz) == ["Spanish": 1, "Spanish::Vocab": 1, "Spanish::Grammar": 0], "\(review.stdout)")
    }
}
