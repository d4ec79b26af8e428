import Foundation

/// A reader of the WordNet 3.0 database files (as Debian's `wordnet-base` installs them).
///
/// Opening keeps a handle on each file; a lookup is a few binary searches done with
/// `pread` at byte offsets, so nothing is loaded whole and nothing is cached. The object
/// is immutable and `pread` has no shared file position, so one instance can serve
/// lookups from any thread or task at the same time.
///
///     let wordNet = try WordNet(directory: WordNet.databaseDirectory(environment: env))
///     let found = try wordNet.define("geese")   // goose (noun): Web-footed long-necked …
public final class WordNet: Sendable {
    /// Where Debian and Ubuntu install the database.
    public static let defaultDirectory = URL(fileURLWithPath: "/usr/share/wordnet", isDirectory: true)

    /// `WNSEARCHDIR` when set and not empty (WordNet's own variable), else `defaultDirectory`.
    public static func databaseDirectory(environment: [String: String]) -> URL {
        if let dir = environment["WNSEARCHDIR"], !dir.isEmpty { return URL(fileURLWithPath: dir, isDirectory: true) }
        return defaultDirectory
    }

    public let directory: URL
    /// Indexed by `PartOfSpeech.rawValue`.
    private let indexFiles: [SortedLineFile]
    private let dataFiles: [SortedLineFile]
    private let exceptionFiles: [SortedLineFile?]
    /// `cntlist.rev`: tagged-sense counts by sense key; optional.
    private let senseCountFile: SortedLineFile?

    /// Opens `index.*` and `data.*` (required), the exception lists and `cntlist.rev` (used when present).
    public init(directory: URL) throws(DefineError) {
        self.directory = directory
        func open(_ name: String, required: Bool) throws(DefineError) -> SortedLineFile? {
            let path = directory.appendingPathComponent(name).path
            if let file = SortedLineFile(path: path) { return file }
            let reason = String(cString: strerror(errno))
            if errno == ENOENT || errno == ENOTDIR {
                if required { throw .notInstalled(directory: directory.path, missingFile: name) }
                return nil
            }
            throw .corruptFile(path: path, reason: "cannot open: \(reason)")
        }
        var indexes: [SortedLineFile] = [], data: [SortedLineFile] = [], exceptions: [SortedLineFile?] = []
        for pos in PartOfSpeech.allCases {
            // Both `open` calls with required: true either return a file or throw.
            indexes.append(try open("index.\(pos.fileSuffix)", required: true)!)
            data.append(try open("data.\(pos.fileSuffix)", required: true)!)
            exceptions.append(try open("\(pos.fileSuffix).exc", required: false))
        }
        indexFiles = indexes
        dataFiles = data
        exceptionFiles = exceptions
        senseCountFile = try open("cntlist.rev", required: false)
    }

    /// Whether tagged-sense counts (`cntlist.rev`) are available to rank the senses.
    public var hasSenseCounts: Bool { senseCountFile != nil }

    /// The most frequent sense of `word` (or of a base form of it) across the parts of
    /// speech, with a short definition; `wordType` keeps to that part of speech when the
    /// word has a sense in it. A word not found as typed is tried again spelled more
    /// loosely (`LookupFallback`: without accents or surrounding punctuation).
    public func define(_ word: String, as wordType: WordType? = nil) throws(DefineError) -> WordDefinition {
        do {
            return try defineExactly(word, as: wordType)
        } catch .notFound(let typed) {
            for spelling in LookupFallback.spellings(of: word) {
                if let found = try? defineExactly(spelling, as: wordType) { return found }
            }
            throw .notFound(word: typed)
        }
    }

    private func defineExactly(_ word: String, as wordType: WordType?) throws(DefineError) -> WordDefinition {
        let (entry, senseIndex) = try mostFrequentSense(of: word, as: wordType)
        let synset = try synset(at: entry.synsetOffsets[senseIndex], partOfSpeech: entry.partOfSpeech, for: entry.lemma)
        let written = synset.words.first { $0.lowercased() == entry.lemma } ?? entry.lemma
        return WordDefinition(
            lemma: String(written.map { $0 == "_" ? " " : $0 }),
            wordType: entry.partOfSpeech.wordType,
            definition: GlossText.definition(fromGloss: synset.gloss)
        )
    }

    // MARK: - Choosing the sense

    /// A lemma found in one part of speech's index while looking up a word.
    struct Candidate: Equatable {
        var entry: IndexEntry
        /// The highest tagged-sense count of its senses (0 without counts).
        var topCount: Int
        /// Index into `entry.synsetOffsets` of the sense with `topCount` (0 without counts).
        var topSense: Int
    }

    /// The rule: every lemma the word can stand for — the word itself and its base forms
    /// (exception lists, detachment rules), in every part of speech whose index has it —
    /// is a candidate. Its score is the tagged-sense count of its most frequent sense,
    /// from `cntlist.rev` (how often that sense was tagged in the Semcor texts; senses in
    /// an index line are ordered by these counts). The highest score wins: "better" →
    /// good (adjective, 190) over better (adjective, 69) and well (adverb, 76);
    /// "running" → run (verb, 106) over running (adjective, 3). Ties, and the case where
    /// `cntlist.rev` is absent, fall back to the index's `tagsense_cnt` (how many senses
    /// have counts at all), then to the order tried: the word as typed before its base
    /// forms, nouns, verbs, adjectives, adverbs. Within the winner, its top sense is used.
    func mostFrequentSense(of word: String, as wordType: WordType? = nil) throws(DefineError) -> (IndexEntry, Int) {
        var found = try candidates(for: word)
        // An asked-for word type narrows the choice, if the word has a sense of that type.
        let ofType = found.filter { $0.entry.partOfSpeech.wordType == wordType }
        if !ofType.isEmpty { found = ofType }
        var best: Candidate?
        for candidate in found {
            guard let current = best else { best = candidate; continue }
            if (candidate.topCount, candidate.entry.taggedSenseCount) > (current.topCount, current.entry.taggedSenseCount) {
                best = candidate
            }
        }
        guard let best else { throw .notFound(word: word.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return (best.entry, best.topSense)
    }

    /// Every (lemma, part of speech) the word may stand for, in the order tried, with counts.
    func candidates(for word: String) throws(DefineError) -> [Candidate] {
        let normalized = Morphology.normalize(word)
        guard !normalized.isEmpty else { return [] }
        var entries: [IndexEntry] = []
        func add(_ entry: IndexEntry) {
            if !entries.contains(where: { $0.lemma == entry.lemma && $0.partOfSpeech == entry.partOfSpeech }) { entries.append(entry) }
        }
        let spellings = Morphology.spellings(of: normalized)
        // The word as typed first, then its base forms.
        for spelling in spellings {
            for pos in PartOfSpeech.allCases {
                if let entry = try indexEntry(spelling, pos) { add(entry) }
            }
        }
        for spelling in spellings {
            for pos in PartOfSpeech.allCases {
                for base in try baseForms(of: spelling, as: pos) {
                    if let entry = try indexEntry(base, pos) { add(entry) }
                }
            }
        }
        var countsByLemma: [String: [SenseCount]] = [:]
        var result: [Candidate] = []
        for entry in entries {
            if countsByLemma[entry.lemma] == nil { countsByLemma[entry.lemma] = try senseCounts(of: entry.lemma) }
            var top = Candidate(entry: entry, topCount: 0, topSense: 0)
            for sense in countsByLemma[entry.lemma] ?? []
            where sense.partOfSpeech == entry.partOfSpeech && sense.senseNumber <= entry.synsetOffsets.count {
                if sense.count > top.topCount || (sense.count == top.topCount && sense.senseNumber - 1 < top.topSense) {
                    top.topCount = sense.count
                    top.topSense = sense.senseNumber - 1
                }
            }
            result.append(top)
        }
        return result
    }

    // MARK: - Morphology

    /// Possible base forms of `word` in `pos` (not checked against the index), like
    /// WordNet's morphy: the exception list's forms, then the detachment rules. In a
    /// compound ("ice_creams", "ran_away") each part in turn is replaced by its base forms.
    func baseForms(of word: String, as pos: PartOfSpeech) throws(DefineError) -> [String] {
        var forms: [String] = []
        func add(_ form: String) { if form != word && !forms.contains(form) { forms.append(form) } }
        for form in try exceptionForms(of: word, as: pos) { add(form) }
        let parts = word.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 1 {
            for form in Morphology.detach(word, as: pos) { add(form) }
        } else {
            for (i, part) in parts.enumerated() {
                let partForms = try exceptionForms(of: part, as: pos) + Morphology.detach(part, as: pos)
                for form in partForms {
                    var replaced = parts
                    replaced[i] = form
                    add(replaced.joined(separator: "_"))
                }
            }
        }
        return forms
    }

    /// The base forms the exception list (`noun.exc` …) gives for `word`, if any.
    func exceptionForms(of word: String, as pos: PartOfSpeech) throws(DefineError) -> [String] {
        guard let file = exceptionFiles[pos.rawValue] else { return [] }
        let lines = try reading(file) { () throws(SortedLineFile.ReadFailure) in
            try file.lines(withPrefix: Array(word.utf8) + [UInt8(ascii: " ")])
        }
        var forms: [String] = []
        for line in lines {
            guard let entry = ExceptionEntry(line: String(decoding: line, as: UTF8.self)) else {
                throw .corruptFile(path: file.path, reason: "bad line for \"\(word)\"")
            }
            forms += entry.baseForms
        }
        return forms
    }

    // MARK: - Files

    /// The index line for `lemma` in `pos`, if the index has it.
    func indexEntry(_ lemma: String, _ pos: PartOfSpeech) throws(DefineError) -> IndexEntry? {
        let file = indexFiles[pos.rawValue]
        guard let line = try reading(file, { () throws(SortedLineFile.ReadFailure) in try file.line(forKey: Array(lemma.utf8)) }) else { return nil }
        guard let entry = IndexEntry(line: String(decoding: line, as: UTF8.self)), entry.partOfSpeech == pos else {
            throw .corruptFile(path: file.path, reason: "bad line for \"\(lemma)\"")
        }
        return entry
    }

    /// The tagged-sense counts of every sense of `lemma` (empty without `cntlist.rev`).
    func senseCounts(of lemma: String) throws(DefineError) -> [SenseCount] {
        guard let file = senseCountFile else { return [] }
        let lines = try reading(file) { () throws(SortedLineFile.ReadFailure) in
            try file.lines(withPrefix: Array(lemma.utf8) + [UInt8(ascii: "%")])
        }
        var counts: [SenseCount] = []
        for line in lines {
            guard let count = SenseCount(line: String(decoding: line, as: UTF8.self)) else {
                throw .corruptFile(path: file.path, reason: "bad line for \"\(lemma)\"")
            }
            counts.append(count)
        }
        return counts
    }

    /// The synset at a byte offset of `data.POS`, checked to be the line that starts there.
    func synset(at offset: Int, partOfSpeech pos: PartOfSpeech, for lemma: String) throws(DefineError) -> SynsetRecord {
        let file = dataFiles[pos.rawValue]
        guard offset < file.size else {
            throw .corruptFile(path: file.path, reason: "the index points past its end for \"\(lemma)\"")
        }
        let (line, _) = try reading(file) { () throws(SortedLineFile.ReadFailure) in try file.line(at: offset, chunk: 2048) }
        guard let record = SynsetRecord(line: String(decoding: line, as: UTF8.self)), record.offset == offset, record.partOfSpeech == pos else {
            throw .corruptFile(path: file.path, reason: "no synset at byte \(offset), where the index points for \"\(lemma)\"")
        }
        return record
    }

    private func reading<T>(_ file: SortedLineFile, _ body: () throws(SortedLineFile.ReadFailure) -> T) throws(DefineError) -> T {
        do {
            return try body()
        } catch {
            throw .corruptFile(path: file.path, reason: error.message)
        }
    }
}
