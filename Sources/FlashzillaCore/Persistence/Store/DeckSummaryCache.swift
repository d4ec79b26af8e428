import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the deck chooser shows of one deck file, without its cards: kept in a small cache
/// (`DeckSummaryCache`) so that opening the chooser reads only the decks that changed.
public struct DeckSummary: Hashable, Sendable {
    /// How many prompts a summary keeps, from the start of the deck.
    public static let sampleCount = 3

    public var fileURL: URL
    /// The deck's id (its own, or derived from its file name): what its progress is kept under.
    public var deckID: UUID
    public var name: String
    public var color: DeckColor
    public var cardCount: Int
    /// The first prompts (up to `sampleCount`).
    public var samplePrompts: [String]
    public var timeLimit: Int
    /// Review's daily limits.
    public var newCardsPerDay = DeckSettings.defaultNewCardsPerDay
    public var reviewsPerDay = DeckSettings.defaultReviewsPerDay
    /// From a newer format version: it opens read-only.
    public var isReadOnly: Bool
    /// Why the file cannot be loaded, with the file's path; nil for a good deck. A broken
    /// file's name is its file name, its colour gray.
    public var fileError: DeckFileError?

    public init(fileURL: URL, deckID: UUID? = nil, name: String, color: DeckColor, cardCount: Int, samplePrompts: [String], timeLimit: Int,
                isReadOnly: Bool = false) {
        self.fileURL = fileURL
        self.deckID = deckID ?? DerivedID.deck(fileName: fileURL.lastPathComponent)
        self.name = name
        self.color = color
        self.cardCount = cardCount
        self.samplePrompts = samplePrompts
        self.timeLimit = timeLimit
        self.isReadOnly = isReadOnly
    }

    public var fileName: String { fileURL.lastPathComponent }
    /// The problem as `DeckFileError.description` says it (path, line, column).
    public var problem: String? { fileError?.description }
    public var isBroken: Bool { fileError != nil }

    /// The summary of a loaded deck (all its cards counted).
    public init(_ loaded: LoadedDeck) {
        self.init(deck: loaded.deck, cardCount: loaded.deck.cards.count, fileURL: loaded.fileURL, isReadOnly: loaded.isReadOnly)
    }

    init(deck: Deck, cardCount: Int, fileURL: URL, isReadOnly: Bool) {
        self.init(fileURL: fileURL, deckID: deck.id, name: deck.name, color: deck.color, cardCount: cardCount,
                  samplePrompts: deck.cards.prefix(Self.sampleCount).map(\.prompt), timeLimit: deck.settings.timeLimit,
                  isReadOnly: isReadOnly)
        newCardsPerDay = deck.settings.newCardsPerDay
        reviewsPerDay = deck.settings.reviewsPerDay
    }

    public static func broken(_ fileURL: URL, _ error: DeckFileError) -> DeckSummary {
        var summary = DeckSummary(fileURL: fileURL, name: fileURL.lastPathComponent, color: .gray, cardCount: 0, samplePrompts: [],
                                  timeLimit: 0)
        summary.fileError = DeckFileError(error.problem, fileURL: fileURL)
        return summary
    }
}

/// The summaries of the decks as last read, each with what its file looked like then
/// (name, size, modification time to the nanosecond, inode and device): a file that still
/// looks the same is not read again. Stored as `HOME/cache/summaries.json`; a missing,
/// unreadable or corrupt cache is simply rebuilt, and a cache is only a cache: nothing in
/// it is ever needed.
struct DeckSummaryCache: Equatable {
    static let format = "flashzilla-summary-cache"
    /// 2: entries carry the deck's id and Review's daily limits.
    static let version = 2

    struct Key: Hashable {
        var fileName: String
        var size: Int64
        var seconds: Int64
        var nanoseconds: Int64
        var inode: UInt64
        var device: UInt64

        init(fileName: String, status: POSIXFile.Status) {
            self.init(fileName: fileName, size: status.size, seconds: status.seconds, nanoseconds: status.nanoseconds,
                      inode: status.inode, device: status.device)
        }

        init(fileName: String, size: Int64, seconds: Int64, nanoseconds: Int64, inode: UInt64, device: UInt64) {
            self.fileName = fileName
            self.size = size
            self.seconds = seconds
            self.nanoseconds = nanoseconds
            self.inode = inode
            self.device = device
        }
    }

    /// A summary as stored: the broken file's problem without its path (which the cache
    /// cannot promise), and whether it reads `path:line:column: …` or `path: …`.
    struct Entry: Equatable {
        var deckID: UUID
        var name: String
        var color: DeckColor
        var cardCount: Int
        var samplePrompts: [String]
        var timeLimit: Int
        var newCardsPerDay = DeckSettings.defaultNewCardsPerDay
        var reviewsPerDay = DeckSettings.defaultReviewsPerDay
        var isReadOnly: Bool
        var problem: DeckFileError.Problem?

        init(_ summary: DeckSummary, problem: DeckFileError.Problem?) {
            deckID = summary.deckID
            name = summary.name
            color = summary.color
            cardCount = summary.cardCount
            samplePrompts = summary.samplePrompts
            timeLimit = summary.timeLimit
            newCardsPerDay = summary.newCardsPerDay
            reviewsPerDay = summary.reviewsPerDay
            isReadOnly = summary.isReadOnly
            self.problem = problem
        }

        init(deckID: UUID, name: String, color: DeckColor, cardCount: Int, samplePrompts: [String], timeLimit: Int, isReadOnly: Bool,
             problem: DeckFileError.Problem?) {
            self.deckID = deckID
            self.name = name
            self.color = color
            self.cardCount = cardCount
            self.samplePrompts = samplePrompts
            self.timeLimit = timeLimit
            self.isReadOnly = isReadOnly
            self.problem = problem
        }

        func summary(fileURL: URL) -> DeckSummary {
            if let problem { return .broken(fileURL, DeckFileError(problem)) }
            var summary = DeckSummary(fileURL: fileURL, deckID: deckID, name: name, color: color, cardCount: cardCount,
                                      samplePrompts: samplePrompts, timeLimit: timeLimit, isReadOnly: isReadOnly)
            summary.newCardsPerDay = newCardsPerDay
            summary.reviewsPerDay = reviewsPerDay
            return summary
        }
    }

    var entries: [Key: Entry] = [:]

    // MARK: File format

    /// The cache as JSON, entries sorted by file name (so the same cache gives the same bytes).
    func encoded() -> [UInt8] {
        let list = entries.sorted { $0.key.fileName.utf8.lexicographicallyPrecedes($1.key.fileName.utf8) }.map { key, entry -> JSONValue in
            var members: [String: JSONValue] = [
                "file": .string(key.fileName), "size": .number(String(key.size)), "mtimeSeconds": .number(String(key.seconds)),
                "mtimeNanoseconds": .number(String(key.nanoseconds)), "inode": .number(String(key.inode)),
                "device": .number(String(key.device)),
                "deckId": .string(entry.deckID.uuidString), "newCardsPerDay": .int(entry.newCardsPerDay),
                "reviewsPerDay": .int(entry.reviewsPerDay),
                "name": .string(entry.name), "color": .string(entry.color.rawValue), "cardCount": .int(entry.cardCount),
                "samplePrompts": .array(entry.samplePrompts.map(JSONValue.string)), "timeLimit": .int(entry.timeLimit),
                "readOnly": .bool(entry.isReadOnly),
            ]
            if let problem = entry.problem { members["problem"] = Self.encode(problem) }
            return .object(members)
        }
        return JSONWriter.bytes(.object(["format": .string(Self.format), "version": .int(Self.version), "entries": .array(list)]))
    }

    /// The cache in `bytes`, or nil if they are not one this version wrote (then it is rebuilt).
    static func decode(_ bytes: [UInt8]) -> DeckSummaryCache? {
        guard case .object(let top)? = try? JSONReader.parse(bytes), top["format"] == .string(format),
              top["version"]?.intValue == version, case .array(let list)? = top["entries"]
        else { return nil }
        var cache = DeckSummaryCache()
        for element in list {
            guard case .object(let m) = element,
                  let file = m["file"]?.stringValue, let size = int64(m["size"]), let seconds = int64(m["mtimeSeconds"]),
                  let nanoseconds = int64(m["mtimeNanoseconds"]), let inode = uint64(m["inode"]), let device = uint64(m["device"]),
                  let name = m["name"]?.stringValue, let color = m["color"]?.stringValue.flatMap(DeckColor.init(rawValue:)),
                  let cardCount = m["cardCount"]?.intValue, case .array(let prompts)? = m["samplePrompts"],
                  let timeLimit = m["timeLimit"]?.intValue, let readOnly = m["readOnly"]?.boolValue,
                  let deckID = m["deckId"]?.stringValue.flatMap(UUIDText.parse), let newPerDay = m["newCardsPerDay"]?.intValue,
                  let reviewsPerDay = m["reviewsPerDay"]?.intValue
            else { return nil }
            let samplePrompts = prompts.compactMap(\.stringValue)
            guard samplePrompts.count == prompts.count else { return nil }
            var problem: DeckFileError.Problem?
            if let stored = m["problem"] {
                guard let decoded = Self.decodeProblem(stored) else { return nil }
                problem = decoded
            }
            let key = Key(fileName: file, size: size, seconds: seconds, nanoseconds: nanoseconds, inode: inode, device: device)
            var entry = Entry(deckID: deckID, name: name, color: color, cardCount: cardCount, samplePrompts: samplePrompts,
                              timeLimit: timeLimit, isReadOnly: readOnly, problem: problem)
            entry.newCardsPerDay = newPerDay
            entry.reviewsPerDay = reviewsPerDay
            cache.entries[key] = entry
        }
        return cache
    }

    private static func int64(_ value: JSONValue?) -> Int64? {
        if case .number(let text)? = value { return Int64(text) }
        return nil
    }

    private static func uint64(_ value: JSONValue?) -> UInt64? {
        if case .number(let text)? = value { return UInt64(text) }
        return nil
    }

    /// A problem as data, so the message comes back exactly (with its line and column).
    private static func encode(_ problem: DeckFileError.Problem) -> JSONValue {
        switch problem {
        case .empty: return .object(["kind": .string("empty")])
        case .tooLarge(let count): return .object(["kind": .string("tooLarge"), "byteCount": .number(String(count))])
        case .unreadable(let message): return .object(["kind": .string("unreadable"), "message": .string(message)])
        case .invalid(let path, let message): return .object(["kind": .string("invalid"), "path": .string(path), "message": .string(message)])
        case .syntax(let e):
            let kind = switch e.kind {
            case .invalidSyntax: "invalidSyntax"
            case .invalidUTF8: "invalidUTF8"
            case .nestingTooDeep: "nestingTooDeep"
            }
            return .object(["kind": .string("syntax"), "syntaxKind": .string(kind), "message": .string(e.message),
                            "offset": .int(e.offset), "line": .int(e.line), "column": .int(e.column)])
        }
    }

    private static func decodeProblem(_ value: JSONValue) -> DeckFileError.Problem? {
        guard case .object(let m) = value, let kind = m["kind"]?.stringValue else { return nil }
        switch kind {
        case "empty": return .empty
        case "tooLarge": return int64(m["byteCount"]).map { .tooLarge(byteCount: $0) }
        case "unreadable": return m["message"]?.stringValue.map { .unreadable($0) }
        case "invalid":
            guard let path = m["path"]?.stringValue, let message = m["message"]?.stringValue else { return nil }
            return .invalid(path: path, message: message)
        case "syntax":
            guard let message = m["message"]?.stringValue, let offset = m["offset"]?.intValue, let line = m["line"]?.intValue,
                  let column = m["column"]?.intValue
            else { return nil }
            let syntaxKind: JSONSyntaxError.Kind
            switch m["syntaxKind"]?.stringValue {
            case "invalidSyntax": syntaxKind = .invalidSyntax
            case "invalidUTF8": syntaxKind = .invalidUTF8
            case "nestingTooDeep": syntaxKind = .nestingTooDeep
            default: return nil
            }
            return .syntax(JSONSyntaxError(kind: syntaxKind, message: message, offset: offset, line: line, column: column))
        default: return nil
        }
    }
}

extension DeckStore {
    /// Where the chooser's summary cache lives.
    public var summaryCacheURL: URL {
        homeDirectory.appendingPathComponent("cache", isDirectory: true).appendingPathComponent("summaries.json")
    }

    /// Every visible `.json` file in `decks/` as the chooser shows it, in `loadAll`'s order
    /// (decks by name, then broken files by file name). Files that look as they did when
    /// last summarised (name, size, modification time, inode) come from the cache; the rest
    /// are read — without keeping their cards — and the cache is rewritten (atomically)
    /// when anything in it changed. Problems with the cache itself are never reported.
    ///
    /// `now` (wall-clock) stands in for missing dates while reading, and decides which files
    /// are too fresh to cache (see `DeckSummaryCache`).
    public func summaries(now: Date) -> [DeckSummary] {
        summariesReport(now: now).summaries
    }

    /// A file changed less than this before `now` is summarised but not cached: file
    /// systems stamp times from a coarse clock, so a second change within the same tick
    /// (same size, same time) could otherwise go unnoticed.
    static let freshFileAge: TimeInterval = 2

    /// `summaries(now:)`, and which files it read and whether it wrote the cache (for tests).
    /// Files not in the cache for which `loadingInFull` (given the file name) is true are
    /// loaded whole rather than summarised, and returned in `loaded`: `find` loads the deck
    /// it is likely to return only once. Files not in the cache are read on every core.
    func summariesReport(now: Date, loadingInFull: (String) -> Bool = { _ in false })
        -> (summaries: [DeckSummary], readFiles: [String], wroteCache: Bool, loaded: [String: LoadedDeck]) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: decksDirectory.path)) ?? []
        let cacheBytes = try? POSIXFile.readWhole(summaryCacheURL.path, limit: 16 * 1024 * 1024).0
        let old = cacheBytes.flatMap { DeckSummaryCache.decode([UInt8]($0)) }
        var new = DeckSummaryCache()
        var summaries: [DeckSummary] = []
        var toRead: [(name: String, url: URL, whole: Bool)] = []
        for name in names where DeckFileName.isDeckFile(name) {
            let url = decksDirectory.appendingPathComponent(name, isDirectory: false)
            guard let status = POSIXFile.status(url.path), !status.isDirectory else { continue }
            let key = DeckSummaryCache.Key(fileName: name, status: status)
            if let entry = old?.entries[key] {
                new.entries[key] = entry
                summaries.append(entry.summary(fileURL: url))
            } else {
                toRead.append((name, url, loadingInFull(name)))
            }
        }
        let reads = readAll(toRead, now: now)
        var loaded: [String: LoadedDeck] = [:]
        for (file, read) in zip(toRead, reads) {
            summaries.append(read.summary)
            if let whole = read.whole { loaded[file.name] = whole }
            // The status the file had when it was read, unless it is too fresh to trust.
            if let readStatus = read.status,
               Double(readStatus.seconds) + Double(readStatus.nanoseconds) / 1e9 < now.timeIntervalSince1970 - Self.freshFileAge {
                new.entries[DeckSummaryCache.Key(fileName: file.name, status: readStatus)] = DeckSummaryCache.Entry(read.summary, problem: read.problem)
            }
        }
        var wroteCache = false
        if old != new {
            wroteCache = writeSummaryCache(new)
        }
        return (Self.chooserOrder(summaries), toRead.map(\.name), wroteCache, loaded)
    }

    /// Reads the files on every core, each into its own slot.
    private func readAll(_ files: [(name: String, url: URL, whole: Bool)], now: Date) -> [Read] {
        let slots = Mutex<[Read?]>(Array(repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            let read = file.whole ? loadOrSummarise(file.url, now: now) : Read(summarise(file.url, now: now))
            slots.withLock { $0[index] = read }
        }
        return slots.withLock { slots in slots.map { $0! } }
    }

    /// What reading one file gave: its summary, the problem to cache if it is broken, its
    /// status as read (nil: not to be cached), and the deck if it was loaded whole.
    struct Read: Sendable {
        var summary: DeckSummary
        var problem: DeckFileError.Problem?
        var status: POSIXFile.Status?
        var whole: LoadedDeck?

        init(_ summarised: (DeckSummary, DeckFileError.Problem?, POSIXFile.Status?)) {
            (summary, problem, status) = summarised
        }
    }

    /// The file loaded whole (its summary made from it), or summarised if it cannot be.
    private func loadOrSummarise(_ url: URL, now: Date) -> Read {
        guard let whole = try? load(fileURL: url, now: now) else { return Read(summarise(url, now: now)) }
        // Cached only under the status the file had when it was read.
        let current = POSIXFile.status(url.path)
        let unchanged = current.flatMap { status in
            whole.fingerprint.map { status.fingerprint(contentHash: $0.contentHash).hasSameMetadata(as: $0) }
        } ?? false
        var read = Read((DeckSummary(whole), nil, unchanged ? current : nil))
        read.whole = whole
        return read
    }

    /// One file's summary, the problem to cache if it is broken, and its status as read.
    private func summarise(_ url: URL, now: Date) -> (DeckSummary, DeckFileError.Problem?, POSIXFile.Status?) {
        do throws(DeckFileError) {
            let window = try FileWindow.opening(url.path, limit: Self.maximumFileSize)
            do throws(DeckFileError) {
                let (decoded, count) = try codec.fileCoding.decode(window, url.lastPathComponent, now, DeckSummary.sampleCount)
                return (DeckSummary(deck: decoded.deck, cardCount: count, fileURL: url, isReadOnly: decoded.isReadOnly), nil, window.status())
            } catch {
                // The status as opened (the file may not have been read to its end).
                return (.broken(url, error), error.problem, window.status())
            }
        } catch {
            // Unreadable: the status is looked up again.
            return (.broken(url, error), error.problem, POSIXFile.status(url.path))
        }
    }

    /// Decks by name (case-insensitively, then by file), then broken files by file name.
    static func chooserOrder(_ summaries: [DeckSummary]) -> [DeckSummary] {
        let decks = summaries.filter { !$0.isBroken }.sorted { a, b in
            switch a.name.caseInsensitiveCompare(b.name) {
            case .orderedAscending: true
            case .orderedDescending: false
            case .orderedSame: fileOrder(a.fileURL, b.fileURL)
            }
        }
        return decks + summaries.filter(\.isBroken).sorted { fileOrder($0.fileURL, $1.fileURL) }
    }

    /// Writes the cache atomically (no flush to disk: losing it costs only a rebuild).
    private func writeSummaryCache(_ cache: DeckSummaryCache) -> Bool {
        let directory = summaryCacheURL.deletingLastPathComponent()
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil else { return false }
        let bytes = cache.encoded()
        guard let temporary = try? POSIXFile.writeTemporary(in: directory.path, for: "summaries.json", permissions: nil, sync: false,
                                                              contents: { write in bytes.withUnsafeBytes(write) })
        else { return false }
        guard rename(temporary, summaryCacheURL.path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
