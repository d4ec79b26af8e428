import Foundation
import Testing

/// `flashzilla define` and `flashzilla add --generate` with the real binary.
@Suite(.serialized) struct DefineCommandTests {
    static let wordNetDirectory = ProcessInfo.processInfo.environment["WNSEARCHDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/wordnet"
    static let hasWordNet = FileManager.default.fileExists(atPath: wordNetDirectory + "/index.noun")
    static let gooseLine = "goose (noun): Web-footed long-necked typically gregarious migratory aquatic birds usually larger and less aquatic than ducks."

    @Test func withoutWordNetTheMessageSaysHowToInstallIt() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let missing = fz.home.appendingPathComponent("no-wordnet").path
        let result = try fz.run(["define", "goose"], useHomeOption: false, environment: ["WNSEARCHDIR": missing])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("WordNet is not installed"))
        #expect(result.stderr.contains("sudo apt-get install wordnet-base"))
        #expect(result.stderr.contains(missing))
        let added = try fz.run(["add", "World Capitals", "--prompt", "goose", "--generate"], environment: ["WNSEARCHDIR": missing])
        #expect(added.status == 1)
        #expect(added.stderr.contains("sudo apt-get install wordnet-base"))
        #expect(try fz.run(["--help"], useHomeOption: false).stdout.contains("define"))
    }

    @Test func generateAndAnswerAreExclusive() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let both = try fz.run(["add", "World Capitals", "--prompt", "goose", "--answer", "a bird", "--generate"])
        #expect(both.status != 0)
        #expect(both.stderr.contains("--answer and --generate"))
        let neither = try fz.run(["add", "World Capitals", "--prompt", "goose"])
        #expect(neither.status != 0)
        #expect(neither.stderr.contains("--answer"))
    }

    @Test(.enabled(if: hasWordNet, "WordNet is not installed (sudo apt-get install wordnet-base); skipped"))
    func definePrintsOneLinePerWord() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let result = try fz.run(["define", "goose", "geese", "ran", "better", "Ice Cream"], useHomeOption: false)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            \(Self.gooseLine)
            \(Self.gooseLine)
            run (verb): Move fast by using one's feet, with one foot off the ground at any given time.
            good (adjective): Having desirable or positive qualities especially those suitable for a thing specified.
            ice cream (noun): Frozen dessert containing cream and sugar and flavoring.

            """)
        #expect(result.stderr.isEmpty)
    }

    /// With both streams in one pipe (`2>&1 | less`), lines come in the order of the
    /// words, as on a terminal (issue 18: the definitions came after every error).
    @Test(.enabled(if: hasWordNet, "WordNet is not installed (sudo apt-get install wordnet-base); skipped"))
    func redirectedOutputKeepsTheWordsOrder() throws {
        let process = Process()
        process.executableURL = FlashzillaBinary.url
        process.arguments = ["define", "goose", "xyzzyq", "geese", "qqqzz"]
        let both = Pipe()
        process.standardOutput = both
        process.standardError = both
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: both.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(output)")
        #expect(lines.first == Self.gooseLine)
        #expect(lines.dropFirst().first?.contains("xyzzyq") == true)
        #expect(lines.dropFirst(2).first == Self.gooseLine)
        #expect(lines.last?.contains("qqqzz") == true)
    }

    @Test(.enabled(if: hasWordNet, "WordNet is not installed (sudo apt-get install wordnet-base); skipped"))
    func aWordNotFoundFailsButTheOthersArePrinted() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let result = try fz.run(["define", "xyzzyq", "goose", "\u{1B}[2Jzz"], useHomeOption: false)
        #expect(result.status == 1)
        #expect(result.stdout == Self.gooseLine + "\n")
        #expect(result.stderr.contains("\"xyzzyq\" is not in the dictionary."))
        #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test(.enabled(if: hasWordNet, "WordNet is not installed (sudo apt-get install wordnet-base); skipped"))
    func addGenerateFillsTheAnswerAndWordType() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()  // new-deck creates the folder
        defer { fz.cleanUp() }
        #expect(try fz.run(["new-deck", "Words"]).status == 0)
        let added = try fz.run(["add", "Words", "--prompt", "geese", "--generate"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains(Self.gooseLine))
        let typed = try fz.run(["add", "Words", "--prompt", "run", "--generate", "--type", "noun"])
        #expect(typed.status == 0, "\(typed.stderr)")
        #expect(typed.stdout.contains("run (noun): "), "what is printed is what is saved: \(typed.stdout)")
        let shown = try fz.run(["show", "Words"])
        #expect(shown.stdout.contains("1. geese [n]\n   → Web-footed long-necked"))
        // An explicit --type wins over the dictionary's, and picks a sense of that type
        // (a noun's, not the verb's "Move fast by using one's feet").
        #expect(shown.stdout.contains("2. run [n]\n   → ") && !shown.stdout.contains("Move fast"), "\(shown.stdout)")
        let unknown = try fz.run(["add", "Words", "--prompt", "xyzzyq", "--generate"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("\"xyzzyq\" is not in the dictionary."))
        #expect(try fz.run(["show", "Words"]).stdout.components(separatedBy: "→").count == 3)
    }
}
