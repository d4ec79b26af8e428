import Foundation
import Testing
@testable import FlashzillaCore

@Suite("Settings file")
struct SettingsTests {
    private func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    @Test("no file gives the defaults and no problem")
    func missing() throws {
        try withTemporaryHome { home in
            let loaded = SettingsStore(homeDirectory: home).load()
            #expect(loaded.settings == Settings())
            #expect(loaded.problem == nil)
        }
    }

    @Test("save then load gives the same settings; unknown keys survive")
    func roundTrip() throws {
        try withTemporaryHome { home in
            let store = SettingsStore(homeDirectory: home)
            try write(#"{"animations": false, "futureThing": {"a": [1, 2.50]}, "theme": "monochrome"}"#, to: store.fileURL)
            var settings = store.load().settings
            #expect(settings.animations == false)
            #expect(settings.theme == .monochrome)
            settings.reduceMotion = true
            settings.defaultTimeLimit = 45
            try store.save(settings)
            let again = store.load()
            #expect(again.problem == nil)
            #expect(again.settings == settings)
            let text = try String(contentsOf: store.fileURL, encoding: .utf8)
            #expect(text.contains(#""futureThing""#))
            #expect(text.contains("2.50"))
        }
    }

    @Test("every field round-trips through the document", arguments: Settings.ColorTheme.allCases)
    func document(theme: Settings.ColorTheme) throws {
        let settings = Settings(defaultTimeLimit: 0, animations: false, theme: theme, differentiateWithoutColor: true,
                                answerButtons: true, reduceMotion: true, screenReader: true)
        #expect(try SettingsDocument.decode(SettingsDocument.encode(settings)) == settings)
    }

    @Test("sync on open and quit is written once turned on, and read back")
    func syncOnOpenAndQuit() throws {
        let off = String(decoding: SettingsDocument.encode(Settings()), as: UTF8.self)
        #expect(!off.contains("syncOnOpenAndQuit"), "files of those who never sync stay as they were")
        var on = Settings()
        on.syncOnOpenAndQuit = true
        #expect(try SettingsDocument.decode(SettingsDocument.encode(on)).syncOnOpenAndQuit)
        var offAgain = try SettingsDocument.decode(SettingsDocument.encode(on))
        offAgain.syncOnOpenAndQuit = false
        #expect(try SettingsDocument.decode(SettingsDocument.encode(offAgain)).syncOnOpenAndQuit == false)
        #expect(throws: SettingsFileError.Problem.self) { try SettingsDocument.decode(Array(#"{"syncOnOpenAndQuit": 1}"#.utf8)) }
    }

    @Test("a broken file is reported with its place, defaults are used, and it is never written over",
          arguments: [
            (#"{"animations": tru}"#, "settings.json:1:19: expected 'true'"),
            (#"{"animations": "yes"}"#, "settings.json: animations: expected true or false"),
            (#"{"defaultTimeLimit": 4000}"#, "settings.json: defaultTimeLimit: must be between 0 and 3600"),
            (#"{"defaultTimeLimit": 1.5}"#, "settings.json: defaultTimeLimit: expected a whole number"),
            (#"{"theme": "neon"}"#, "settings.json: theme: expected one of \"default\", \"high-contrast\", \"monochrome\""),
            ("[1]", "settings.json: expected an object"),
          ])
    func broken(text: String, expected: String) throws {
        try withTemporaryHome { home in
            let store = SettingsStore(homeDirectory: home)
            try write(text, to: store.fileURL)
            let loaded = store.load()
            #expect(loaded.settings == Settings())
            let problem = try #require(loaded.problem)
            #expect(problem.description.contains(expected), "\(problem)")
            #expect(problem.description.hasPrefix(store.fileURL.path))
            #expect(throws: DeckSaveError.self) { try store.save(Settings(animations: false)) }
            #expect(try String(contentsOf: store.fileURL, encoding: .utf8) == text)
        }
    }

    @Test("saving leaves no temporary files and keeps the file's permissions")
    func atomic() throws {
        try withTemporaryHome { home in
            let store = SettingsStore(homeDirectory: home)
            try store.save(Settings())
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: store.fileURL.path)
            try store.save(Settings(answerButtons: true))
            let names = try FileManager.default.contentsOfDirectory(atPath: home.path)
            #expect(names.filter { $0.hasSuffix(".tmp") }.isEmpty, "\(names)")
            let mode = try FileManager.default.attributesOfItem(atPath: store.fileURL.path)[.posixPermissions] as? Int
            #expect(mode == 0o600)
            #expect(store.load().settings.answerButtons)
        }
    }

    @Test("--accessible turns on every switch but the screen reader")
    func accessible() {
        var settings = Settings()
        settings.enableAccessibility()
        #expect(settings.differentiateWithoutColor && settings.answerButtons && settings.reduceMotion)
        #expect(!settings.screenReader)
        #expect(settings.theme == .highContrast)
        #expect(!settings.showsMotion)
        var mono = Settings(theme: .monochrome)
        mono.enableAccessibility()
        #expect(mono.theme == .monochrome)
    }
}
