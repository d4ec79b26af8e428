import Foundation
import Testing

/// What the commands say when something is wrong, and that they say it the same way.
@Suite struct CommandLineWordingTests {
    @Test func aValidationErrorShowsTheSubcommandsUsage() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let empty = try fz.run(["add", "World Capitals", "--prompt", " ", "--answer", "x"])
        #expect(empty.status == 64)
        #expect(empty.stderr.contains("Usage: flashzilla add "), "\(empty.stderr)")
        #expect(empty.stderr.contains("See 'flashzilla add --help'"))
        let unnamed = try fz.run(["new-deck", " "])
        #expect(unnamed.stderr.contains("Usage: flashzilla new-deck "), "\(unnamed.stderr)")
        let type = try fz.run(["add", "World Capitals", "--prompt", "p", "--answer", "a", "--type", "bogus"])
        #expect(type.stderr.contains("Usage: flashzilla add "), "\(type.stderr)")
    }

    @Test func everyErrorStartsErrorThenLowerCase() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let results = [
            try fz.run(["add", "World Capitals", "--prompt", " ", "--answer", "x"]),  // the card's own message
            try fz.run(["add"]),  // ArgumentParser's
            try fz.run(["bogus"]),
            try fz.run(["show", "nope"]),  // ours
        ]
        for result in results {
            let first = result.stderr.prefix { $0 != "\n" }
            #expect(first.hasPrefix("Error: "), "\(first)")
            let letter = first.dropFirst("Error: ".count).first
            #expect(letter?.isLowercase == true, "\(first)")
        }
    }

    @Test func oneCardIsOneCard() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        #expect(try fz.run(["new-deck", "Solo"]).status == 0)
        #expect(try fz.run(["add", "Solo", "--prompt", "p", "--answer", "a"]).stdout == "Added to Solo (1 card).\n")
        #expect(try fz.run(["show", "Solo"]).stdout.hasPrefix("Solo — 1 card, "))
        #expect(try fz.run(["check"]).stdout.contains("solo.json\t1 card\n"))
        #expect(try fz.run(["list"]).stdout.contains("Solo\t1 card\t"))
        let csv = fz.home.appendingPathComponent("solo.csv").path
        #expect(try fz.run(["export", "Solo", "--format", "csv", "--output", csv]).stdout == "Exported 1 card of Solo to \(csv)\n")
        #expect(try fz.run(["import", csv, "--deck", "Other", "--dry-run"]).stdout.contains("Would create Other (1 card)"))
    }

    @Test(arguments: [["list"], ["list", "--json"], ["show", "World Capitals"], ["check"]])
    func outputThatCannotBeWrittenFails(_ arguments: [String]) throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let process = Process()
        process.executableURL = FlashzillaBinary.url
        process.arguments = arguments + ["--home", fz.home.path]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let err = Pipe()
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "\(arguments)")
        #expect(stderr.hasPrefix("Error: cannot write the output: "), "\(arguments): \(stderr)")
    }

    @Test func studyWithoutATerminalSuggestsTheScreenReader() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        for command in ["study", "match"] {
            let result = try fz.run([command, "World Capitals"])
            #expect(result.status == 1)
            #expect(result.stderr.contains("needs a terminal") && result.stderr.contains("--screen-reader"), "\(result.stderr)")
        }
    }
}

extension CommandLineWordingTests {
    @Test func aNameTwoDecksShareListsTheirFilesInsteadOfPickingOne() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let decks = fz.home.appendingPathComponent("decks")
        let original = try #require(try FileManager.default.contentsOfDirectory(atPath: decks.path).first { $0.hasSuffix(".json") && (try? String(contentsOf: decks.appendingPathComponent($0), encoding: .utf8))?.contains("\"World Capitals\"") == true })
        try FileManager.default.copyItem(at: decks.appendingPathComponent(original), to: decks.appendingPathComponent("my-copy.json"))
        let shared = try fz.run(["show", "World Capitals"])
        #expect(shared.status != 0)
        #expect(shared.stderr.contains("2 decks are named \"World Capitals\""), "\(shared.stderr)")
        #expect(shared.stderr.contains(original) && shared.stderr.contains("my-copy.json"), "\(shared.stderr)")
        let byFile = try fz.run(["show", "my-copy.json"])
        #expect(byFile.status == 0, "\(byFile.stderr)")
    }
}
