import Foundation
import Testing
@testable import FlashzillaCore

/// The markers an import leaves for a card's media, read back as names.
struct CardMediaTests {
    @Test func picturesAndSoundsAreFoundInOrderEachOnce() {
        let media = CardMedia(text: "gato [image: gato.png] [sound: gato.mp3] and [image: b.jpg] [sound: gato.mp3]")
        #expect(media.images == ["gato.png", "b.jpg"])
        #expect(media.sounds == ["gato.mp3"])
    }

    @Test func textWithoutMarkersHasNoMedia() {
        #expect(CardMedia(text: "a [b] c [image:x.png] [sound:y.mp3]").isEmpty)
        #expect(CardMedia(text: "").isEmpty)
        // An unfinished marker is text.
        #expect(CardMedia(text: "[image: never closed").isEmpty)
        #expect(CardMedia(text: "[image: ]").isEmpty)
    }

    @Test func namesKeepTheirSpacesAndUnicode() {
        #expect(CardMedia(text: "[image: El gato ñ.png]").images == ["El gato ñ.png"])
    }
}

/// A name a card asks to play or open is checked as an import checks the names it writes.
struct MediaLocationTests {
    let media = URL(fileURLWithPath: "/home/u/.flashzilla/media", isDirectory: true)
    let deck = UUID(uuidString: "5E0C3A52-7B61-4C5A-9D44-2B1A6C0D9F10")!

    @Test func aFlatNameIsAFileInTheDecksFolder() throws {
        let file = try MediaLocation.file("gato.mp3", deckID: deck, in: media).get()
        #expect(file.path == "/home/u/.flashzilla/media/5e0c3a52-7b61-4c5a-9d44-2b1a6c0d9f10/gato.mp3")
    }

    @Test(arguments: ["../gato.mp3", "../../settings.json", "..", ".", "/etc/passwd", "/tmp/x.png", "a/b.png", "a\\b.png",
                      "C:evil.png", "", "bell\u{7}.mp3", String(repeating: "x", count: 256)])
    func aNameThatWouldLeaveTheFolderIsRefused(_ name: String) {
        guard case .failure(let refusal) = MediaLocation.file(name, deckID: deck, in: media) else {
            Issue.record("“\(name)” was not refused")
            return
        }
        #expect(refusal.description.hasPrefix("refused the media file name"))
        // The message never carries a control character to the terminal.
        #expect(!refusal.description.unicodeScalars.contains { $0.value < 0x20 })
    }
}

/// The player and the viewer are looked for on PATH, in order, with the file test given.
struct SoundPlayerSearchTests {
    @Test func theFirstKnownPlayerOnThePathIsChosen() {
        let installed: Set<String> = ["/usr/bin/aplay", "/opt/mpv/bin/mpv", "/usr/bin/ffplay"]
        let player = SoundPlayer.find(searchPath: "/usr/bin:/opt/mpv/bin", isExecutable: installed.contains)
        // mpv comes first among the players, wherever its folder is on PATH.
        #expect(player?.path == "/opt/mpv/bin/mpv")
        #expect(player?.command(for: "/m/gato.mp3") == ["/opt/mpv/bin/mpv", "--no-video", "--really-quiet", "--no-terminal", "--", "/m/gato.mp3"])
    }

    @Test func aPlayerInAnEarlierFolderWins() {
        let installed: Set<String> = ["/a/aplay", "/b/aplay"]
        #expect(SoundPlayer.find(searchPath: "/b:/a", isExecutable: installed.contains)?.path == "/b/aplay")
    }

    @Test func relativeFoldersAreNeverSearched() {
        let installed: Set<String> = ["bin/mpv", "./mpv", "/mpv"]
        #expect(SoundPlayer.find(searchPath: "bin::.", isExecutable: installed.contains) == nil)
        #expect(SoundPlayer.find(searchPath: "", isExecutable: { _ in true }) == nil)
    }

    @Test func noPlayerMeansNilAndTheHintNamesWhatToInstall() {
        #expect(SoundPlayer.find(searchPath: "/usr/bin", isExecutable: { _ in false }) == nil)
        #expect(SoundPlayer.installHint.contains("mpv"))
    }

    @Test func theViewerIsXdgOpenOrOpen() {
        #expect(ImageViewer.find(searchPath: "/usr/bin", isExecutable: { $0 == "/usr/bin/open" })?.command(for: "/m/a.png") == ["/usr/bin/open", "/m/a.png"])
        #expect(ImageViewer.find(searchPath: "/usr/bin", isExecutable: { $0.hasSuffix("xdg-open") || $0.hasSuffix("/open") })?.path == "/usr/bin/xdg-open")
    }
}

/// `playSounds` in settings.json: missing means the default (off with the screen reader).
struct PlaySoundsSettingTests {
    @Test func missingMeansOnUnlessTheScreenReaderIsOn() throws {
        var settings = try SettingsDocument.decode(Array("{}".utf8))
        #expect(settings.playSounds == nil && settings.playsSoundsAutomatically)
        settings.screenReader = true
        #expect(!settings.playsSoundsAutomatically)
        settings.playSounds = true
        #expect(settings.playsSoundsAutomatically)
    }

    @Test func aChoiceIsReadAndWrittenBack() throws {
        let settings = try SettingsDocument.decode(Array(#"{"playSounds": false}"#.utf8))
        #expect(settings.playSounds == false && !settings.playsSoundsAutomatically)
        #expect(try SettingsDocument.decode(SettingsDocument.encode(settings)).playSounds == false)
        #expect(!String(decoding: SettingsDocument.encode(Settings()), as: UTF8.self).contains("playSounds"))
        #expect(throws: SettingsFileError.Problem.self) { try SettingsDocument.decode(Array(#"{"playSounds": "yes"}"#.utf8)) }
    }
}
