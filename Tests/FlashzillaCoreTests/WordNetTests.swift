import Foundation
import Testing
@testable import FlashzillaCore

@Suite struct WordNetRecordTests {
    @Test func indexLinesAsInIndexNoun() throws {
        let entry = try #require(IndexEntry(line: "goose n 3 6 @ ~ #m #p %p + 3 1 01855672 10157744 07646821  "))
        #expect(entry.lemma == "goose" && entry.partOfSpeech == .noun && entry.taggedSenseCount == 1)
        #expect(entry.synsetOffsets == [1_855_672, 10_157_744, 7_646_821])
        let adjective = try #require(IndexEntry(line: "running a 6 3 ! & ; 6 2 01240591 00592754 01241757 01240413 00592873 01241528  "))
        #expect(adjective.partOfSpeech == .adjective && adjective.synsetOffsets.count == 6)
        let noPointers = try #require(IndexEntry(line: "better r 2 0 2 2 00059607 00509846  "))
        #expect(noPointers.partOfSpeech == .adverb && noPointers.taggedSenseCount == 2)
    }

    @Test func malformedIndexLinesAreRejected() {
        for line in [
            "", "goose", "goose n 3 6 @ ~ #m #p %p + 3 1 01855672 10157744",   // an offset short
            "goose x 1 0 1 0 01855672", "goose n one 0 1 0 01855672", "goose n 1 0 1 0 1855672",
            "goose n 1 0 1 0 0185567a", "goose n 1 9 1 0 01855672", "goose n 0 0 0 0",
        ] {
            #expect(IndexEntry(line: line) == nil, "\(line)")
        }
    }

    @Test func dataLinesAsInDataNounVerbAndAdj() throws {
        let noun = try #require(SynsetRecord(line: "01855672 05 n 01 goose 0 014 @ 01845477 n 0000 #m 01845627 n 0000 | web-footed long-necked typically gregarious migratory aquatic birds usually larger and less aquatic than ducks  "))
        #expect(noun.offset == 1_855_672 && noun.partOfSpeech == .noun && noun.words == ["goose"])
        #expect(noun.gloss == "web-footed long-necked typically gregarious migratory aquatic birds usually larger and less aquatic than ducks")
        let verb = try #require(SynsetRecord(line: "01926329 38 v 01 run 0 020 $ 01914965 v 0000 03 + 01 00 + 02 00 + 22 00 | move fast by using one's feet; \"Don't run\"  "))
        #expect(verb.partOfSpeech == .verb && verb.gloss == "move fast by using one's feet; \"Don't run\"")
        let satellite = try #require(SynsetRecord(line: "00016135 00 s 02 galore(ip) 0 in_abundance(ip) 0 001 & 00013887 a 0000 | existing in abundance  "))
        #expect(satellite.partOfSpeech == .adjective && satellite.words == ["galore", "in_abundance"])
        // w_cnt is hexadecimal: 0b = 11 words.
        let many = (0..<11).map { "w\($0) 0" }.joined(separator: " ")
        #expect(try #require(SynsetRecord(line: "00000100 03 n 0b \(many) 000 | eleven  ")).words.count == 11)
    }

    @Test func malformedDataLinesAreRejected() {
        for line in ["", "01855672 05 n 01 goose 0 014", "0185567 05 n 01 goose 0 000 | x", "01855672 05 q 01 goose 0 000 | x", "01855672 05 n 05 goose 0 000 | x"] {
            #expect(SynsetRecord(line: line) == nil, "\(line)")
        }
    }

    @Test func exceptionAndCountLines() throws {
        let better = try #require(ExceptionEntry(line: "better good well"))
        #expect(better.inflected == "better" && better.baseForms == ["good", "well"])
        #expect(ExceptionEntry(line: "lonely") == nil)
        let goose = try #require(SenseCount(line: "goose%1:05:00:: 1 3"))
        #expect(goose.lemma == "goose" && goose.partOfSpeech == .noun && goose.senseNumber == 1 && goose.count == 3)
        #expect(SenseCount(line: "good%5:00:00:ample:00 2 22")?.partOfSpeech == .adjective)
        #expect(SenseCount(line: "run%2:38:00:: 1 106")?.partOfSpeech == .verb)
        #expect(SenseCount(line: "better%4:02:00:: 1 45")?.partOfSpeech == .adverb)
        for bad in ["goose 1 3", "goose%9:05:00:: 1 3", "goose%1:05:00:: 0 3", "goose%1:05:00:: 1", "goose%1:05:00:: 1 -2"] {
            #expect(SenseCount(line: bad) == nil, "\(bad)")
        }
    }
}

@Suite struct WordNetGlossTests {
    @Test(arguments: [
        ("web-footed long-necked typically gregarious migratory aquatic birds usually larger and less aquatic than ducks",
         "Web-footed long-necked typically gregarious migratory aquatic birds usually larger and less aquatic than ducks."),
        ("move fast by using one's feet, with one foot off the ground at any given time; \"Don't run--you'll be out of breath\"; \"The children ran to the store\"",
         "Move fast by using one's feet, with one foot off the ground at any given time."),
        // Two definitions at most, as two sentences.
        ("flee; take to one's heels; cut and run; \"If you see this man, run!\"", "Flee. Take to one's heels."),
        ("a member of the genus Canis (probably descended from the common wolf) that has been domesticated by man since prehistoric times; occurs in many breeds; \"the dog barked all night\"",
         "A member of the genus Canis (probably descended from the common wolf) that has been domesticated by man since prehistoric times. Occurs in many breeds."),
        // A one-word tail is a list's end, not a definition; a conjunction continues.
        ("feline mammal usually having thick soft fur and no ability to roar: domestic cats; wildcats",
         "Feline mammal usually having thick soft fur and no ability to roar: domestic cats."),
        ("the capital and largest city of France; and international center of culture and commerce",
         "The capital and largest city of France, and international center of culture and commerce."),
        ("a nation; a territory; or a people living there; \"an ally\"", "A nation. A territory."),
        ("a nation; or a people living there", "A nation, or a people living there."),
        // Examples run into the definition after a colon or comma, or without a separator.
        ("a complete extent or range: \"a face that expressed a gamut of emotions\"", "A complete extent or range."),
        ("render verbally, \"recite a poem\"", "Render verbally."),
        ("originating or belonging beyond some bounds:\"the outside world\"", "Originating or belonging beyond some bounds."),
        ("reach a goal, e.g., \"make the first team\"", "Reach a goal."),
        ("promise of reward as in \"carrot and stick\"", "Promise of reward."),
        // Quotes inside parentheses are part of the definition; semicolons there do not split.
        ("significant progress (especially in the phrase \"make strides\"); \"they made big strides in productivity\"",
         "Significant progress (especially in the phrase \"make strides\")."),
        ("a place (a church; a temple) for worship", "A place (a church; a temple) for worship."),
        // Unquoted example text after the first example is not a definition.
        ("utter with seeming casualness; \"drop a hint\"; drop names\"", "Utter with seeming casualness."),
        // Capital letter, and no second full stop.
        ("(of a ball) dead", "(Of a ball) dead."),
        ("in the manner of an expert etc.", "In the manner of an expert etc."),
        ("is it?", "Is it?"),
        ("as agent of or on someone's part (usually expressed as \"on behalf of\" rather than \"in behalf of\"); \"the guardian signed the contract on behalf of the minor child\";",
         "As agent of or on someone's part (usually expressed as \"on behalf of\" rather than \"in behalf of\")."),
    ])
    func glossBecomesADefinition(gloss: String, expected: String) {
        #expect(GlossText.definition(fromGloss: gloss) == expected)
    }

    @Test func aGlossOfOnlyAnExampleStillGivesText() {
        #expect(GlossText.definition(fromGloss: "\"hello there\"") == "Hello there.")
        #expect(GlossText.definition(fromGloss: "") == "")
    }
}

@Suite struct WordNetMorphologyTests {
    @Test func detachmentRulesPerPartOfSpeech() {
        #expect(Morphology.detach("boxes", as: .noun) == ["boxe", "box"])
        #expect(Morphology.detach("churches", as: .noun) == ["churche", "church"])
        #expect(Morphology.detach("ladies", as: .noun) == ["ladie", "lady"])
        #expect(Morphology.detach("firemen", as: .noun) == ["fireman"])
        #expect(Morphology.detach("walked", as: .verb) == ["walke", "walk"])
        #expect(Morphology.detach("hoping", as: .verb) == ["hope", "hop"])
        #expect(Morphology.detach("tries", as: .verb) == ["trie", "try", "tri"])
        #expect(Morphology.detach("faster", as: .adjective) == ["fast", "faste"])
        #expect(Morphology.detach("biggest", as: .adjective) == ["bigg", "bigge"])
        #expect(Morphology.detach("faster", as: .adverb).isEmpty)
    }

    @Test func morphyLeavesSomeWordsAlone() {
        #expect(Morphology.detach("glass", as: .noun).isEmpty)
        #expect(Morphology.detach("is", as: .verb).isEmpty)
        #expect(Morphology.detach("boxesful", as: .noun) == ["boxeful", "boxful"])
    }

    @Test func whatUsersTypeBecomesDatabaseSpelling() {
        #expect(Morphology.normalize("  Ice   Cream ") == "ice_cream")
        #expect(Morphology.normalize("ice_cream") == "ice_cream")
        #expect(Morphology.normalize("Goose\n") == "goose")
        #expect(Morphology.normalize(" \t ") == "")
        #expect(Morphology.spellings(of: "ice-cream") == ["ice-cream", "ice_cream"])
        #expect(Morphology.spellings(of: "ice_cream") == ["ice_cream", "ice-cream"])
        #expect(Morphology.spellings(of: "goose") == ["goose"])
    }
}

/// The reader on the fixture: lookups, morphology with the exception lists, the sense rule, errors.
@Suite struct WordNetFixtureTests {
    @Test func definesWordsAsTheyAreListed() throws {
        let (wordNet, dir) = try WordNet.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try wordNet.define("goose") == WordDefinition(lemma: "goose", wordType: .noun,
            definition: "Web-footed long-necked typically gregarious migratory aquatic birds usually larger and less aquatic than ducks."))
        #expect(try wordNet.define("run") == WordDefinition(lemma: "run", wordType: .verb,
            definition: "Move fast by using one's feet, with one foot off the ground at any given time."))
        #expect(try wordNet.define("good") == WordDefinition(lemma: "good", wordType: .adjective,
            definition: "Having desirable or positive qualities especially those suitable for a thing specified."))
        #expect(try wordNet.define("dog").definition.hasSuffix("since prehistoric times. Occurs in many breeds."))
    }

    @Test func inflectedFormsFindTheirBaseForm() throws {
        let (wordNet, dir) = try WordNet.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let expected: [(String, String, WordType)] = [
            ("geese", "goose", .noun), ("ran", "run", .verb), ("running", "run", .verb), ("runs", "run", .verb),
            ("better", "good", .adjective), ("best", "good", .adjective),
            ("boxes", "box", .noun), ("churches", "church", .noun), ("ladies", "lady", .noun),
            ("hoped", "hope", .verb), ("walked", "walk", .verb), ("walking", "walk", .verb), ("faster", "fast", .adjective),
            ("glass", "glass", .noun), ("ran away", "run away", .verb),
        ]
        for (word, lemma, type) in expected {
            let found = try wordNet.define(word)
            #expect(found.lemma == lemma && found.wordType == type, "\(word) gave \(found)")
        }
    }

    @Test func multiWordEntriesInAnySpelling() throws {
        let (wordNet, dir) = try WordNet.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let iceCream = WordDefinition(lemma: "ice cream", wordType: .noun, definition: "Frozen dessert containing cream and sugar and flavoring.")
        for spelling in ["ice cream", "Ice Cream", "  ice   cream ", "ice_cream", "ice-cream", "ice creams"] {
            #expect(try wordNet.define(spelling) == iceCream, "\(spelling)")
        }
        #expect(try wordNet.define("city of light").lemma == "City of Light")
    }

    @Test func lemmaIsWrittenAsInTheSynset() throws {
        let (wordNet, dir) = try WordNet.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try wordNet.define("paris") == WordDefinition(lemma: "Paris", wordType: .noun,
            definition: "The capital and largest city of France, and international center of culture and commerce."))
        #expect(try wordNet.define("galore") == WordDefinition(lemma: "galore", wordType: .adjective, definition: "Existing in abundance."))
    }

    /// The rule in `WordNet.mostFrequentSense`: the highest tagged-sense count across the
    /// word and its base forms in every part of speech.
    @Test func theMostFrequentSenseWinsAcrossPartsOfSpeech() throws {
        let (wordNet, dir) = try WordNet.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        // better: adj good 190 > adv well 76 > adj better 69 > adv better 45.
        let better = try wordNet.candidates(for: "better")
        #expect(better.map { "\($0.entry.lemma)/\($0.entry.partOfSpeech)=\($0.topCount)" }
            == ["better/adjective=69", "better/adverb=45", "good/adjective=190", "well/adverb=76"])
        // running: verb run 106 beats the literal noun (2) and adjective (3).
        #expect(try wordNet.define("running").wordType == .verb)
        // goose: noun (3) over the verb, which has no count.
        #expect(try wordNet.define("goose").wordType == .noun)
        // Within a part of speech the sense with the highest count is used, even if not first.
        #expect(try wordNet.define("kernel").definition == "The choicest or most essential or most vital part of some idea or experience.")
    }

    @Test func withoutSenseCountsTheIndexDecides() throws {
        let (wordNet, dir) = try WordNet.fixture(leaving: ["cntlist.rev"])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(!wordNet.hasSenseCounts)
        // tagsense_cnt: run verb has 2 tagged senses, noun 1.
        #expect(try wordNet.define("run").wordType == .verb)
        // All equal: the word as typed, nouns first.
        #expect(try wordNet.define("goose").wordType == .noun)
        #expect(try wordNet.define("kernel").definition.hasPrefix("The inner and usually edible part"))
        #expect(try wordNet.define("geese").lemma == "goose")
    }

    @Test func withoutExceptionListsTheRulesStillWork() throws {
        let (wordNet, dir) = try WordNet.fixture(leaving: ["noun.exc", "verb.exc", "adj.exc", "adv.exc"])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try wordNet.define("boxes").lemma == "box")
        #expect(throws: DefineError.notFound(word: "geese")) { try wordNet.define("geese") }
    }

    @Test func unknownAndEmptyWords() throws {
        let (wordNet, dir) = try WordNet.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: DefineError.notFound(word: "zzyzx")) { try wordNet.define("zzyzx") }
        #expect(throws: DefineError.notFound(word: "Blorp Glorp")) { try wordNet.define("  Blorp Glorp ") }
        #expect(throws: DefineError.notFound(word: "")) { try wordNet.define("   ") }
        for odd in ["%", "goose%1", "\u{1B}[2J", "  1 This", "~~~~", "ünïcödé", String(repeating: "a", count: 10_000)] {
            #expect(throws: DefineError.self) { try wordNet.define(odd) }
        }
        #expect(DefineError.notFound(word: "zzyzx").description == "\"zzyzx\" is not in the dictionary.")
    }

    @Test func aMissingDatabaseSaysHowToInstallIt() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-wordnet-\(UUID().uuidString)")
        #expect(throws: DefineError.notInstalled(directory: empty.path, missingFile: "index.noun")) { try WordNet(directory: empty) }
        let dir = try WordNetFixture.standard.write(leaving: ["data.verb"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let error = #expect(throws: DefineError.self) { try WordNet(directory: dir) }
        #expect(error == .notInstalled(directory: dir.path, missingFile: "data.verb"))
        #expect(error?.description.contains("sudo apt-get install wordnet-base") == true)
        #expect(error?.description.contains("WNSEARCHDIR") == true)
    }

    @Test func corruptFilesAreNamed() throws {
        let dir = try WordNetFixture.standard.write()
        defer { try? FileManager.default.removeItem(at: dir) }
        // An index offset that points into the middle of a data line.
        let index = dir.appendingPathComponent("index.noun")
        var text = try String(contentsOf: index, encoding: .utf8)
        let gooseLine = try #require(text.split(separator: "\n").first { $0.hasPrefix("goose ") })
        let offsets = gooseLine.split(separator: " ").suffix(2)
        let shifted = String(format: "%08d", Int(offsets.first!)! + 5)
        text = text.replacingOccurrences(of: String(gooseLine), with: gooseLine.replacingOccurrences(of: String(offsets.first!), with: shifted))
        // And a line that is not in the index format.
        text = text.replacingOccurrences(of: "\nlady n 1 1 @ 1 0 ", with: "\nlady n 1 1 @ one 0 ")
        try Data(text.utf8).write(to: index)
        let wordNet = try WordNet(directory: dir)
        let dataError = #expect(throws: DefineError.self) { try wordNet.define("goose") }
        guard case .corruptFile(let path, let reason)? = dataError else { Issue.record("\(String(describing: dataError))"); return }
        #expect(path.hasSuffix("/data.noun") && reason.contains("goose"))
        let indexError = #expect(throws: DefineError.self) { try wordNet.define("lady") }
        guard case .corruptFile(let indexPath, _)? = indexError else { Issue.record("\(String(describing: indexError))"); return }
        #expect(indexPath.hasSuffix("/index.noun"))
        #expect(indexError?.description.contains("index.noun") == true)
        // Other words still work.
        #expect(try wordNet.define("dog").lemma == "dog")
    }

    @Test func theDirectoryComesFromWNSEARCHDIR() {
        #expect(WordNet.databaseDirectory(environment: [:]).path == "/usr/share/wordnet")
        #expect(WordNet.databaseDirectory(environment: ["WNSEARCHDIR": ""]).path == "/usr/share/wordnet")
        #expect(WordNet.databaseDirectory(environment: ["WNSEARCHDIR": "/opt/wn/dict"]).path == "/opt/wn/dict")
    }

    @Test func oneReaderServesManyTasksAtOnce() async throws {
        let (wordNet, dir) = try WordNet.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let words = ["geese", "ran", "better", "ice cream", "boxes", "paris", "dog", "kernel"]
        let expected = try words.map { try wordNet.define($0) }
        let results = await withTaskGroup(of: (Int, WordDefinition?).self) { group in
            for round in 0..<64 {
                let i = round % words.count
                group.addTask { (i, try? wordNet.define(words[i])) }
            }
            var all: [(Int, WordDefinition?)] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 64)
        for (i, found) in results { #expect(found == expected[i]) }
    }
}
