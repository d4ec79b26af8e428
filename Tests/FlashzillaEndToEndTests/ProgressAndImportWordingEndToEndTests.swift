import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 31's errors a person can read: one line naming the file and what to do, where
/// SQLite said "disk I/O error" or "unable to open database file", and an import from a
/// shell's `<(…)` said "no such file".
@Suite struct ProgressAndImportWordingEndToEndTests {
    @Test func aFolderInPlaceOfTheProgressFileIsNamedWithWhatToDo() throws {
        let fz = try DueCommandTests.home()
        defer { fz.cleanUp() }
        let url = fz.home.appendingPathComponent("progress.sqlite")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let expected = "Error: \(url.path): is a folder, not a file; move or remove the folder so the review history can be kept there\n"
        let due = try fz.run(["due"])
        #expect(due.status == 1)
        #expect(due.stderr == expected, "\(due.stderr)")
        let stats = try fz.run(["stats"])
        #expect(stats.stderr == expected, "\(stats.stderr)")
    }

    @Test(.enabled(if: Unprivileged.isAvailable, Unprivileged.unavailable))
    func aHomeTheUserMayNotWriteIsNamedWithWhatToDo() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        // The home is root's (0755): nobody may read the deck but not create the progress file.
        #expect(chmod(fz.home.path, 0o755) == 0)
        let review = try fz.run(["review", "Tmux Test", "--screen-reader"], input: "q\n", prefix: try #require(Unprivileged.prefix))
        #expect(review.status == 1)
        #expect(review.stderr == "Error: \(fz.home.path)/progress.sqlite: cannot be opened: its folder \(fz.home.path) is not writable "
                + "(SQLite keeps its logs beside the file); make it writable and try again\n", "\(review.stderr)")
    }

    @Test func anImportFromAShellsProcessSubstitutionReadsThePipe() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let csv = fz.home.appendingPathComponent("words.csv")
        try Data("uno,one\ndos,two\n".utf8).write(to: csv)
        // bash gives the binary `/dev/fd/63`, a pipe `cat` writes into.
        let shell = ["/bin/bash", "-c", #"bin=$0; command=$1; file=$2; shift 2; exec "$bin" "$command" <(cat "$file") "$@""#]
        let result = try fz.run(["import", csv.path, "--deck", "Piped"], timeout: .seconds(60), prefix: shell)
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Piped"), "\(result.stdout)")
        let deck = try String(contentsOf: fz.decksDirectory.appendingPathComponent("piped.json"), encoding: .utf8)
        #expect(deck.contains("\"uno\"") && deck.contains("\"two\""), "\(deck)")
    }

    @Test func anImportOfAFolderSaysSo() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let folder = fz.home.appendingPathComponent("words.csv")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try fz.run(["import", folder.path])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: \(folder.path): cannot be read: it is a folder, not a file\n", "\(result.stderr)")
    }
}
