import Foundation
import Testing

/// On a terminal whose DA1 says sixel (attribute 4), the card's picture is made into sixel
/// by a converter first on PATH (here a fake `img2sixel` that writes down its arguments and
/// prints a small sixel image) and those bytes reach the terminal in the card's cells; with
/// no converter on PATH the terminal gets no sixel and the `[image: …]` text stays.
@Suite(.serialized, .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "no /dev/ptmx (Linux pseudo-terminals)"))
struct SixelPictureEndToEndTests {
    /// What the fake converter prints: one sixel image, 2×2 pixels.
    static let sixel = "\u{1b}Pq\"1;1;2;2#0;2;100;0;0#0~~-\u{1b}\\"

    static func fakeConverter(in folder: URL, writingTo file: URL) throws {
        let script = "#!/bin/sh\necho \"$@\" >> '\(file.path)'\nprintf '\\033Pq\"1;1;2;2#0;2;100;0;0#0~~-\\033\\\\'\necho\n"
        let url = folder.appendingPathComponent("img2sixel")
        try Data(script.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    static func start(_ setup: MediaEndToEndTests.Setup, path: String) throws -> KittyTerminal {
        try KittyTerminal(arguments: ["study", "Gatos", "--home", setup.fz.home.path, "--no-animation"],
                          environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": setup.fz.home.path, "PATH": path],
                          reply: KittyTerminal.sixelReply)
    }

    @Test func theConvertersSixelReachesTheTerminalInTheCardsCells() throws {
        let setup = try MediaEndToEndTests.setUp()
        defer { setup.fz.cleanUp() }
        try Data(KittyPictureEndToEndTests.png).write(to: setup.media.appendingPathComponent("gato.png"))
        let asked = setup.fz.home.appendingPathComponent("converted.txt")
        try Self.fakeConverter(in: setup.bin, writingTo: asked)
        let terminal = try Self.start(setup, path: "\(setup.bin.path):/usr/bin:/bin")
        try terminal.waitFor("the question") { String(decoding: $0, as: UTF8.self).contains("gato") }
        terminal.send(" ")
        try terminal.waitFor("the sixel picture") { String(decoding: $0, as: UTF8.self).contains(Self.sixel) }
        // Asked for the deck's file, sized in pixels to the card's lower half (10×20 cells):
        // 64×32 keeps its shape, at most 76 columns.
        let arguments = try String(contentsOf: asked, encoding: .utf8).split(whereSeparator: \.isWhitespace).map(String.init)
        #expect(arguments.count == 5 && arguments[0] == "-w" && arguments[2] == "-h")
        #expect(arguments.last?.hasSuffix("/gato.png") == true)
        let width = Int(arguments[1]) ?? 0, height = Int(arguments[3]) ?? 0
        #expect(height > 0 && width == 2 * height && width <= 76 * 10)
        #expect(!terminal.text().contains("\u{1b}_Ga=T"), "no kitty picture on a sixel terminal")
        // The next card has no picture: the screen is painted again over it, and nothing
        // is converted again.
        terminal.send("l")
        try terminal.waitFor("the next card") { String(decoding: $0, as: UTF8.self).contains("perro") }
        #expect(try String(contentsOf: asked, encoding: .utf8).split(separator: "\n").count == 1)
    }

    @Test func withoutAConverterTheTextStays() throws {
        let setup = try MediaEndToEndTests.setUp()
        defer { setup.fz.cleanUp() }
        try Data(KittyPictureEndToEndTests.png).write(to: setup.media.appendingPathComponent("gato.png"))
        let terminal = try Self.start(setup, path: "\(setup.bin.path)")
        try terminal.waitFor("the question") { String(decoding: $0, as: UTF8.self).contains("gato") }
        terminal.send(" ")
        try terminal.waitFor("the picture's text") { String(decoding: $0, as: UTF8.self).contains("[image: gato.png]") }
        terminal.send("l")
        try terminal.waitFor("the next card") { String(decoding: $0, as: UTF8.self).contains("perro") }
        #expect(!terminal.text().contains("\u{1b}P"), "no sixel without a converter")
    }
}
