import Foundation

/// WordNet's four database parts of speech (adjective satellites belong to `.adjective`).
enum PartOfSpeech: Int, CaseIterable, Sendable, Comparable {
    case noun, verb, adjective, adverb

    /// The suffix of its files: index.noun, data.noun, noun.exc.
    var fileSuffix: String {
        switch self {
        case .noun: "noun"
        case .verb: "verb"
        case .adjective: "adj"
        case .adverb: "adv"
        }
    }

    var wordType: WordType {
        switch self {
        case .noun: .noun
        case .verb: .verb
        case .adjective: .adjective
        case .adverb: .adverb
        }
    }

    /// From a synset type letter: n, v, a, s (adjective satellite), r.
    init?(synsetType: some StringProtocol) {
        switch synsetType {
        case "n": self = .noun
        case "v": self = .verb
        case "a", "s": self = .adjective
        case "r": self = .adverb
        default: return nil
        }
    }

    /// From the ss_type digit of a sense key: 1 noun, 2 verb, 3 adjective, 4 adverb, 5 satellite.
    init?(senseKeyType: UInt8) {
        switch senseKeyType {
        case UInt8(ascii: "1"): self = .noun
        case UInt8(ascii: "2"): self = .verb
        case UInt8(ascii: "3"), UInt8(ascii: "5"): self = .adjective
        case UInt8(ascii: "4"): self = .adverb
        default: return nil
        }
    }

    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// One line of an `index.POS` file:
/// `lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…`
/// The offsets are in sense order, most frequent sense first.
struct IndexEntry: Hashable, Sendable {
    var lemma: String
    var partOfSpeech: PartOfSpeech
    /// How many of the senses have tagged-sense counts (they come first).
    var taggedSenseCount: Int
    /// Byte offsets of the synsets in `data.POS`, sense 1 first.
    var synsetOffsets: [Int]

    /// Parses a line; nil when it is not in the format above.
    init?(line: some StringProtocol) {
        let fields = line.split(separator: " ")
        guard fields.count >= 6,
              let pos = PartOfSpeech(synsetType: fields[1]),
              let synsetCount = Int(fields[2]), synsetCount > 0,
              let pointerCount = Int(fields[3]), pointerCount >= 0,
              fields.count == 4 + pointerCount + 2 + synsetCount,
              Int(fields[4 + pointerCount]) != nil,
              let tagged = Int(fields[4 + pointerCount + 1]), tagged >= 0
        else { return nil }
        var offsets: [Int] = []
        offsets.reserveCapacity(synsetCount)
        for field in fields[(4 + pointerCount + 2)...] {
            guard field.utf8.count == 8, let offset = Int(field) else { return nil }
            offsets.append(offset)
        }
        self.lemma = String(fields[0])
        self.partOfSpeech = pos
        self.taggedSenseCount = tagged
        self.synsetOffsets = offsets
    }
}

/// The parts of a `data.POS` line we use:
/// `synset_offset lex_filenum ss_type w_cnt word lex_id [word lex_id…] p_cnt […] | gloss`
struct SynsetRecord: Hashable, Sendable {
    var offset: Int
    var partOfSpeech: PartOfSpeech
    /// The synonyms as written (underscores for spaces, syntactic markers such as "(a)" removed).
    var words: [String]
    var gloss: String

    init?(line: some StringProtocol) {
        let (head, gloss): (Substring, Substring)
        if let bar = line.range(of: " | ") {
            head = Substring(line[..<bar.lowerBound])
            gloss = Substring(line[bar.upperBound...])
        } else {
            return nil
        }
        let fields = head.split(separator: " ")
        guard fields.count >= 6,
              fields[0].utf8.count == 8, let offset = Int(fields[0]),
              let pos = PartOfSpeech(synsetType: fields[2]),
              let wordCount = Int(fields[3], radix: 16), wordCount > 0,
              fields.count >= 4 + 2 * wordCount
        else { return nil }
        self.offset = offset
        self.partOfSpeech = pos
        self.words = (0..<wordCount).map { i in
            var word = fields[4 + 2 * i]
            // Adjectives may carry a syntactic marker: "elect(ip)", "galore(ip)", "big(a)".
            if word.hasSuffix(")"), let open = word.lastIndex(of: "(") { word = word[..<open] }
            return String(word)
        }
        self.gloss = gloss.trimmingCharacters(in: .whitespaces)
    }
}

/// One line of an exception list (`noun.exc` …): an inflected form and its base forms.
struct ExceptionEntry: Hashable, Sendable {
    var inflected: String
    var baseForms: [String]

    init?(line: some StringProtocol) {
        let fields = line.split(separator: " ")
        guard fields.count >= 2 else { return nil }
        inflected = String(fields[0])
        baseForms = fields[1...].map { String($0) }
    }
}

/// One line of `cntlist.rev`: `sense_key sense_number tag_cnt`, where a sense key is
/// `lemma%ss_type:lex_filenum:lex_id:head_word:head_id`.
struct SenseCount: Hashable, Sendable {
    var lemma: String
    var partOfSpeech: PartOfSpeech
    /// 1-based, the position in the index line's synset offsets.
    var senseNumber: Int
    var count: Int

    init?(line: some StringProtocol) {
        let fields = line.split(separator: " ")
        guard fields.count == 3,
              let percent = fields[0].firstIndex(of: "%"),
              let typeDigit = fields[0].utf8[fields[0].utf8.index(after: percent)...].first,
              let pos = PartOfSpeech(senseKeyType: typeDigit),
              let number = Int(fields[1]), number > 0,
              let count = Int(fields[2]), count >= 0
        else { return nil }
        self.lemma = String(fields[0][..<percent])
        self.partOfSpeech = pos
        self.senseNumber = number
        self.count = count
    }
}
