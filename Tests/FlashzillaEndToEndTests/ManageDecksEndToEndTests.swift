import Foundation
import Testing

/// Managing decks inside the real app, in tmux, with a throw-away home.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct ManageDecksEndToEndTests {
    static func app(_ fz: FlashzillaBinary, _ extra: String = "") throws -> Tmux {
        let command = "'\(FlashzillaBinary.url.path)' --home '\(fz.home.path)' \(extra)"
        let tmux = try Tmux(width: 80, height: 24, command: Tmux.recordingExitStatus(command, to: statusFile(fz)),
                            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        try tmux.waitFor(text: "choose a deck")
        return tmux
    }

    static func statusFile(_ fz: FlashzillaBinary) -> URL { fz.home.appendingPathComponent("exit-status") }

    @Test func createADeckInTheAppAndFindItAfterARestart() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        var tmux = try Self.app(fz)
        try tmux.sendKeys("n")
        try tmux.waitFor(text: "New deck")
        try tmux.sendLiteral("Tmux Made")
        try tmux.sendKeys("Down", "Down")
        try tmux.sendKeys("C-u")
        try tmux.sendLiteral("42")
        try tmux.sendKeys("Enter")
        // A new deck's cards come next: add two, one after the other.
        try tmux.waitFor(text: "Add new card")
        for (prompt, answer) in [("First prompt", "First answer"), ("Second prompt", "Second answer")] {
            try tmux.sendLiteral(prompt)
            try tmux.sendKeys("Enter")
            try tmux.sendLiteral(answer)
            try tmux.sendKeys("Enter")
            try tmux.waitFor(text: prompt)
        }
        try tmux.waitFor(text: "2 cards")
        try tmux.sendKeys("Escape")
        try tmux.waitFor(text: "choose a deck")
        try tmux.sendKeys("q")
        #expect(try Tmux.waitForExitStatus(in: Self.statusFile(fz)) == 0)
        try FileManager.default.removeItem(at: Self.statusFile(fz))

        let file = try String(contentsOf: fz.decksDirectory.appendingPathComponent("tmux-made.json"), encoding: .utf8)
        #expect(file.contains(#""name" : "Tmux Made""#) || file.contains(#""name": "Tmux Made""#), "\(file)")
        #expect(file.contains("42"))
        #expect(file.contains("First answer") && file.contains("Second prompt"))

        tmux = try Self.app(fz)
        let screen = try tmux.waitForSettled(text: "Tmux Made")
        #expect(screen.contains("2 cards · 42 s timer"))
        #expect(screen.contains("First prompt · Second prompt"))
        try tmux.sendKeys("C-c")
    }

    @Test func deleteADeckAndFindItInTheTrash() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let tmux = try Self.app(fz)
        try tmux.waitFor(text: "English Vocabulary")
        let original = try Data(contentsOf: fz.decksDirectory.appendingPathComponent("english-vocabulary.json"))
        try tmux.sendKeys("d")
        try tmux.waitFor(text: "Delete deck “English Vocabulary” (16 cards)?")
        try tmux.sendKeys("n")
        try tmux.waitFor(timeout: .seconds(5), "the question to close") { !$0.contains("Delete deck “") }
        #expect(FileManager.default.fileExists(atPath: fz.decksDirectory.appendingPathComponent("english-vocabulary.json").path))
        try tmux.sendKeys("d")
        try tmux.waitFor(text: "[y] Delete")
        try tmux.sendKeys("y")
        let screen = try tmux.waitForSettled(text: "Deleted “English Vocabulary”")
        #expect(!screen.contains("serendipity"))
        let trashed = fz.home.appendingPathComponent("trash/english-vocabulary.json")
        #expect(try Data(contentsOf: trashed) == original)
        #expect(!FileManager.default.fileExists(atPath: fz.decksDirectory.appendingPathComponent("english-vocabulary.json").path))
        try tmux.sendKeys("C-c")
    }

    @Test func renamingADeckRenamesItsFile() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let tmux = try Self.app(fz)
        try tmux.waitFor(text: "English Vocabulary")
        let old = fz.decksDirectory.appendingPathComponent("english-vocabulary.json")
        let prompts = try String(contentsOf: old, encoding: .utf8).components(separatedBy: "\"prompt\"").count
        try tmux.sendKeys("e")
        try tmux.waitFor(text: "Edit deck")
        try tmux.sendKeys("C-u")
        try tmux.sendLiteral("Words I Know")
        try tmux.sendKeys("Enter")
        try tmux.waitForSettled(text: "Saved “Words I Know” as words-i-know.json.")
        let new = fz.decksDirectory.appendingPathComponent("words-i-know.json")
        #expect(!FileManager.default.fileExists(atPath: old.path))
        let file = try String(contentsOf: new, encoding: .utf8)
        #expect(file.contains("Words I Know") && file.components(separatedBy: "\"prompt\"").count == prompts && prompts > 10)
        // The renamed deck opens from its new file.
        try tmux.sendKeys("C")
        try tmux.waitFor(text: "serendipity")
        try tmux.sendKeys("C-c")
    }

    /// `i` in the chooser (issue 16): Tab completes the path, Enter shows the dry run,
    /// Enter imports, and the chooser lists the new deck; a bad file is named and nothing written.
    @Test func importAFileFromTheChooser() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let folder = fz.home.appendingPathComponent("downloads")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("hola,hello\nadiós,goodbye\n".utf8).write(to: folder.appendingPathComponent("spanish-words.csv"))
        try Data("not a zip".utf8).write(to: folder.appendingPathComponent("broken.apkg"))
        let tmux = try Self.app(fz)
        try tmux.waitFor(text: "English Vocabulary")
        try tmux.sendKeys("i")
        try tmux.waitFor(text: "Flashzilla — import")
        try tmux.sendLiteral(folder.path + "/sp")
        try tmux.sendKeys("Tab")
        try tmux.waitFor(text: "spanish-words.csv")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "Would create spanish-words (2 cards)")
        #expect(!FileManager.default.fileExists(atPath: fz.decksDirectory.appendingPathComponent("spanish-words.json").path), "a preview writes nothing")
        try tmux.sendKeys("Enter")
        let chooser = try tmux.waitForSettled(text: "Imported spanish-words.csv: 2 added")
        #expect(chooser.contains("spanish-words"))
        #expect(FileManager.default.fileExists(atPath: fz.decksDirectory.appendingPathComponent("spanish-words.json").path))

        let before = try FileManager.default.contentsOfDirectory(atPath: fz.decksDirectory.path).sorted()
        try tmux.sendKeys("i")
        try tmux.waitFor(text: "Flashzilla — import")
        try tmux.sendLiteral(folder.appendingPathComponent("broken.apkg").path)
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "broken.apkg")
        try tmux.waitFor(text: "⚠")
        try tmux.sendKeys("Escape")
        try tmux.waitFor(text: "choose a deck")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fz.decksDirectory.path).sorted() == before)
        try tmux.sendKeys("C-c")
    }

    @Test func settingsAreSavedAndABrokenSettingsFileIsReportedNotReplaced() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let tmux = try Self.app(fz)
        try tmux.sendKeys("s")
        try tmux.waitFor(text: "Reduce motion")
        try tmux.sendKeys("Down", "Down", "Space")
        try tmux.waitFor(text: "[ ] Off")
        let settingsURL = fz.home.appendingPathComponent("settings.json")
        try tmux.waitFor(timeout: .seconds(5), "settings.json to be written") { _ in
            (try? String(contentsOf: settingsURL, encoding: .utf8))?.contains(#""animations": false"#) == true
        }
        try tmux.sendKeys("C-c")

        let broken = #"{"animations": nope}"#
        try Data(broken.utf8).write(to: settingsURL)
        let again = try Self.app(fz)
        try again.waitFor(text: "Settings not used")
        try again.sendKeys("s")
        try again.waitFor(text: "Using defaults")
        try again.sendKeys("Down", "Down", "Space")
        try again.waitFor(text: "Not saved:")
        #expect(try String(contentsOf: settingsURL, encoding: .utf8) == broken)
        try again.sendKeys("C-c")
    }

    @Test func aCardAddedJustBeforeSIGTERMIsWritten() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let tmux = try Self.app(fz)
        try tmux.waitFor(text: "English Vocabulary")
        try tmux.sendKeys("C")
        try tmux.waitFor(text: "Add new card")
        try tmux.sendLiteral("last words")
        try tmux.sendKeys("Enter")
        try tmux.sendLiteral("said in a hurry")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "17 cards")
        // Within the save's quiet period: only the flush on the signal can write it.
        let kill = try Spawn.run(["/usr/bin/pkill", "-TERM", "-f", "flashzilla --home \(fz.home.path)"])
        #expect(kill.status == 0, "pkill found the app")
        try tmux.waitFor(timeout: .seconds(5), "the app to go") { _ in (try? tmux.paneIsDead()) == true }
        let file = try String(contentsOf: fz.decksDirectory.appendingPathComponent("english-vocabulary.json"), encoding: .utf8)
        #expect(file.contains("said in a hurry"))
    }
}
