import Foundation
@testable import FlashzillaCore

/// A small WordNet database in the exact format of the 3.0 files, written by code so
/// that the byte offsets in the index files are right: licence header lines (two
/// leading spaces) first, `data.POS` lines that start with their own offset and end
/// with two spaces, sorted `index.POS`, `*.exc` and `cntlist.rev`.
struct WordNetFixture {
    struct Synset {
        /// n, v, a, s (adjective satellite) or r.
        var type: Character
        var words: [String]
        var gloss: String
    }

    /// In sense order: a lemma's senses in one part of speech are numbered in the order
    /// its synsets appear here.
    var synsets: [Synset]
    /// Tagged-sense counts, keyed "lemma/type/senseNumber" (type n, v, a, s, r).
    var counts: [String: Int]
    /// Inflected form → base forms, per file suffix (noun, verb, adj, adv).
    var exceptions: [String: [String: [String]]]

    static let header = [
        "  1 This software and database is being provided to you, the LICENSEE, by  ",
        "  2 Princeton University under the following license.  By obtaining, using  ",
        "  10 and/or copying this software and database, you agree that you have  ",
        "  29 Princeton University and LICENSEE agrees to preserve same.  ",
    ]

    static func suffix(_ type: Character) -> String {
        switch type {
        case "n": "noun"
        case "v": "verb"
        case "a", "s": "adj"
        default: "adv"
        }
    }

    static func indexLetter(_ type: Character) -> Character { type == "s" ? "a" : type }

    static func senseKeyType(_ type: Character) -> Int {
        switch type {
        case "n": 1
        case "v": 2
        case "a": 3
        case "r": 4
        default: 5
        }
    }

    /// Writes the files into a new temporary directory and returns it.
    func write(leaving omitted: Set<String> = []) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("wordnet-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var files: [String: String] = [:]

        // data.*: offsets are the byte counts so far.
        var data: [String: String] = [:]
        var offsets: [Int] = []
        for synset in synsets {
            let name = "data.\(Self.suffix(synset.type))"
            var text = data[name] ?? Self.header.map { $0 + "\n" }.joined()
            let offset = text.utf8.count
            offsets.append(offset)
            let words = synset.words.map { "\($0) 0" }.joined(separator: " ")
            let frames = synset.type == "v" ? " 01 + 02 00" : ""
            let pointers = "001 @ 00001740 \(synset.type == "s" ? "a" : synset.type) 0000"
            text += String(format: "%08d 03 ", offset) + "\(synset.type) " + String(format: "%02x ", synset.words.count)
                + words + " \(pointers)\(frames) | \(synset.gloss)  \n"
            data[name] = text
        }
        files.merge(data) { $1 }

        // index.*: each lemma's synsets in the order listed.
        var senses: [String: [String: [Int]]] = [:]  // suffix → lemma → synset numbers
        var order: [String: [String]] = [:]
        for (number, synset) in synsets.enumerated() {
            let suffix = Self.suffix(synset.type)
            for word in synset.words {
                var lemma = word.lowercased()
                if lemma.hasSuffix(")"), let open = lemma.lastIndex(of: "(") { lemma = String(lemma[..<open]) }
                if senses[suffix, default: [:]][lemma] == nil { order[suffix, default: []].append(lemma) }
                senses[suffix, default: [:]][lemma, default: []].append(number)
            }
        }
        var countLines: [String] = []
        for (suffix, lemmas) in senses {
            var lines: [String] = []
            for (lemma, numbers) in lemmas {
                let letter = Self.indexLetter(synsets[numbers[0]].type)
                var tagged = 0
                for (i, number) in numbers.enumerated() {
                    let type = synsets[number].type
                    if let count = counts["\(lemma)/\(type)/\(i + 1)"] {
                        if count > 0 { tagged += 1 }
                        // lemma%ss_type:lex_filenum:lex_id:head_word:head_id (a satellite names its head).
                        let head = type == "s" ? "head:00" : ":"
                        countLines.append("\(lemma)%\(Self.senseKeyType(type)):03:\(String(format: "%02d", i)):\(head) \(i + 1) \(count)")
                    }
                }
                let offs = numbers.map { String(format: "%08d", offsets[$0]) }.joined(separator: " ")
                lines.append("\(lemma) \(letter) \(numbers.count) 1 @ \(numbers.count) \(tagged) \(offs)  ")
            }
            files["index.\(suffix)"] = Self.header.map { $0 + "\n" }.joined() + Self.sortedBytewise(lines).map { $0 + "\n" }.joined()
        }
        for suffix in ["noun", "verb", "adj", "adv"] where files["index.\(suffix)"] == nil {
            files["index.\(suffix)"] = Self.header.map { $0 + "\n" }.joined()
            files["data.\(suffix)"] = Self.header.map { $0 + "\n" }.joined()
        }
        files["cntlist.rev"] = Self.sortedBytewise(countLines).map { $0 + "\n" }.joined()
        for (suffix, table) in exceptions {
            let lines = table.map { ([$0.key] + $0.value).joined(separator: " ") }
            files["\(suffix).exc"] = Self.sortedBytewise(lines).map { $0 + "\n" }.joined()
        }
        for (name, text) in files where !omitted.contains(name) {
            try Data(text.utf8).write(to: dir.appendingPathComponent(name))
        }
        return dir
    }

    static func sortedBytewise(_ lines: [String]) -> [String] {
        lines.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The fixture the dictionary tests use.
    static let standard = WordNetFixture(
        synsets: [
            Synset(type: "n", words: ["goose"], gloss: "web-footed long-necked typically gregarious migratory aquatic birds usually larger and less aquatic than ducks"),
            Synset(type: "n", words: ["goose", "fathead", "goof"], gloss: "a man who is a stupid incompetent fool"),
            Synset(type: "v", words: ["goose"], gloss: "prod into action"),
            Synset(type: "n", words: ["run", "tally"], gloss: "a score in baseball made by a runner touching all four bases safely; \"the Yankees scored 3 runs in the bottom of the 9th\""),
            Synset(type: "v", words: ["run"], gloss: "move fast by using one's feet, with one foot off the ground at any given time; \"Don't run--you'll be out of breath\"; \"The children ran to the store\""),
            Synset(type: "v", words: ["scat", "run", "scarper"], gloss: "flee; take to one's heels; cut and run; \"If you see this man, run!\""),
            Synset(type: "v", words: ["run_away", "flee"], gloss: "run away quickly; \"He threw down his gun and fled\""),
            Synset(type: "n", words: ["running"], gloss: "the act of running; traveling on foot at a fast pace; \"he does some running every morning\""),
            Synset(type: "s", words: ["running"], gloss: "moving or actively in progress"),
            Synset(type: "a", words: ["good"], gloss: "having desirable or positive qualities especially those suitable for a thing specified; \"good news from the hospital\"; \"a good report card\""),
            Synset(type: "n", words: ["good", "goodness"], gloss: "benefit; \"for your own good\""),
            Synset(type: "a", words: ["better"], gloss: "(comparative of `good') superior to another (of the same class or set or kind) in excellence or quality or desirability or suitability; more highly skilled than another; \"You're a better man than I am, Gunga Din\""),
            Synset(type: "r", words: ["better"], gloss: "(comparative of `well') in a better or more excellent manner or more advantageously or attractively or to a greater degree etc.; \"She had never sung better\""),
            Synset(type: "r", words: ["well", "good"], gloss: "(often used as a combining form) in a good or proper or satisfactory manner or to a high standard; \"the baby can walk pretty well\""),
            Synset(type: "n", words: ["ice_cream", "icecream"], gloss: "frozen dessert containing cream and sugar and flavoring"),
            Synset(type: "n", words: ["dog", "domestic_dog", "Canis_familiaris"], gloss: "a member of the genus Canis (probably descended from the common wolf) that has been domesticated by man since prehistoric times; occurs in many breeds; \"the dog barked all night\""),
            Synset(type: "n", words: ["gamut"], gloss: "a complete extent or range: \"a face that expressed a gamut of emotions\""),
            Synset(type: "n", words: ["box"], gloss: "a (usually rectangular) container; may have a lid; \"he rummaged through a box of spare parts\""),
            Synset(type: "n", words: ["church", "church_building"], gloss: "a place for public (especially Christian) worship; \"the church was empty\""),
            Synset(type: "n", words: ["lady"], gloss: "a polite name for any woman; \"a nice lady at the library helped me\""),
            Synset(type: "n", words: ["glass"], gloss: "a brittle transparent solid with irregular atomic structure"),
            Synset(type: "v", words: ["hope"], gloss: "expect and wish; \"I trust you will behave better from now on\""),
            Synset(type: "v", words: ["walk"], gloss: "use one's feet to advance; advance by steps; \"Walk, don't run!\""),
            Synset(type: "a", words: ["fast"], gloss: "acting or moving or capable of acting or moving quickly"),
            Synset(type: "n", words: ["Paris", "City_of_Light", "French_capital"], gloss: "the capital and largest city of France; and international center of culture and commerce"),
            Synset(type: "s", words: ["galore(ip)"], gloss: "existing in abundance; \"drink galore\""),
            // Sense 2 was tagged more often than sense 1 (the files allow it).
            Synset(type: "n", words: ["kernel"], gloss: "the inner and usually edible part of a seed or grain or nut or fruit stone"),
            Synset(type: "n", words: ["kernel", "meat"], gloss: "the choicest or most essential or most vital part of some idea or experience"),
        ],
        counts: [
            "goose/n/1": 3,
            "run/n/1": 10, "run/v/1": 106, "run/v/2": 38,
            "running/n/1": 2, "running/s/1": 3,
            "good/a/1": 190, "good/n/1": 11, "good/r/1": 4,
            "better/a/1": 69, "better/r/1": 45,
            "well/r/1": 76,
            "ice_cream/n/1": 1,
            "dog/n/1": 42,
            "kernel/n/1": 1, "kernel/n/2": 5,
        ],
        exceptions: [
            "noun": ["geese": ["goose"]],
            "verb": ["ran": ["run"], "running": ["run"]],
            "adj": ["better": ["good", "well"], "best": ["good", "well"]],
            "adv": ["better": ["well"], "best": ["well"]],
        ]
    )
}

extension WordNet {
    /// A reader of the standard fixture, written to a fresh temporary directory.
    static func fixture(leaving omitted: Set<String> = []) throws -> (WordNet, URL) {
        let dir = try WordNetFixture.standard.write(leaving: omitted)
        return (try WordNet(directory: dir), dir)
    }
}
