import Foundation
import Testing

/// A card's sounds and pictures through the real binary in tmux: tmux draws no pictures,
/// so the `[image: …]` text stays; a fake player and a fake viewer, first on PATH, write
/// down the file they were given.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct MediaEndToEndTests {
    static let deckID = "6F9619FF-8B86-D011-B42D-00C04FC964FF"
    static let deck = """
        {
          "id": "\(deckID)",
          "name": "Gatos",
          "shuffle": false,
          "timeLimit": 0,
          "cards": [
            { "prompt": "gato [sound: gato.mp3]", "answer": "cat [image: gato.png]" },
            { "prompt": "perro [sound: ../../settings.json]", "answer": "dog" }
          ]
        }
        """

    struct Setup {
        let fz: FlashzillaBinary
        let bin: URL
        let played: URL
        let opened: URL
        var media: URL { fz.home.appendingPathComponent("media/\(MediaEndToEndTests.deckID.lowercased())") }
    }

    /// A home with the deck and its media, and a folder of fake programs.
    static func setUp(player: Bool = true) throws -> Setup {
        let fz = try FlashzillaBinary.withTemporaryHome()
        try FileManager.default.createDirectory(at: fz.decksDirectory, withIntermediateDirectories: true)
        try Data(deck.utf8).write(to: fz.decksDirectory.appendingPathComponent("gatos.json"))
        let setup = Setup(fz: fz, bin: fz.home.appendingPathComponent("bin"), played: fz.home.appendingPathComponent("played.txt"),
                          opened: fz.home.appendingPathComponent("opened.txt"))
        try FileManager.default.createDirectory(at: setup.media, withIntermediateDirectories: true)
        try Data("ID3".utf8).write(to: setup.media.appendingPathComponent("gato.mp3"))
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: setup.media.appendingPathComponent("gato.png"))
        try FileManager.default.createDirectory(at: setup.bin, withIntermediateDirectories: true)
        // Each writes its last argument (the file) and says something, which must not reach the screen.
        if player { try fake("mpv", writingTo: setup.played, in: setup.bin) }
        try fake("xdg-open", writingTo: setup.opened, in: setup.bin)
        return setup
    }

    static func fake(_ name: String, writingTo file: URL, in folder: URL) throws {
        let script = "#!/bin/sh\nfor last in \"$@\"; do :; done\necho \"$last\" >> '\(file.path)'\necho FAKE-\(name)-SAYS-HELLO\necho FAKE-\(name)-ERROR >&2\n"
        let url = folder.appendingPathComponent(name)
        try Data(script.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    static func start(_ setup: Setup) throws -> Tmux {
        let command = "env PATH='\(setup.bin.path):/usr/bin:/bin' '\(FlashzillaBinary.url.path)' study Gatos --home '\(setup.fz.home.path)'"
        return try Tmux(width: 80, height: 24, command: command, environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
    }

    static func lines(_ file: URL) -> [String] {
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    static func waitForLines(_ file: URL, count: Int) throws -> [String] {
        let deadline = ContinuousClock.now + .seconds(30)
        while lines(file).count < count {
            if ContinuousClock.now > deadline { throw TmuxError("timed out waiting for \(count) lines in \(file.path): \(lines(file))") }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return lines(file)
    }

    /// Children of `pid` that ended and were never reaped (Linux's /proc).
    static func zombies(of pid: Int32) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap { entry -> String? in
            guard Int32(entry) != nil, let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
            return fields.count > 1 && fields[0] == "Z" && Int32(fields[1]) == pid ? entry : nil
        }
    }

    @Test func theSoundPlaysOnShowAndOnRAndThePictureOpensWithO() throws {
        let setup = try Self.setUp()
        defer { setup.fz.cleanUp() }
        let tmux = try Self.start(setup)
        var screen = try tmux.waitForSettled(text: "gato")
        // Played as the question appeared, with the file in the deck's media folder.
        #expect(try Self.waitForLines(setup.played, count: 1) == [setup.media.appendingPathComponent("gato.mp3").path])
        #expect(screen.contains("[sound: gato.mp3]"))
        // The help, made from the keymap, names the key (the footer has no room for it).
        try tmux.sendKeys("?")
        try tmux.waitForSettled(text: "replay sound")
        try tmux.sendKeys("?")
        try tmux.waitFor { !$0.contains("replay sound") }

        try tmux.sendKeys("r")
        #expect(try Self.waitForLines(setup.played, count: 2).last == setup.media.appendingPathComponent("gato.mp3").path)

        // tmux draws no pictures: the name stays as text, and o opens the file.
        try tmux.sendKeys("Space")
        screen = try tmux.waitForSettled(text: "[image: gato.png]")
        try tmux.sendKeys("o")
        #expect(try Self.waitForLines(setup.opened, count: 1) == [setup.media.appendingPathComponent("gato.png").path])

        // The children said things and ended: nothing of theirs on the screen, none left a zombie.
        screen = try tmux.capture()
        #expect(!screen.contains("FAKE-"))
        let app = try #require(try tmux.pid())
        try tmux.waitFor(timeout: .seconds(5), "the players to be reaped") { _ in Self.zombies(of: app).isEmpty }
    }

    @Test func aNameThatLeavesTheMediaFolderIsRefusedAndNotPlayed() throws {
        let setup = try Self.setUp()
        defer { setup.fz.cleanUp() }
        let tmux = try Self.start(setup)
        try tmux.waitForSettled(text: "gato")
        _ = try Self.waitForLines(setup.played, count: 1)
        // Next card: its sound's name climbs out of the media folder.
        try tmux.sendKeys("l")
        let screen = try tmux.waitForSettled(text: "refused the media file name")
        #expect(screen.contains("perro"))
        try tmux.sendKeys("r")
        try tmux.waitForSettled(text: "refused the media file name")
        #expect(Self.lines(setup.played).count == 1)
    }

    @Test func withoutAPlayerANoteSaysWhatToInstallOnce() throws {
        let setup = try Self.setUp(player: false)
        defer { setup.fz.cleanUp() }
        let tmux = try Self.start(setup)
        var screen = try tmux.waitForSettled(text: "No sound player found: install mpv")
        #expect(screen.contains("gato"))
        // The next key takes the note away, and it is not given again.
        try tmux.sendKeys("r")
        screen = try tmux.waitForSettled { !$0.contains("No sound player") && $0.contains("gato") }
        #expect(!screen.contains("install mpv"))
    }
}

/// On a terminal that answers kitty's graphics query, the card's picture is sent as
/// kitty's escape (the file's bytes, in the card's cells), and deleted when the card goes.
@Suite(.serialized, .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "no /dev/ptmx (Linux pseudo-terminals)"))
struct KittyPictureEndToEndTests {
    /// The start of a PNG (signature and IHDR, 64×32): enough for its size to be read,
    /// and the terminal is only pretending.
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        + [0, 0, 0, 64, 0, 0, 0, 32, 8, 6, 0, 0, 0]

    @Test func theCardsPictureIsSentAsKittysEscapeAndDeletedWhenTheCardGoes() throws {
        let setup = try MediaEndToEndTests.setUp()
        defer { setup.fz.cleanUp() }
        try Data(Self.png).write(to: setup.media.appendingPathComponent("gato.png"))
        let terminal = try KittyTerminal(arguments: ["study", "Gatos", "--home", setup.fz.home.path, "--no-animation"],
                                         environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": setup.fz.home.path,
                                                       "PATH": "\(setup.bin.path):/usr/bin:/bin"])
        try terminal.waitFor("the question") { String(decoding: $0, as: UTF8.self).contains("gato") }
        // The picture is on the answer side.
        terminal.send(" ")
        let base64 = Data(Self.png).base64EncodedString()
        try terminal.waitFor("kitty's picture escape") { String(decoding: $0, as: UTF8.self).contains("\u{1b}_Ga=T,f=100,") }
        let text = terminal.text()
        #expect(text.contains(";\(base64)\u{1b}\\"))
        // 64×32 pixels is 4 cells wide for each row: scaled into the card, its shape kept.
        let keys = try #require(text.components(separatedBy: "\u{1b}_Ga=T,f=100,").last?.components(separatedBy: ";").first)
        let columns = Int(try #require(keys.split(separator: ",").first { $0.hasPrefix("c=") }).dropFirst(2)) ?? 0
        let rows = Int(try #require(keys.split(separator: ",").first { $0.hasPrefix("r=") }).dropFirst(2)) ?? 0
        #expect(rows > 0 && columns == 4 * rows && columns <= 76)
        // The next card has no picture: the one shown is deleted.
        terminal.send("l")
        try terminal.waitFor("the picture's deletion") { String(decoding: $0, as: UTF8.self).contains("\u{1b}_Ga=d,d=I,i=1,q=2\u{1b}\\") }
    }
}
