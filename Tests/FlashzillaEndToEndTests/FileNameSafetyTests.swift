import Foundation
import Testing

/// Deck files named with escape sequences, controls, tabs and newlines (issue 20): what
/// the commands print about them (stdout and stderr) shows the controls as pictures,
/// and tab-separated output keeps one row per line.
@Suite(.serialized) struct FileNameSafetyTests {
    /// File stems (".json" is added): an OSC title and a screen clear, a colour, 8-bit
    /// CSI and DEL, and a tab, newline and carriage return that would split a row.
    static let goodStems = [
        "esc\u{1B}]0;FNPWN\u{07}\u{1B}[2J",
        "brk\u{1B}[31mRED",
        "c1\u{9B}2J\u{7F}del",
        "tab\there\nnewline\rcr",
    ]
    /// Not JSON at all, so its error message carries its path.
    static let brokenStem = "broken\u{1B}]0;PWN\u{07}\t\n\u{9B}31m\u{1B}[2J"
    /// The sample decks the first run adds.
    static let sampleCount = 5

    /// A home with the sample decks and the files above. One good deck's own name holds
    /// controls too, so the name column is tested as well as the path.
    func homeWithNastyFiles() throws -> FlashzillaBinary {
        let fz = try FlashzillaBinary.withSampleDecks()
        for (i, stem) in Self.goodStems.enumerated() {
            let name = i == 0 ? "Name\\u001b]0;NAMEPWN\\u0007\\t\\n\\u009b2J" : "Deck \(i)"
            let json = "{\"name\": \"\(name)\", \"cards\": [{\"prompt\": \"p\", \"answer\": \"a\"}]}"
            try Data(json.utf8).write(to: fz.decksDirectory.appendingPathComponent(stem + ".json"))
        }
        try Data("{ not json".utf8).write(to: fz.decksDirectory.appendingPathComponent(Self.brokenStem + ".json"))
        return fz
    }

    func expectNoControls(_ result: FlashzillaBinary.Result, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(ControlBytes.offending(result.stdoutBytes) == [], "stdout of \(what): \(result.stdout)", sourceLocation: sourceLocation)
        #expect(ControlBytes.offending(result.stderrBytes) == [], "stderr of \(what): \(result.stderr)", sourceLocation: sourceLocation)
    }

    func lines(_ text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }

    @Test func listShowsEachDeckOnOneRowOfThreeFields() throws {
        let fz = try homeWithNastyFiles()
        defer { fz.cleanUp() }
        let list = try fz.run(["list"])
        #expect(list.status == 0)
        expectNoControls(list, "list")
        let rows = lines(list.stdout)
        #expect(rows.count == Self.sampleCount + Self.goodStems.count + 1, "one row per deck file:\n\(list.stdout)")
        for row in rows { #expect(row.split(separator: "\t", omittingEmptySubsequences: false).count == 3, "\(row)") }
        #expect(list.stdout.contains("/esc␛]0;FNPWN␇␛[2J.json"))
        #expect(list.stdout.contains("/tab␉here␊newline␍cr.json"))
        #expect(list.stdout.contains("/c1␛[2J␡del.json"))
        #expect(list.stdout.contains("Name␛]0;NAMEPWN␇␉␊␛[2J\t1 card\t"))
        #expect(list.stdout.contains("BROKEN\t\(fz.decksDirectory.path)/broken␛]0;PWN␇␉␊␛[31m␛[2J.json\t"))
    }

    @Test func listAsJSONKeepsTheExactNames() throws {
        let fz = try homeWithNastyFiles()
        defer { fz.cleanUp() }
        let list = try fz.run(["list", "--json"])
        #expect(list.status == 0)
        // JSON needs no tab: every control in a string is escaped.
        #expect(ControlBytes.offending(list.stdoutBytes, allowingTabs: false) == [], "\(list.stdout)")
        let rows = try #require(try JSONSerialization.jsonObject(with: list.stdoutBytes) as? [[String: Any]])
        let files = Set(rows.compactMap { ($0["file"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } })
        for stem in Self.goodStems + [Self.brokenStem] { #expect(files.contains(stem + ".json"), "\(stem.debugDescription)") }
        #expect(rows.contains { $0["name"] as? String == "Name\u{1B}]0;NAMEPWN\u{07}\t\n\u{9B}2J" })
    }

    @Test func checkShowsEachFileOnOneLine() throws {
        let fz = try homeWithNastyFiles()
        defer { fz.cleanUp() }
        let check = try fz.run(["check"])
        #expect(check.status == 1, "the broken file")
        expectNoControls(check, "check")
        let rows = lines(check.stdout)
        #expect(rows.count == Self.sampleCount + Self.goodStems.count + 1, "one line per deck file:\n\(check.stdout)")
        for row in rows {
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            #expect(fields.first == "ok" ? fields.count == 3 : fields.first == "BROKEN" && fields.count == 2, "\(row)")
        }
        #expect(check.stdout.contains("ok\t\(fz.decksDirectory.path)/tab␉here␊newline␍cr.json\t1 card\n"))
        #expect(check.stdout.contains("BROKEN\t\(fz.decksDirectory.path)/broken␛]0;PWN␇␉␊␛[31m␛[2J.json:1:3: "))
    }

    @Test func showAddStudyAndMatchNameTheFilesSafely() throws {
        let fz = try homeWithNastyFiles()
        defer { fz.cleanUp() }
        for stem in Self.goodStems {
            let show = try fz.run(["show", stem])
            #expect(show.status == 0, "\(show.stderr)")
            expectNoControls(show, "show \(stem.debugDescription)")
            let add = try fz.run(["add", stem, "--prompt", "q\u{1B}[2J", "--answer", "a"])
            #expect(add.status == 0, "\(add.stderr)")
            expectNoControls(add, "add \(stem.debugDescription)")
        }
        #expect(try fz.run(["show", Self.goodStems[0]]).stdout.hasPrefix("Name␛]0;NAMEPWN␇␉␊␛[2J — 2 cards"))
        // Study and Match look the deck up before they need a terminal.
        for arguments in [["show", Self.brokenStem], ["add", Self.brokenStem, "--prompt", "p", "--answer", "a"],
                          ["study", Self.brokenStem], ["match", Self.brokenStem]] {
            let failed = try fz.run(arguments)
            #expect(failed.status == 1)
            expectNoControls(failed, arguments[0] + " on the broken file")
            #expect(lines(failed.stderr) == ["Error: \(fz.decksDirectory.path)/broken␛]0;PWN␇␉␊␛[31m␛[2J.json:1:3: expected a string key or '}', found 'n'"])
        }
    }

    @Test func otherMessagesNamingOutsideTextAreSafeToo() throws {
        let fz = try homeWithNastyFiles()
        defer { fz.cleanUp() }
        let created = try fz.run(["new-deck", "New\u{1B}]0;PWN\u{07}\tdeck"])
        #expect(created.status == 0, "\(created.stderr)")
        expectNoControls(created, "new-deck")
        #expect(created.stdout.hasPrefix("Created New␛]0;PWN␇␉deck in "))
        let missing = try fz.run(["show", "nothing\u{1B}[2J\n"])
        #expect(missing.status == 1)
        expectNoControls(missing, "show of a missing deck")
        #expect(lines(missing.stderr).count == 1, "\(missing.stderr)")
        let unknownType = try fz.run(["add", "Deck 1", "--prompt", "p", "--answer", "a", "--type", "x\u{1B}[2J"])
        #expect(unknownType.status != 0)
        expectNoControls(unknownType, "add with a bad word type")
        #expect(unknownType.stderr.contains("x␛[2J"))
    }
}
