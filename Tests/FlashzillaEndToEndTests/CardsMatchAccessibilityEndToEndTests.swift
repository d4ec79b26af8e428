import FlashzillaCore
@testable import FlashzillaTUI
import Foundation
import Testing

/// Definitions, Match and the accessibility switches in the real binary, in tmux.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct CardsMatchAccessibilityEndToEndTests {
    static let deck = """
        {
          "name": "Pairs",
          "shuffle": false,
          "timeLimit": 100,
          "cards": [
            { "prompt": "Sun", "answer": "Sol" },
            { "prompt": "Moon", "answer": "Luna" },
            { "prompt": "Star", "answer": "Estrella" }
          ]
        }
        """

    static func home() throws -> FlashzillaBinary {
        let fz = try FlashzillaBinary.withTemporaryHome()
        try FileManager.default.createDirectory(at: fz.decksDirectory, withIntermediateDirectories: true)
        try Data(deck.utf8).write(to: fz.decksDirectory.appendingPathComponent("pairs.json"))
        return fz
    }

    static func run(_ fz: FlashzillaBinary, _ args: String, environment: [String: String] = [:]) throws -> Tmux {
        var env = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        env.merge(environment) { $1 }
        let command = "'\(FlashzillaBinary.url.path)' \(args) --home '\(fz.home.path)'"
        return try Tmux(width: 80, height: 24, command: Tmux.recordingExitStatus(command, to: statusFile(fz)), environment: env)
    }

    static func statusFile(_ fz: FlashzillaBinary) -> URL { fz.home.appendingPathComponent("exit-status") }

    static func screenShows(_ tmux: Tmux, all texts: String...) throws -> String {
        try tmux.waitFor("\(texts)") { screen in texts.allSatisfy { screen.contains($0) } }
    }

    static var hasWordNet: Bool {
        let directory = ProcessInfo.processInfo.environment["WNSEARCHDIR"] ?? "/usr/share/wordnet"
        return FileManager.default.fileExists(atPath: directory + "/index.noun")
    }

    @Test(.enabled(if: hasWordNet, "WordNet is not installed (apt-get install wordnet-base)"))
    func ctrlGFillsTheDefinitionAndWordType() throws {
        let fz = try Self.home()
        defer { fz.cleanUp() }
        let tmux = try Self.run(fz, "")
        try tmux.waitFor(text: "Pairs")
        try tmux.sendKeys("C")
        try tmux.waitFor(text: "Add new card")
        try tmux.sendLiteral("geese")
        try tmux.sendKeys("C-g")
        let screen = try tmux.waitForSettled(text: "Filled in from the dictionary")
        #expect(screen.contains("noun"))
        try tmux.sendKeys("Enter")
        try tmux.waitFor(timeout: .seconds(5), "the card to be saved") { _ in
            (try? String(contentsOf: fz.decksDirectory.appendingPathComponent("pairs.json"), encoding: .utf8))?.contains("Web-footed") == true
        }
        let file = try String(contentsOf: fz.decksDirectory.appendingPathComponent("pairs.json"), encoding: .utf8)
        #expect(file.contains(#""wordType""#) && file.contains("noun"))
        try tmux.sendKeys("C-c")
    }

    @Test func aWholeMatchGameWithAFixedSeed() throws {
        let fz = try Self.home()
        defer { fz.cleanUp() }
        let seed: UInt64 = 42
        let size = Size(width: 80, height: 24)
        // Plan the keys on the same deal, in process: the binary deals identically.
        let deck = try FlashzillaDeckCodec().decode(Data(Self.deck.utf8), fileName: "pairs.json", now: Date()).deck
        var plan = MatchScreen(deck: deck, seed: seed, options: StudyOptions(animations: false), now: .zero)
        var keys: [Key] = []
        var done = Set<Int>()
        for place in plan.game.cards.indices where !done.contains(place) {
            for twin in plan.game.places(ofPair: plan.game.cards[place].pair) {
                let columns = plan.layout(for: size).grid?.columns ?? plan.game.cards.count
                while plan.focus != twin, keys.count < 200 {
                    let (row, column) = (plan.focus / columns, plan.focus % columns)
                    let key: Key = row < twin / columns ? .down : row > twin / columns ? .up : column < twin % columns ? .right : .left
                    keys.append(key)
                    plan.handle(.key(key), now: .seconds(1), size: size)
                }
                keys.append(.enter)
                plan.handle(.key(.enter), now: .seconds(1), size: size)
                done.insert(twin)
            }
        }
        #expect(plan.game.isFinished)

        let tmux = try Self.run(fz, "match Pairs --seed \(seed) --no-animation")
        try tmux.waitFor(text: "Pairs")
        for key in keys {
            let name = switch key {
            case .up: "Up"
            case .down: "Down"
            case .left: "Left"
            case .right: "Right"
            default: "Enter"
            }
            try tmux.sendKeys(name)
            // One key at a time, so a quick Enter never merges with the next escape sequence.
            Thread.sleep(forTimeInterval: 0.03)
        }
        let screen = try tmux.waitForSettled(text: "Score 6")
        #expect(screen.contains("matched") || screen.contains("Matched"))
        try tmux.waitFor(timeout: .seconds(5), "the best score in the file") { _ in
            (try? String(contentsOf: fz.decksDirectory.appendingPathComponent("pairs.json"), encoding: .utf8))?.contains(#""matchBestScore""#) == true
        }
        try tmux.sendKeys("q")
        #expect(try Tmux.waitForExitStatus(in: Self.statusFile(fz)) == 0)
    }

    @Test(arguments: [("--accessible", [String: String]()), ("", ["NO_COLOR": "1"])])
    func answerButtonsAreLabelledAndPressing(flag: String, environment: [String: String]) throws {
        let fz = try Self.home()
        defer { fz.cleanUp() }
        // NO_COLOR alone changes colours, not controls: turn the buttons on in settings.
        if flag.isEmpty {
            try Data(#"{"answerButtons": true}"#.utf8).write(to: fz.home.appendingPathComponent("settings.json"))
        }
        let tmux = try Self.run(fz, "study Pairs \(flag)", environment: environment)
        // A capture can land mid-frame: wait for the whole of it.
        _ = try Self.screenShows(tmux, all: "Sun", "[← Wrong]", "[Correct →]")
        if environment["NO_COLOR"] != nil {
            // Monochrome: attributes only, not one colour (SGR 30–37, 40–47, 90–97, 38;…, 48;…).
            let styled = try tmux.captureWithAttributes()
            #expect(styled.contains("\u{1B}["), "attributes are captured")
            #expect(styled.range(of: #"\x1B\[(?:[0-9;]*;)?(?:3[0-8]|4[0-8]|9[0-7])[;m]"#, options: .regularExpression) == nil, "\(styled)")
        }
        // Tab focuses "[← Wrong]", Tab again "[Correct →]"; Enter reveals, Enter again presses it.
        try tmux.sendKeys("Tab")
        try tmux.waitFor(text: "›[← Wrong]")
        try tmux.sendKeys("Tab")
        try tmux.waitFor(text: "›[Correct →]")
        // Enter shows the answer first (a button never answers an unseen card), then presses.
        try tmux.sendKeys("Enter")
        _ = try Self.screenShows(tmux, all: "Sol", "press Correct")
        try tmux.sendKeys("Enter")
        _ = try Self.screenShows(tmux, all: "Moon", "✓ 1")
        // The keys named on the buttons work too.
        try tmux.sendKeys("Left")
        _ = try tmux.waitFor(text: "✗ 1")
        try tmux.sendKeys("C-c")
    }
}
