import Foundation
import Testing

/// Opening the cards of a deck that is being studied reuses the studied deck only while
/// its file is unchanged: a file changed meanwhile is read again, never shadowed.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct KeptDeckEndToEndTests {
    static func writeDeck(_ fz: FlashzillaBinary, prompts: [String]) throws {
        try FileManager.default.createDirectory(at: fz.decksDirectory, withIntermediateDirectories: true)
        let cards = prompts.map { #"{ "prompt": "\#($0)", "answer": "Answer to \#($0)" }"# }.joined(separator: ", ")
        let json = #"{ "name": "Kept", "shuffle": false, "timeLimit": 0, "cards": [ \#(cards) ] }"#
        try Data(json.utf8).write(to: fz.decksDirectory.appendingPathComponent("kept.json"))
    }

    /// Waits for a whole study frame that passes `predicate` (the chooser's rows show the
    /// prompts too, so a study header drawn over them is not enough).
    @discardableResult
    static func waitForStudy(_ tmux: Tmux, _ predicate: @escaping (String) -> Bool) throws -> String {
        try tmux.waitForSettled("the study screen") { $0.contains("✗ ") && !$0.contains("choose a deck") && predicate($0) }
    }

    static func studyThenOpenCards(_ fz: FlashzillaBinary, between: () throws -> Void) throws -> Tmux {
        let command = "'\(FlashzillaBinary.url.path)' --home '\(fz.home.path)' --no-animation"
        let tmux = try Tmux(width: 80, height: 24, command: command,
                            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        try tmux.waitFor(text: "choose a deck")
        try tmux.sendKeys("t")
        try Self.waitForStudy(tmux) { $0.contains("✓ 0") && $0.contains("Alpha prompt") }
        try tmux.sendKeys("Right")
        try Self.waitForStudy(tmux) { $0.contains("✓ 1") && $0.contains("Beta prompt") }
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "choose a deck")
        try between()
        try tmux.sendKeys("C")
        try tmux.waitFor(text: "Add new card")
        return tmux
    }

    @Test func anUnchangedDeckOpensItsCardsAndAnAddedCardIsSaved() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        try Self.writeDeck(fz, prompts: ["Alpha prompt", "Beta prompt"])
        let tmux = try Self.studyThenOpenCards(fz) {}
        try tmux.waitFor(text: "Beta prompt")
        try tmux.sendLiteral("Gamma prompt")
        try tmux.sendKeys("Enter")
        try tmux.sendLiteral("Gamma answer")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "3 cards")
        try tmux.sendKeys("Escape")
        try tmux.waitFor(text: "choose a deck")
        let file = try String(contentsOf: fz.decksDirectory.appendingPathComponent("kept.json"), encoding: .utf8)
        #expect(file.contains("Alpha prompt") && file.contains("Beta prompt") && file.contains("Gamma answer"))
        // The session was left behind by the edit: studying starts again with three cards.
        try tmux.sendKeys("t")
        try Self.waitForStudy(tmux) { $0.contains("0 / 3") }
        try tmux.sendKeys("C-c")
    }

    @Test func leavingTheCardsUnchangedResumesTheSession() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        try Self.writeDeck(fz, prompts: ["Alpha prompt", "Beta prompt"])
        let tmux = try Self.studyThenOpenCards(fz) {}
        try tmux.sendKeys("Escape")
        try tmux.waitFor(text: "choose a deck")
        try tmux.sendKeys("t")
        // Resumed: one answered, the second card on top (a fresh session would show ✓ 0).
        try Self.waitForStudy(tmux) { $0.contains("✓ 1") && $0.contains("Beta prompt") }
        try tmux.sendKeys("C-c")
    }

    @Test func aDeckChangedOnDiskWhileStudiedIsReadAgain() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        try Self.writeDeck(fz, prompts: ["Alpha prompt", "Beta prompt"])
        let tmux = try Self.studyThenOpenCards(fz) {
            try Self.writeDeck(fz, prompts: ["Alpha prompt", "Beta prompt", "Written elsewhere"])
        }
        try tmux.waitFor(text: "Written elsewhere")
        try tmux.sendKeys("C-c")
    }
}
