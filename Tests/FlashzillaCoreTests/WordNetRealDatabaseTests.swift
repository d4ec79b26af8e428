import Foundation
import Testing
@testable import FlashzillaCore

/// The installed WordNet 3.0 (`WNSEARCHDIR`, else /usr/share/wordnet), when present.
enum InstalledWordNet {
    static let directory = WordNet.databaseDirectory(environment: ProcessInfo.processInfo.environment)
    static let isPresent = FileManager.default.fileExists(atPath: directory.appendingPathComponent("index.noun").path)
    static let absentMessage: Comment = "WordNet is not installed in \(directory.path) (sudo apt-get install wordnet-base); the real-database tests are skipped"
}

@Suite(.enabled(if: InstalledWordNet.isPresent, InstalledWordNet.absentMessage))
struct WordNetRealDatabaseTests {
    let wordNet: WordNet

    init() throws {
        wordNet = try WordNet(directory: InstalledWordNet.directory)
    }

    @Test func gooseAndGeese() throws {
        let goose = WordDefinition(lemma: "goose", wordType: .noun,
            definition: "Web-footed long-necked typically gregarious migratory aquatic birds usually larger and less aquatic than ducks.")
        #expect(try wordNet.define("goose") == goose)
        #expect(try wordNet.define("geese") == goose)
        #expect(try wordNet.define("Geese") == goose)
    }

    @Test func runRanRunning() throws {
        let run = WordDefinition(lemma: "run", wordType: .verb, definition: "Move fast by using one's feet, with one foot off the ground at any given time.")
        for word in ["run", "ran", "running", "runs"] {
            #expect(try wordNet.define(word) == run, "\(word)")
        }
    }

    @Test func goodAndBetter() throws {
        let good = WordDefinition(lemma: "good", wordType: .adjective,
            definition: "Having desirable or positive qualities especially those suitable for a thing specified.")
        #expect(try wordNet.define("good") == good)
        #expect(try wordNet.define("better") == good)
        #expect(try wordNet.define("best") == good)
    }

    @Test func iceCream() throws {
        let iceCream = WordDefinition(lemma: "ice cream", wordType: .noun, definition: "Frozen dessert containing cream and sugar and flavoring.")
        for spelling in ["ice cream", "Ice Cream", "ice-cream", "ice_cream", "ice creams"] {
            #expect(try wordNet.define(spelling) == iceCream, "\(spelling)")
        }
    }

    @Test func wordsNotInTheDictionary() {
        #expect(throws: DefineError.notFound(word: "flibbertigibbetz")) { try wordNet.define("flibbertigibbetz") }
        #expect(throws: DefineError.notFound(word: "qwxz")) { try wordNet.define("qwxz") }
    }

    @Test func moreWordsOfEachKind() throws {
        let expected: [(String, String, WordType)] = [
            ("mice", "mouse", .noun), ("children", "child", .noun), ("boxes", "box", .noun), ("churches", "church", .noun),
            ("swimming", "swim", .verb), ("went", "go", .verb), ("quickly", "quickly", .adverb),
            ("happiest", "happy", .adjective), ("Paris", "Paris", .noun), ("New York", "New York", .noun),
        ]
        for (word, lemma, type) in expected {
            let found = try wordNet.define(word)
            #expect(found.lemma == lemma && found.wordType == type, "\(word) gave \(found)")
            #expect(found.definition.first?.isUppercase == true && found.definition.hasSuffix("."), "\(found)")
        }
    }

    /// Every lemma of a slice of each index parses, and its definition is one or two sentences.
    @Test func aSweepOfEachIndexGivesCleanDefinitions() throws {
        for pos in PartOfSpeech.allCases {
            let text = try String(contentsOf: InstalledWordNet.directory.appendingPathComponent("index.\(pos.fileSuffix)"), encoding: .utf8)
            let lemmas = text.split(separator: "\n").filter { !$0.hasPrefix(" ") }.enumerated().filter { $0.offset % 97 == 0 }.map { $0.element.prefix { $0 != " " } }
            for lemma in lemmas {
                let found = try wordNet.define(String(lemma))
                #expect(found.definition.last.map { ".?!".contains($0) } == true, "\(lemma): \(found)")
                #expect(found.definition.first.map { !$0.isLowercase } == true, "\(lemma): \(found)")
            }
        }
    }

    @Test func theCountsFileIsUsed() {
        #expect(wordNet.hasSenseCounts)
    }
}
