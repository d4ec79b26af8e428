import FlashzillaCore
import FlashzillaImport
import Foundation

/// An Anki package read for import: its cards, grouped by deck like a text file's, and the
/// media its cards show, already unpacked and checked in a temporary folder (so nothing
/// about the package can fail once the decks are being written). `cleanUp()` removes it.
public struct AnkiPackageImport: Sendable {
    public var parsed: ParsedFile
    /// Media file name (safe: see `MediaName`) → its unpacked bytes.
    public var media: [String: URL]
    /// The cards answered in Anki (its revlog), in the package's order. A list, not a map by
    /// card: an import whose history is written early never looks a card up, and a map of
    /// 83,333 keys took 35 ms to make (`historyByCard()` makes it when it is wanted).
    public var answered: [AnsweredCard]
    public var reviewLog: [AnkiReview]
    /// Cards Anki has suspended, buried or flagged, by key (few; see `AnkiCardMarks`).
    public var marks: [CardKey: AnkiCardMark] = [:]
    /// Every card's state in Anki's scheduler (`AnsweredCard.row` says whose).
    public var schedules: [AnkiCardSchedule] = []
    /// The collection's day numbers as dates (for its cards' schedules).
    public var days = AnkiCollectionDays(creation: 0)
    /// Each Anki deck's options, by its full name (`ImportPlan.takeDeckOptions`).
    public var deckOptions: [String: AnkiDeckOptionValues] = [:]
    /// Locked while it is in use: a killed import's is removed at the next start.
    let scratch: ScratchFolder

    /// Lets go of the cards and history (once the plan and the answers are made); the
    /// media stay until `cleanUp()`.
    public mutating func dropCards() {
        parsed = ParsedFile(file: parsed.file)
        answered = []
        reviewLog = []
        schedules = []
    }

    /// Where each answered card's answers are in `reviewLog`, by card (a card given twice:
    /// the first, as the import takes the first).
    public func historyByCard() -> [CardKey: AnsweredCard] {
        var history = [CardKey: AnsweredCard](minimumCapacity: answered.count)
        for card in answered where history[card.key] == nil { history[card.key] = card }
        return history
    }

    public func cleanUp() {
        scratch.remove()
    }

    /// The package's media that `text` (a card's prompt or answer) shows:
    /// `[image: x.png]`, `[sound: x.mp3]`.
    public func mediaNames(shownIn text: String) -> [String] {
        MediaReferences.names(in: text).filter { media[$0] != nil }
    }
}

/// A card answered in Anki, and where its answers are in the package's `reviewLog`, oldest
/// first. (Ranges of one array: a copy for each of 83,333 cards took 7 MB more, and a slice
/// takes four words where a range takes two.)
public struct AnsweredCard: Hashable, Sendable {
    public var key: CardKey
    public var reviews: Range<Int>
    /// Where its state in Anki's scheduler is in the package's `schedules`.
    var row: Int32 = 0
}

/// Reads `.apkg` and `.colpkg` files, in any of Anki's three layouts.
public enum AnkiPackageReader {
    /// Whether the file is one for this reader: an Anki extension, or a zip by its first bytes.
    public static func handles(path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        if ext == "apkg" || ext == "colpkg" { return true }
        // Only a regular file is sniffed: the bytes read from a pipe (`<(cat x.csv)`) would be lost to the import.
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 4)) == Data([0x50, 0x4B, 0x03, 0x04])
    }

    /// Reads the package at `path` (`displayName` names it in errors and the report),
    /// unpacking into a new folder inside `temporaryDirectory`. `collectionRead` hears the
    /// collection's history as soon as it is read, before the cards are rendered (an import
    /// starts writing it then).
    public static func read(fileAt path: String, displayName: String? = nil, limits: ExtractionLimits = .standard,
                            temporaryDirectory: URL = FileManager.default.temporaryDirectory,
                            collectionRead: (AnkiHistorySource) -> Void = { _ in }) throws(ImportError) -> AnkiPackageImport {
        let name = displayName ?? path
        return try withScratch(named: name, in: temporaryDirectory) { scratch in
            try read(URL(fileURLWithPath: path), name: name, scratch: scratch, limits: limits, collectionRead: collectionRead)
        }
    }

    /// `body`'s import, read with a new scratch folder in `temporaryDirectory` (removed if it
    /// fails); any error named as `name`'s.
    static func withScratch(named name: String, in temporaryDirectory: URL,
                            _ body: (ScratchFolder) throws -> AnkiPackageImport) throws(ImportError) -> AnkiPackageImport {
        let scratch: ScratchFolder
        do {
            scratch = try ScratchFolder(.apkg, in: temporaryDirectory)
        } catch {
            throw ImportError(file: name, line: nil, message: "\(error.message)")
        }
        do {
            return try body(scratch)
        } catch {
            scratch.remove()
            throw ImportError(file: name, line: nil, message: (error as? PackageProblem)?.description ?? "\(error)")
        }
    }

    private static func read(_ url: URL, name: String, scratch: ScratchFolder, limits: ExtractionLimits,
                             collectionRead: (AnkiHistorySource) -> Void) throws -> AnkiPackageImport {
        let folder = scratch.url
        let archive = try PackageArchive(url: url, limits: limits)
        let layout = try PackageLayout.detect(entries: archive.entryNames, meta: archive.contains("meta") ? try archive.bytes("meta") : nil)
        guard archive.contains(layout.collectionName) else {
            throw PackageProblem("is not a complete Anki package (it has no \(layout.collectionName))")
        }
        let database = folder.appendingPathComponent("collection.sqlite")
        try archive.write(layout.collectionName, to: database, zstd: layout == .latest)
        return try taken(collectionAt: database, removingIt: true, name: name, scratch: scratch, collectionRead: collectionRead) { shown in
            // Only the media some card shows are unpacked.
            let list = try MediaList.read(archive.contains("media") ? try archive.bytes("media") : nil, layout: layout, limit: limits.bytesPerEntry)
            let mediaFolder = folder.appendingPathComponent("media", isDirectory: true)
            try FileManager.default.createDirectory(at: mediaFolder, withIntermediateDirectories: true)
            var media: [String: URL] = [:]
            for item in list.items where shown.contains(item.name) && media[item.name] == nil && archive.contains(item.entry) {
                let file = mediaFolder.appendingPathComponent(String(media.count))
                try archive.write(item.entry, to: file, zstd: layout == .latest)
                media[item.name] = file
            }
            return media
        }
    }

    /// The collection at `database` read, its cards rendered, and the media some card shows
    /// found by `media` (given their names); `removingIt`: the file is a copy of the
    /// package's, removed once read.
    static func taken(collectionAt database: URL, removingIt: Bool, name: String, scratch: ScratchFolder,
                      collectionRead: (AnkiHistorySource) -> Void, media: (Set<String>) throws -> [String: URL]) throws -> AnkiPackageImport {
        var collection = try CollectionReader.read(database)
        let marks = try AnkiCardMarks.read(database)
        if removingIt { try? FileManager.default.removeItem(at: database) }
        // Before the history is started: a package refused for its templates writes nothing.
        let templates = try PackageCards.templates(of: collection)
        collectionRead(AnkiHistorySource(collection: collection))
        var (parts, answered) = PackageCards(collection, templates: templates, file: name).rendered()
        // The notes' text is let go before the rendered chunks are joined (the import's peak).
        let reviewLog = collection.reviewLog, days = collection.days, schedules = collection.schedules, deckOptions = collection.deckOptions
        collection = AnkiCollection()
        let parsed = ParsedFile.joined(&parts, file: name)

        var shown = Set<String>()
        for group in parsed.groups {
            for card in group.cards {
                card.withTextUTF8 { prompt, answer in
                    shown.formUnion(MediaReferences.names(inUTF8: prompt))
                    shown.formUnion(MediaReferences.names(inUTF8: answer))
                }
            }
        }
        return AnkiPackageImport(parsed: parsed, media: try media(shown), answered: answered, reviewLog: reviewLog, marks: marks, schedules: schedules,
                                 days: days, deckOptions: deckOptions, scratch: scratch)
    }
}
