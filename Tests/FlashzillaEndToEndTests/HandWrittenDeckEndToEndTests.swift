import Foundation
import Testing

/// A deck as people write it (no ids, no dates, CRLF line ends, a byte order mark) is
/// only read: listing, showing, studying and quitting leave its file byte for byte as it was.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct HandWrittenDeckEndToEndTests {
    static let bytes = Data([0xEF, 0xBB, 0xBF]) + Data("""
        {\r
        \t"name": "Scribbled",\r
        \t"shuffle": false,\r
        \t"cards": [\r
        \t\t{ "prompt": "Question one", "answer": "Answer one" },\r
        \t\t{ "prompt": "Question one", "answer": "Answer one" },\r
        \t\t{ "prompt": " Question two ", "answer": "Answer two", "tags": ["x"] }\r
        \t]\r
        }\r

        """.utf8)

    @Test func listShowStudyAndQuitLeaveTheFileAsItWas() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        try FileManager.default.createDirectory(at: fz.decksDirectory, withIntermediateDirectories: true)
        let url = fz.decksDirectory.appendingPathComponent("scribbled.json")
        try Self.bytes.write(to: url)

        let list = try fz.run(["list"])
        #expect(list.status == 0 && list.stdout.contains("Scribbled"))
        let show = try fz.run(["show", "Scribbled"])
        #expect(show.status == 0 && show.stdout.contains("Question two"))
        #expect(try Data(contentsOf: url) == Self.bytes)

        let tmux = try StudyEndToEndTests.shell(fz)
        try tmux.sendLiteral(StudyEndToEndTests.command(fz, "study Scribbled"))
        try tmux.sendKeys("Enter")
        try tmux.waitForSettled(text: "Question one")
        try tmux.sendKeys("Space")
        try tmux.waitFor(text: "Answer one")
        try tmux.sendKeys("Right")
        try tmux.waitFor(text: "✓ 1")
        try tmux.sendKeys("q")
        // Typed before the app has exited, the echo can be swallowed as the terminal is
        // restored: wait for the shell's next prompt (the last line a bare "$").
        try tmux.waitFor { screen in
            let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            return !screen.contains("Question") && lines.last(where: { !$0.isEmpty }) == "$"
        }
        try tmux.sendLiteral("echo done-$((6*7))")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "done-42")
        #expect(try Data(contentsOf: url) == Self.bytes)
    }
}
