import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Decks on disk, one per file in `HOME/decks/*.json`.
///
/// Saving is atomic: a temporary file in the same folder is written and flushed, then
/// renamed over the deck (then the folder is flushed), so a crash leaves the old file or
/// the new one, never a torn one. A save never overwrites a file that changed on disk
/// since it was read: it merges its own changes into it (`save(_:mergingFrom:now:)`) or
/// reports `DeckSaveError.conflict`; nor does it write a deck from a newer format version.
/// Writes check and rename under a lock on the deck's folder (`FolderLock`).
public struct DeckStore: Sendable {
    /// Files above this size are reported, not read.
    public static let maximumFileSize: Int64 = 64 * 1024 * 1024

    public var homeDirectory: URL
    public var decksDirectory: URL
    /// `HOME/trash/`: beside `decks/` (so on the same file system, and a deleted deck can be
    /// put back by hand with a plain `mv`), never listed as decks.
    public var trashDirectory: URL
    public var codec: any DeckCodec
    /// Test seam: runs after the new bytes are on disk in the temporary file, just
    /// before they take the deck's name. Throwing there simulates a crash or failure.
    var beforeRename: @Sendable (_ temporary: URL, _ target: URL) throws -> Void = { _, _ in }
    /// How long a write waits for another program's lock on the folder before giving up.
    public var lockTimeout: Duration = .seconds(5)

    public init(homeDirectory: URL, codec: any DeckCodec = FlashzillaDeckCodec()) {
        self.homeDirectory = homeDirectory
        self.decksDirectory = homeDirectory.appendingPathComponent("decks", isDirectory: true)
        self.trashDirectory = homeDirectory.appendingPathComponent("trash", isDirectory: true)
        self.codec = codec
    }

    // MARK: Reading

    /// Every visible `.json` file in `decks/`: the decks sorted by name (case-insensitively,
    /// then by file name), then the files that could not be read, by file name. Other
    /// files, hidden files and folders are ignored; no `decks/` folder means no decks.
    public func loadAll(now: Date) -> [DeckEntry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: decksDirectory.path)) ?? []
        var loaded: [LoadedDeck] = []
        var broken: [DeckEntry] = []
        for name in names where DeckFileName.isDeckFile(name) {
            let url = decksDirectory.appendingPathComponent(name, isDirectory: false)
            if POSIXFile.status(url.path)?.isDirectory == true { continue }
            do {
                loaded.append(try load(fileURL: url, now: now))
            } catch {
                broken.append(.broken(fileURL: url, error: error))
            }
        }
        loaded.sort { a, b in
            switch a.deck.name.caseInsensitiveCompare(b.deck.name) {
            case .orderedAscending: true
            case .orderedDescending: false
            case .orderedSame: Self.fileOrder(a.fileURL, b.fileURL)
            }
        }
        broken.sort { Self.fileOrder($0.fileURL, $1.fileURL) }
        return loaded.map(DeckEntry.loaded) + broken
    }

    /// `capitals.json`, `capitals-2.json`, `capitals-10.json`: by stem, numbers by value.
    static func fileOrder(_ a: URL, _ b: URL) -> Bool {
        switch a.deletingPathExtension().lastPathComponent.compare(b.deletingPathExtension().lastPathComponent, options: .numeric) {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: a.lastPathComponent < b.lastPathComponent
        }
    }

    public func load(fileURL: URL, now: Date) throws(DeckFileError) -> LoadedDeck {
        do throws(DeckFileError) {
            // Read a window at a time (whole, for a codec that cannot stream), and hashed as it is read.
            let window = try FileWindow.opening(fileURL.path, limit: Self.maximumFileSize)
            let decoded = try codec.fileCoding.decode(window, fileURL.lastPathComponent, now, .max).decoded
            guard let status = window.status() else { throw DeckFileError(.unreadable("cannot read: \(POSIXFile.lastError)")) }
            let fingerprint = status.fingerprint(contentHash: window.contentHash())
            return LoadedDeck(deck: decoded.deck, fileURL: fileURL, fingerprint: fingerprint,
                              isReadOnly: decoded.isReadOnly, warnings: decoded.warnings, filledInValues: decoded.filledInValues)
        } catch {
            throw DeckFileError(error.problem, fileURL: fileURL)
        }
    }

    /// The deck whose name matches `name` case-insensitively, else the file whose stem
    /// (or whole name) does — which may be a broken file. The names come from the summary
    /// cache (`summaries(now:)`), so only the deck found is read in full: `study BIG`
    /// beside other large decks reads BIG alone.
    public func find(_ name: String, now: Date) -> DeckEntry? {
        findReport(name, now: now).entry
    }

    /// What a name given on the command line stands for.
    public enum Lookup: Sendable {
        case found(DeckEntry)
        /// Several decks have that name (copied files keep their deck's name): which is meant
        /// is for the user to say, by file name.
        case ambiguous([DeckSummary])
        case missing
    }

    /// `find`, except that a name several decks share finds none of them.
    public func lookUp(_ name: String, now: Date) -> Lookup {
        let report = findReport(name, now: now, refusingNamesakes: true)
        if report.namesakes.count > 1 { return .ambiguous(report.namesakes) }
        return report.entry.map(Lookup.found) ?? .missing
    }

    /// `find`, and which files it read for their names and which it loaded whole (for tests).
    /// `refusingNamesakes`: when several decks have the name, `namesakes` lists them and none is loaded.
    func findReport(_ name: String, now: Date, refusingNamesakes: Bool = false)
        -> (entry: DeckEntry?, readFiles: [String], loadedInFull: [String], namesakes: [DeckSummary]) {
        let query = name.trimmingCharacters(in: .whitespacesAndNewlines)
        // A file named like the query is usually the deck asked for (big.json for "BIG"):
        // if its summary must be read anyway, it is loaded whole at once, not read twice.
        let report = summariesReport(now: now, loadingInFull: { Self.fileName($0, matches: query) })
        let loadedInFull = report.loaded.keys.sorted()
        let namesakes = report.summaries.filter { !$0.isBroken && $0.name.caseInsensitiveCompare(query) == .orderedSame }
        if refusingNamesakes, namesakes.count > 1 { return (nil, report.readFiles, loadedInFull, namesakes) }
        guard let match = Self.match(query, in: report.summaries) else { return (nil, report.readFiles, loadedInFull, namesakes) }
        if let whole = report.loaded[match.fileURL.lastPathComponent] {
            return (.loaded(whole), report.readFiles, loadedInFull, namesakes)
        }
        do {
            let loaded = try load(fileURL: match.fileURL, now: now)
            return (.loaded(loaded), report.readFiles, loadedInFull + [match.fileURL.lastPathComponent], namesakes)
        } catch {
            return (.broken(fileURL: match.fileURL, error: error), report.readFiles, loadedInFull, namesakes)
        }
    }

    /// The summary `find` picks for `name` among `summaries` (in the chooser's order): the
    /// first deck so named (any case), else the first file so named, with or without `.json`.
    public static func match(_ name: String, in summaries: [DeckSummary]) -> DeckSummary? {
        let query = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return summaries.first { !$0.isBroken && $0.name.caseInsensitiveCompare(query) == .orderedSame }
            ?? summaries.first { fileName($0.fileName, matches: query) }
    }

    private static func fileName(_ fileName: String, matches query: String) -> Bool {
        func same(_ a: String, _ b: String) -> Bool { a.caseInsensitiveCompare(b) == .orderedSame }
        return same(fileName, query) || same(URL(fileURLWithPath: fileName).deletingPathExtension().lastPathComponent, query)
    }

    // MARK: Writing

    /// Writes a new deck to a new file named after it (`capitals.json`, or `capitals-2.json`
    /// if that is taken …), creating `decks/` if needed. Never replaces an existing file.
    public func create(_ deck: Deck) throws(DeckSaveError) -> LoadedDeck {
        try create(deck, refusingTakenNameAt: nil)
    }

    /// `create`, unless a deck already has the name (any case) or a file is named so;
    /// checked and created under the folder's lock, so two programs cannot both pass the
    /// check. `now` stands in for missing dates while reading other decks' names.
    public func createUniquelyNamed(_ deck: Deck, now: Date) throws(DeckSaveError) -> LoadedDeck {
        try create(deck, refusingTakenNameAt: now)
    }

    /// Whether a file in `decks/` is named as a deck of one of these names would be (its
    /// slug, alone or numbered): a quick look that reads no deck, for a guess that is then
    /// checked (an import that expects to create all its decks).
    public func mayHoldDecks(named names: some Sequence<String>) -> Bool {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: decksDirectory.path)) ?? []
        guard !files.isEmpty else { return false }
        let slugs = Set(names.map { DeckFileName.slug(for: $0) })
        return files.contains { file in
            guard file.hasSuffix(".json") else { return false }
            let stem = String(file.dropLast(5))
            if slugs.contains(stem) { return true }
            // A numbered one: "spanish-2".
            guard let hyphen = stem.lastIndex(of: "-"), stem[stem.index(after: hyphen)...].allSatisfy(\.isNumber) else { return false }
            return slugs.contains(String(stem[..<hyphen]))
        }
    }

    /// `createUniquelyNamed` for several decks under one lock and one look at the other
    /// decks' names (an import's new decks: checking each against freshly written files,
    /// which the summary cache does not trust yet, would read them all again for every deck).
    /// A taken name stops it before anything is written; a failed write stops it there, and
    /// the decks created before stay (`onCreated` sees each as it is made, so the caller
    /// can remove them).
    public func createAllUniquelyNamed(_ decks: [Deck], now: Date, onCreated: (LoadedDeck) -> Void) throws(DeckSaveError) {
        guard let first = decks.first else { return }
        try makeDirectory(decksDirectory)
        let lockPath = decksDirectory.appendingPathComponent(DeckFileName.slug(for: first.name) + ".json").path
        try FolderLock.withLock(on: decksDirectory.path, for: lockPath, timeout: lockTimeout) { () throws(DeckSaveError) in
            let others = summaries(now: now)
            for deck in decks where Self.match(deck.name, in: others) != nil { throw .nameTaken(deck.name) }
            for deck in decks {
                let (url, hash) = try placeWithoutReplacing(deck, in: decksDirectory, stem: DeckFileName.slug(for: deck.name))
                let fingerprint = POSIXFile.status(url.path)?.fingerprint(contentHash: hash)
                onCreated(LoadedDeck(deck: deck, fileURL: url, fingerprint: fingerprint))
            }
        }
    }

    private func create(_ deck: Deck, refusingTakenNameAt now: Date?) throws(DeckSaveError) -> LoadedDeck {
        try makeDirectory(decksDirectory)
        let slug = DeckFileName.slug(for: deck.name)
        let (url, hash) = try FolderLock.withLock(on: decksDirectory.path, for: decksDirectory.appendingPathComponent(slug + ".json").path,
                                                  timeout: lockTimeout) { () throws(DeckSaveError) -> (URL, UInt64) in
            if let now, Self.match(deck.name, in: summaries(now: now)) != nil { throw .nameTaken(deck.name) }
            return try placeWithoutReplacing(deck, in: decksDirectory, stem: slug)
        }
        let fingerprint = POSIXFile.status(url.path)?.fingerprint(contentHash: hash)
        return LoadedDeck(deck: deck, fileURL: url, fingerprint: fingerprint)
    }

    /// Moves the deck's file into `trashDirectory` (never replacing a file there) and
    /// returns its new URL.
    public func moveToTrash(_ loaded: LoadedDeck) throws(DeckSaveError) -> URL {
        try moveToTrash(fileURL: loaded.fileURL)
    }

    /// The same for any file in `decks/`, e.g. a broken one.
    public func moveToTrash(fileURL: URL) throws(DeckSaveError) -> URL {
        try makeDirectory(trashDirectory)
        // Under the folder's lock: a save in progress finishes first (then this moves its
        // result), or finds the file gone and reports a conflict.
        return try FolderLock.withLock(on: fileURL.deletingLastPathComponent().path, for: fileURL.path, timeout: lockTimeout) { () throws(DeckSaveError) -> URL in
            try moveIntoTrash(fileURL)
        }
    }

    private func moveIntoTrash(_ fileURL: URL) throws(DeckSaveError) -> URL {
        let source = fileURL.path
        let stem = fileURL.deletingPathExtension().lastPathComponent
        let fileExtension = fileURL.pathExtension.isEmpty ? "" : "." + fileURL.pathExtension
        for attempt in 1... {
            let name = attempt == 1 ? stem + fileExtension : "\(stem)-\(attempt)\(fileExtension)"
            let target = trashDirectory.appendingPathComponent(name)
            do {
                guard try POSIXFile.linkWithoutReplacing(source, target.path) == .linked else { continue }
            } catch {
                throw .io(path: source, message: "cannot move to the trash: \(error.message)")
            }
            unlink(source)
            POSIXFile.syncDirectory(trashDirectory.path)
            POSIXFile.syncDirectory(fileURL.deletingLastPathComponent().path)
            return target
        }
        fatalError("unreachable: an unbounded loop")
    }

    /// On first run (no `decks/` folder yet) writes the sample decks and returns true.
    /// If `decks/` exists — even empty, because the user deleted every deck — does nothing.
    /// The samples are written into a hidden folder that is then renamed to `decks/`, so
    /// an interrupted first run leaves no half-seeded folder.
    public func seedIfNeeded(samples: [(fileName: String, contents: String)]) throws(DeckSaveError) -> Bool {
        guard POSIXFile.status(decksDirectory.path) == nil else { return false }
        for sample in samples where !DeckFileName.isPlain(sample.fileName) { throw .invalidFileName(sample.fileName) }
        try makeDirectory(homeDirectory)
        let staging = homeDirectory.appendingPathComponent(".decks-\(UUID().uuidString)", isDirectory: true)
        try makeDirectory(staging)
        do throws(POSIXFile.Failure) {
            for sample in samples {
                let temporary = try POSIXFile.writeTemporary(Data(sample.contents.utf8), in: staging.path, for: sample.fileName, permissions: nil)
                guard rename(temporary, staging.appendingPathComponent(sample.fileName).path) == 0 else {
                    throw POSIXFile.Failure(message: "cannot write \(sample.fileName): \(POSIXFile.lastError)")
                }
            }
            POSIXFile.syncDirectory(staging.path)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw .io(path: decksDirectory.path, message: error.message)
        }
        guard rename(staging.path, decksDirectory.path) == 0 else {
            let reason = POSIXFile.lastError
            try? FileManager.default.removeItem(at: staging)
            // Someone else created decks/ meanwhile: theirs stands.
            if POSIXFile.status(decksDirectory.path) != nil { return false }
            throw .io(path: decksDirectory.path, message: "cannot create: \(reason)")
        }
        POSIXFile.syncDirectory(homeDirectory.path)
        return true
    }

    // MARK: Helpers

    /// Whether the deck file at `fileURL` is still as it was at `fingerprint` (what a save's
    /// conflict check asks): a deck read then can be used instead of reading it again.
    public func isUnchanged(fileURL: URL, since fingerprint: FileFingerprint) -> Bool {
        isUnchanged(fileURL.resolvingSymlinksInPath().path, since: fingerprint, diskHash: nil)
    }

    /// Whether the file is as it was when loaded: no file where there was none, or the same
    /// metadata now and the same content when `diskHash` (begun earlier) read it, else now.
    /// (The content hash is for a same-size rewrite within the file system clock's tick of
    /// our read; a change after `diskHash` read the file, long after that tick, gets a new
    /// modification time, which the metadata check made after it sees.)
    func isUnchanged(_ path: String, since fingerprint: FileFingerprint?, diskHash: BackgroundContentHash?) -> Bool {
        guard let fingerprint else { return POSIXFile.status(path) == nil }
        guard let now = POSIXFile.status(path), now.fingerprint(contentHash: fingerprint.contentHash).hasSameMetadata(as: fingerprint) else {
            return false
        }
        let contentHash = diskHash.map { $0.wait() } ?? POSIXFile.contentHash(ofFile: path, limit: Self.maximumFileSize)
        return contentHash == fingerprint.contentHash
    }

    /// Writes the deck as `stem.json`, `stem-2.json` … in `directory`, whichever is free first;
    /// returns where, and the hash of what was written.
    private func placeWithoutReplacing(_ deck: Deck, in directory: URL, stem: String) throws(DeckSaveError) -> (URL, UInt64) {
        let temporary: String, lock: Int32
        var hash = ContentHash()
        do {
            // Written as it is encoded, as a save writes: a large deck's bytes are never held whole.
            (temporary, lock) = try POSIXFile.writeLockedTemporary(in: directory.path, for: stem + ".json", permissions: nil) { write in
                codec.fileCoding.encode(deck, Self.writeChunkSize) { piece in
                    hash.update(piece)
                    write(piece)
                }
            }
        } catch {
            throw .io(path: directory.path, message: error.message)
        }
        // Locked until it is removed (a start never takes a live writer's temporary file).
        defer { close(lock) }
        defer { unlink(temporary) }
        for attempt in 1... {
            let target = directory.appendingPathComponent(DeckFileName.candidate(stem, attempt: attempt))
            do {
                try beforeRename(URL(fileURLWithPath: temporary), target)
                guard try POSIXFile.linkWithoutReplacing(temporary, target.path) == .linked else { continue }
            } catch let error as POSIXFile.Failure {
                throw .io(path: target.path, message: "cannot create: \(error.message)")
            } catch {
                throw .io(path: target.path, message: "save interrupted: \(error)")
            }
            POSIXFile.syncDirectory(directory.path)
            return (target, hash.finish())
        }
        fatalError("unreachable: an unbounded loop")
    }

    private func makeDirectory(_ url: URL) throws(DeckSaveError) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .io(path: url.path, message: "cannot create the folder: \((error as NSError).localizedDescription)")
        }
    }
}
