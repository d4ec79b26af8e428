import Foundation
import Testing

/// `--screen-reader` through a pipe, as a script or another program would drive it: the
/// home and runner the line front end's transcripts share (SpeakScreens*EndToEndTests).
@Suite(.serialized) struct ScreenReaderEndToEndTests {
    static let brokenBytes = Data("{\n  \"name\": \"Broken\",\n  \"cards\": [ { \"prompt\": \"a\" \"answer\": \"b\" } ]\n}\n".utf8)

    /// A home with an untimed, unshuffled deck, a deck whose text tries to drive the
    /// terminal, and a file that is not JSON: nothing depends on time or chance.
    static func home() throws -> FlashzillaBinary {
        let fz = try FlashzillaBinary.withTemporaryHome()
        try FileManager.default.createDirectory(at: fz.decksDirectory, withIntermediateDirectories: true)
        try Data(#"{ "name": "Colours", "timeLimit": 0, "shuffle": false, "requeueWrong": false, "cards": [ { "prompt": "rojo", "answer": "red" }, { "prompt": "azul", "answer": "blue" } ] }"#.utf8)
            .write(to: fz.decksDirectory.appendingPathComponent("colours.json"))
        try Data(#"{ "name": "Evil\u001b[2J", "timeLimit": 0, "cards": [ { "prompt": "\u001b]0;pwned\u0007bell", "answer": "\u009b31mred" } ] }"#.utf8)
            .write(to: fz.decksDirectory.appendingPathComponent("evil.json"))
        try brokenBytes.write(to: fz.decksDirectory.appendingPathComponent("broken.json"))
        return fz
    }

    static func run(_ fz: FlashzillaBinary, _ arguments: [String], input: String) throws -> Spawn.Result {
        try SpawnWithInput.run([FlashzillaBinary.url.path] + arguments + ["--home", fz.home.path], input: input)
    }

    /// A deck file as the binary wrote it.
    static func deckFile(_ fz: FlashzillaBinary, _ fileName: String) throws -> [String: Any] {
        let data = try Data(contentsOf: fz.decksDirectory.appendingPathComponent(fileName))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func cards(_ fz: FlashzillaBinary, _ fileName: String = "colours.json") throws -> [[String: Any]] {
        try #require(try deckFile(fz, fileName)["cards"] as? [[String: Any]])
    }

    @Test func theFlagIsOfferedOnTheRootCommandAndOnStudy() throws {
        #expect(try Spawn.run([FlashzillaBinary.url.path, "--help"]).output.contains("--screen-reader"))
        #expect(try Spawn.run([FlashzillaBinary.url.path, "study", "--help"]).output.contains("--screen-reader"))
    }
}
