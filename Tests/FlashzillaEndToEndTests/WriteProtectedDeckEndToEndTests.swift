import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A deck file someone made read-only (chmod 0444) is refused, not replaced by a save that
/// renames a new file over it (issue 31). Checked by the app itself: the tests run as root,
/// which the kernel would let write anyway.
@Suite struct WriteProtectedDeckEndToEndTests {
    static func protect(_ url: URL) throws -> Data {
        guard chmod(url.path, 0o444) == 0 else { throw TmuxError("chmod \(url.path): errno \(errno)") }
        return try Data(contentsOf: url)
    }

    @Test func addRefusesAWriteProtectedDeckAndSaysHowToAllowIt() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let file = fz.decksDirectory.appendingPathComponent("world-capitals.json")
        let before = try Self.protect(file)
        let add = try fz.run(["add", "World Capitals", "--prompt", "p", "--answer", "a"])
        #expect(add.status == 1)
        #expect(add.stderr == "Error: \(file.path): the file is write-protected, so it was left unchanged; make it writable (chmod u+w) to save changes\n",
                "\(add.stderr)")
        #expect(try Data(contentsOf: file) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o444)
    }

    @Test func theEditorsSaveRefusesAWriteProtectedDeck() throws {
        let fz = try ScreenReaderEndToEndTests.home()
        defer { fz.cleanUp() }
        let file = fz.decksDirectory.appendingPathComponent("colours.json")
        let before = try Self.protect(file)
        let result = try ScreenReaderEndToEndTests.run(fz, ["--screen-reader"], input: "cards\nprevious field\nedit 2\n\nnavy blue\nq\nquit\n")
        #expect(result.status == 0)
        #expect(result.output.contains("\(file.path): the file is write-protected, so it was left unchanged"), "\(result.output)")
        #expect(!result.output.contains("Saved “azul”."), "\(result.output)")
        #expect(try Data(contentsOf: file) == before)
    }
}
