import Foundation
import Testing

/// A data folder that is not there (a mistyped `--home`): only the app's first run and
/// `new-deck` create one, and they say where; everything else says it does not exist.
@Suite struct HomeSetUpTests {
    static func missingHome() throws -> (FlashzillaBinary, URL) {
        let fz = try FlashzillaBinary.withTemporaryHome()
        return (fz, fz.home.appendingPathComponent("mistyped"))
    }

    @Test(arguments: [["list"], ["list", "--json"], ["show", "World Capitals"], ["check"], ["study", "World Capitals"],
                      ["match", "World Capitals"], ["study", "World Capitals", "--screen-reader"],
                      ["add", "World Capitals", "--prompt", "p", "--answer", "a"]])
    func readingCommandsSayTheFolderDoesNotExist(_ arguments: [String]) throws {
        let (fz, missing) = try Self.missingHome()
        defer { fz.cleanUp() }
        let result = try fz.run(arguments + ["--home", missing.path], useHomeOption: false)
        #expect(result.status == 1, "\(arguments): \(result.stdout)")
        #expect(result.stderr.hasPrefix("Error: \(missing.path) does not exist"), "\(arguments): \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: missing.path), "\(arguments) created the folder")
    }

    @Test func aHomeWithoutDecksIsReportedAndLeftAlone() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let result = try fz.run(["list"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(fz.home.path) has no decks folder"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: fz.decksDirectory.path))
    }

    @Test func theFirstRunOfTheAppCreatesItWithTheSamplesAndSaysWhere() throws {
        let (fz, missing) = try Self.missingHome()
        defer { fz.cleanUp() }
        let first = try fz.run(["--screen-reader", "--home", missing.path], useHomeOption: false)
        #expect(first.status == 0)
        let decks = missing.appendingPathComponent("decks").path
        #expect(first.stderr == "Created \(decks) with 5 sample decks\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: decks).filter { $0.hasSuffix(".json") }.count == 5)
        let second = try fz.run(["--screen-reader", "--home", missing.path], useHomeOption: false)
        #expect(second.stderr.isEmpty, "said only once")
        #expect(try fz.run(["list", "--home", missing.path], useHomeOption: false).status == 0)
    }

    @Test func newDeckCreatesAnEmptyFolderAndSaysWhere() throws {
        let (fz, missing) = try Self.missingHome()
        defer { fz.cleanUp() }
        let made = try fz.run(["new-deck", "Birds", "--home", missing.path], useHomeOption: false)
        #expect(made.status == 0, "\(made.stderr)")
        let decks = missing.appendingPathComponent("decks").path
        #expect(made.stderr.hasPrefix("Created \(decks) (no sample decks"), "\(made.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: decks) == ["birds.json"])
    }
}
