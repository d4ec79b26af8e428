import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A named pipe where the data folder has a file (issue 31): opening it for reading would
/// wait for a writer that never comes. Every command must go on, the pipe reported like
/// any file that is not a regular one. Each run has a timeout, so a hang fails the test
/// instead of stopping the suite.
@Suite struct NamedPipeEndToEndTests {
    /// Far longer than any of these commands takes, short enough to fail soon.
    static let timeout: Duration = .seconds(30)

    static func makePipe(at url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard mkfifo(url.path, 0o644) == 0 else { throw TmuxError("mkfifo \(url.path): errno \(errno)") }
    }

    @Test func aPipeAmongTheDecksIsReportedAndTheOtherDecksStillWork() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let pipe = fz.decksDirectory.appendingPathComponent("x.json")
        try Self.makePipe(at: pipe)

        let list = try fz.run(["list"], timeout: Self.timeout)
        #expect(!list.timedOut, "list hung on the pipe")
        #expect(list.status == 0)
        #expect(list.stdout.contains("BROKEN\t\(pipe.path)\t\(pipe.path): not a regular file"), "\(list.stdout)")
        #expect(list.stdout.contains("World Capitals\t"))

        let check = try fz.run(["check"], timeout: Self.timeout)
        #expect(!check.timedOut, "check hung on the pipe")
        #expect(check.status == 1)
        #expect(check.stdout.contains("BROKEN\t\(pipe.path): not a regular file"), "\(check.stdout)")

        let show = try fz.run(["show", "World Capitals"], timeout: Self.timeout)
        #expect(!show.timedOut, "show hung on the pipe")
        #expect(show.status == 0 && show.stdout.contains("Edinburgh"), "\(show.stderr)")

        let add = try fz.run(["add", "World Capitals", "--prompt", "p", "--answer", "a"], timeout: Self.timeout)
        #expect(!add.timedOut, "add hung on the pipe")
        #expect(add.status == 0, "\(add.stderr)")

        let app = try fz.run(["--screen-reader"], timeout: Self.timeout)
        #expect(!app.timedOut, "the app hung at its start")
        #expect(app.status == 0, "\(app.stderr)")
    }

    @Test func aPipeInPlaceOfTheSummaryCacheIsOnlyACacheToRebuild() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let cache = fz.home.appendingPathComponent("cache/summaries.json")
        try? FileManager.default.removeItem(at: cache)
        try Self.makePipe(at: cache)
        let list = try fz.run(["list"], timeout: Self.timeout)
        #expect(!list.timedOut, "list hung on the cache")
        #expect(list.status == 0 && list.stdout.contains("World Capitals\t"), "\(list.stderr)")
        let app = try fz.run(["--screen-reader"], timeout: Self.timeout)
        #expect(!app.timedOut, "the app hung at its start")
        #expect(app.status == 0, "\(app.stderr)")
    }

    @Test func aPipeInPlaceOfTheSettingsIsReportedAndTheDefaultsUsed() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let settings = fz.home.appendingPathComponent("settings.json")
        try Self.makePipe(at: settings)
        let app = try fz.run(["--screen-reader"], timeout: Self.timeout)
        #expect(!app.timedOut, "the app hung at its start")
        #expect(app.status == 0, "\(app.stderr)")
        let stats = try fz.run(["stats"], timeout: Self.timeout)
        #expect(!stats.timedOut, "stats hung on the settings")
        #expect(stats.status == 0, "\(stats.stderr)")
        // Still a pipe: a file that could not be read is never written over.
        #expect(POSIXStatus.isPipe(settings.path))
    }
}

enum POSIXStatus {
    static func isPipe(_ path: String) -> Bool {
        var s = stat()
        return lstat(path, &s) == 0 && s.st_mode & S_IFMT == S_IFIFO
    }
}
