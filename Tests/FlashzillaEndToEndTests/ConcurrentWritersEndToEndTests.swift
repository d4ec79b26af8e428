import Foundation
import Testing

/// Several programs writing one deck at once: every write lands (merged), none is lost,
/// and no temporary file is left behind (issue 19).
@Suite(.serialized) struct ConcurrentWritersEndToEndTests {
    /// Runs the argument lists all at once; their results in the same order.
    static func simultaneously(_ fz: FlashzillaBinary, _ runs: [[String]]) -> [FlashzillaBinary.Result?] {
        let results = Results(count: runs.count)
        DispatchQueue.concurrentPerform(iterations: runs.count) { index in
            results.set(index, try? fz.run(runs[index]))
        }
        return results.all
    }

    /// One slot per run, written from the worker threads under a lock.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [FlashzillaBinary.Result?]
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ result: FlashzillaBinary.Result?) { lock.withLock { slots[index] = result } }
        var all: [FlashzillaBinary.Result?] { lock.withLock { slots } }
    }

    static func prompts(in file: URL) throws -> [String] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let cards = try #require(json["cards"] as? [[String: Any]])
        return cards.compactMap { $0["prompt"] as? String }
    }

    @Test func fourSimultaneousAddsTenTimesOverKeepEveryCard() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        #expect(try fz.run(["new-deck", "Race"]).status == 0)
        var expected: [String] = []
        for round in 1...10 {
            let prompts = (1...4).map { "r\(round)k\($0)" }
            expected += prompts
            let results = Self.simultaneously(fz, prompts.map { ["add", "Race", "--prompt", $0, "--answer", "x"] })
            for (prompt, result) in zip(prompts, results) {
                #expect(result?.status == 0, "\(prompt): \(result?.stderr ?? "did not run")")
                #expect(result?.stdout.hasPrefix("Added to Race (") == true)
            }
        }
        let file = fz.decksDirectory.appendingPathComponent("race.json")
        #expect(try Set(Self.prompts(in: file)) == Set(expected))
        #expect(try Self.prompts(in: file).count == 40)
        // No temporary file left behind (they are hidden; the sample decks are not).
        #expect(try FileManager.default.contentsOfDirectory(atPath: fz.decksDirectory.path).filter { $0.hasPrefix(".") } == [])
    }

    @Test func fourSimultaneousNewDecksOfOneNameMakeOneDeck() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        try FileManager.default.createDirectory(at: fz.decksDirectory, withIntermediateDirectories: true)  // no sample decks
        let results = Self.simultaneously(fz, Array(repeating: ["new-deck", "Birds"], count: 4))
        #expect(results.filter { $0?.status == 0 }.count == 1)
        #expect(results.filter { $0?.status != 0 && $0?.stderr.contains("a deck named \"Birds\" already exists") == true }.count == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fz.decksDirectory.path).sorted() == ["birds.json"])
    }
}

/// The app and the command line writing the same deck: the app's save merges the card
/// added from outside, shows it, and both cards end up in the file.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct AppAndCommandLineEndToEndTests {
    @Test func aCardAddedFromOutsideWhileTheCardsAreOpenIsKeptAndShown() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        try FileManager.default.createDirectory(at: fz.decksDirectory, withIntermediateDirectories: true)
        let file = fz.decksDirectory.appendingPathComponent("race.json")
        try Data(#"{ "name": "Race", "cards": [ { "prompt": "Alpha prompt", "answer": "Alpha answer" } ] }"#.utf8).write(to: file)
        let command = "'\(FlashzillaBinary.url.path)' --home '\(fz.home.path)' --no-animation"
        let tmux = try Tmux(width: 80, height: 24, command: command,
                            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        try tmux.waitFor(text: "choose a deck")
        try tmux.sendKeys("C")
        try tmux.waitFor(text: "Alpha prompt")

        let outside = try fz.run(["add", "Race", "--prompt", "Outside prompt", "--answer", "Outside answer"])
        #expect(outside.status == 0, "\(outside.stderr)")

        try tmux.sendLiteral("App prompt")
        try tmux.sendKeys("Enter")
        try tmux.sendLiteral("App answer")
        try tmux.sendKeys("Enter")
        // The save found the file changed, merged, and the list now shows the outside card.
        try tmux.waitFor(text: "merged with changes made on disk")
        try tmux.waitFor(text: "Outside prompt")
        try tmux.sendKeys("Escape")
        try tmux.waitFor(text: "choose a deck")
        let prompts = try ConcurrentWritersEndToEndTests.prompts(in: file)
        #expect(prompts == ["Alpha prompt", "Outside prompt", "App prompt"])
        try tmux.sendKeys("C-c")
    }
}
