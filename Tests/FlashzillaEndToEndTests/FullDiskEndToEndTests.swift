import FlashzillaProgress
import Foundation
import Testing

/// A home on a small tmpfs that can be filled up and emptied again: a real full disk
/// (ENOSPC from the kernel), for the app to meet mid-run. Needs the right to mount
/// (root in CI); where that is missing the suite is skipped, and the same behaviour is
/// covered without mounting by AppModelFullDiskTests and ScreenReaderFullDiskTests.
struct FullDiskHome {
    let fz: FlashzillaBinary
    var filler: URL { fz.home.appendingPathComponent("filler") }

    /// Why a tmpfs cannot be mounted here; nil when it can (tried once, on a probe).
    static let mountProblem: String? = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-tmpfs-probe-\(getpid())")
        try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: probe) }
        guard let mounted = try? Spawn.run(["/bin/mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.path]) else { return "mount could not be run" }
        guard mounted.status == 0 else { return "cannot mount a tmpfs here (\(mounted.output.trimmingCharacters(in: .whitespacesAndNewlines)))" }
        _ = try? Spawn.run(["/bin/umount", probe.path])
        return nil
    }()

    /// A fresh home on its own 8 MB tmpfs.
    static func make() throws -> FullDiskHome {
        let fz = try FlashzillaBinary.withTemporaryHome()
        let mounted = try Spawn.run(["/bin/mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", fz.home.path])
        guard mounted.status == 0 else { throw TmuxError("mount failed: \(mounted.output)") }
        return FullDiskHome(fz: fz)
    }

    /// Takes every free block (dd stops at ENOSPC).
    func fill() throws {
        _ = try Spawn.run(["/bin/dd", "if=/dev/zero", "of=\(filler.path)", "bs=64k"])
        let left = try Spawn.run(["/bin/df", "--output=avail", fz.home.path]).output
        guard left.split(separator: "\n").last?.trimmingCharacters(in: .whitespaces) == "0" else { throw TmuxError("the tmpfs is not full: \(left)") }
    }

    func makeRoom() throws { try FileManager.default.removeItem(at: filler) }

    func cleanUp() {
        _ = try? Spawn.run(["/bin/umount", "-l", fz.home.path])
        fz.cleanUp()
    }
}

@Suite(.serialized, .enabled(if: Tmux.isAvailable && FullDiskHome.mountProblem == nil,
                             "needs tmux and the right to mount a tmpfs: \(FullDiskHome.mountProblem ?? "tmux is not installed")"))
struct FullDiskEndToEndTests {
    @Test func cardsTypedOnAFullDiskAreKeptQuitAsksAndTheyAreWrittenWhenThereIsRoom() throws {
        let disk = try FullDiskHome.make()
        defer { disk.cleanUp() }
        let tmux = try ManageDecksEndToEndTests.app(disk.fz, "--no-animation")
        try tmux.waitFor(text: "English Vocabulary")
        try tmux.waitFor(text: "16 cards")
        try disk.fill()

        try tmux.sendKeys("C")
        try tmux.waitFor(text: "Add new card")
        try tmux.sendLiteral("kept on a full disk")
        try tmux.sendKeys("Enter")
        try tmux.sendLiteral("written later")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "Not saved:")
        try tmux.sendKeys("Escape")
        try tmux.waitFor(text: "kept to try again")

        // Opened again, the editor holds the card the file lacks.
        try tmux.sendKeys("C")
        try tmux.waitFor(text: "Add new card")
        try tmux.waitFor(text: "17 cards")
        try tmux.sendKeys("Escape")
        try tmux.waitFor(text: "choose a deck")

        // q asks; anything but y stays.
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "Quit anyway")
        #expect(try !tmux.paneIsDead())
        try tmux.sendKeys("n")
        try tmux.waitFor(timeout: .seconds(5), "the question to go") { !$0.contains("Quit anyway") }
        let deck = disk.fz.decksDirectory.appendingPathComponent("english-vocabulary.json")
        #expect(try !String(contentsOf: deck, encoding: .utf8).contains("kept on a full disk"))

        // Room again: the next try (every 5 s) writes the card, and q quits at once.
        try disk.makeRoom()
        try tmux.waitFor(timeout: .seconds(10), "the kept card to be written") { _ in
            (try? String(contentsOf: deck, encoding: .utf8))?.contains("kept on a full disk") == true
        }
        try tmux.sendKeys("q")
        #expect(try Tmux.waitForExitStatus(in: ManageDecksEndToEndTests.statusFile(disk.fz)) == 0)
    }
}

/// Review on a full disk: SQLite itself meets ENOSPC.
@Suite(.serialized, .enabled(if: Tmux.isAvailable && FullDiskHome.mountProblem == nil,
                             "needs tmux and the right to mount a tmpfs: \(FullDiskHome.mountProblem ?? "tmux is not installed")"))
struct FullDiskReviewEndToEndTests {
    @Test func answersGivenOnAFullDiskAreKeptAndWrittenOnceWithTheNextAnswer() throws {
        let disk = try FullDiskHome.make()
        defer { disk.cleanUp() }
        let fz = disk.fz
        try FileManager.default.createDirectory(at: fz.decksDirectory, withIntermediateDirectories: true)
        try Data(StudyEndToEndTests.deck.utf8).write(to: fz.decksDirectory.appendingPathComponent("tmux-test.json"))
        let status = fz.home.appendingPathComponent("exit-status")
        let tmux = try Tmux(width: 80, height: 24, command: Tmux.recordingExitStatus(ReviewEndToEndTests.reviewCommand(fz), to: status),
                            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        try tmux.waitForSettled(text: "Question one")
        try disk.fill()

        try tmux.sendKeys("Space")
        try tmux.waitFor(text: "3 Good")
        try tmux.sendKeys("3")
        try tmux.waitFor(text: "1 answer kept")
        try tmux.sendKeys("Space")
        try tmux.waitFor(text: "3 Good")
        try tmux.sendKeys("3")
        try tmux.waitFor(text: "2 answers kept")

        // Leaving asks, since the last try fails too; n stays.
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "Quit anyway")
        try tmux.sendKeys("n")
        try tmux.waitFor(timeout: .seconds(5), "the question to go") { !$0.contains("Quit anyway") }

        // Room again: the next answer takes the kept ones with it, each written once.
        try disk.makeRoom()
        try tmux.sendKeys("Space")
        try tmux.waitFor(text: "3 Good")
        try tmux.sendKeys("3")
        try tmux.waitFor(timeout: .seconds(5), "the warning to go") { !$0.contains("kept") }
        let deck = try ReviewEndToEndTests.deck(fz)
        let store = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        let ratings = try deck.cards.map { try store.reviews(deckID: deck.id, cardID: $0.id).count }
        #expect(ratings.reduce(0, +) == 3, "three answers, none lost, none twice: \(ratings)")
        try tmux.sendKeys("q")
        #expect(try Tmux.waitForExitStatus(in: status) == 0)
    }
}
