import FlashzillaCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `flashzilla export --format apkg`: a deck as an Anki package that Anki imports as a deck
/// of the same name (`::` making subdecks). A note kept from Anki goes with its note type,
/// GUID and fields; a card made here as a Basic note with its tags. Each card keeps its
/// flag, suspension and bury, and with `scheduling` its state and answers. Exporting again
/// gives the same note GUIDs, so importing the newer package into Anki updates the notes
/// instead of adding copies.
public enum ApkgExporter {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// One deck of a package: its cards, its media (`HOME/media/<deck id>/`; the files its
    /// cards show go into the package), its cards' suspensions, buries and flags by card id,
    /// and with `scheduling` their states and answers.
    public struct Part {
        public var deck: Deck
        public var mediaFolder: URL?
        public var marks: [UUID: CardMarks]
        public var scheduling: ApkgScheduling?

        public init(deck: Deck, mediaFolder: URL? = nil, marks: [UUID: CardMarks] = [:], scheduling: ApkgScheduling? = nil) {
            self.deck = deck
            self.mediaFolder = mediaFolder
            self.marks = marks
            self.scheduling = scheduling
        }
    }

    /// Writes `deck` to `path`, replacing a file there only once the new one is complete
    /// (see `AtomicFileReplacement`); on failure nothing is left behind.
    public static func write(_ deck: Deck, to path: String, mediaFolder: URL? = nil, marks: [UUID: CardMarks] = [:],
                             scheduling: ApkgScheduling? = nil, now: Date = Date()) throws(Failure) {
        try write([Part(deck: deck, mediaFolder: mediaFolder, marks: marks, scheduling: scheduling)], to: path, now: now)
    }

    /// What the learner's study adds to a deck's part: its cards' marks, and with scheduling
    /// their states and answers.
    public struct Study: Sendable {
        public var marks: [UUID: CardMarks]
        public var scheduling: ApkgScheduling?

        public init(marks: [UUID: CardMarks] = [:], scheduling: ApkgScheduling? = nil) {
            self.marks = marks
            self.scheduling = scheduling
        }
    }

    /// Writes several decks (a parent and the decks inside it) to one package, each card in
    /// its own deck under the deck's full `::` name, so Anki imports them as its deck tree.
    public static func write(_ parts: [Part], to path: String, now: Date = Date()) throws(Failure) {
        do {
            try write(decks: parts.map { ($0.deck, $0.mediaFolder) }, to: path, now: now) {
                parts.map { Study(marks: $0.marks, scheduling: $0.scheduling) }
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: reason(error))
        }
    }

    /// Writes `decks` as `write(_:to:now:)` does, with the study `study` gives (one for each
    /// deck, in order). `study` runs on the calling thread while the decks' notes are made and
    /// written on another (reading the progress file costs an export no time of its own); its
    /// error is thrown as it is, and nothing is written. The package's own errors are `Failure`.
    public static func write(decks: [(deck: Deck, mediaFolder: URL?)], to path: String, now: Date = Date(),
                             study: () throws -> [Study]) throws {
        let target = URL(fileURLWithPath: path)
        // Next to the target, so the final rename stays on one file system; hidden until then,
        // and short enough for any target name (NAME_MAX is 255 bytes).
        let unfinished = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent.prefix(50)).\(UUID().uuidString).tmp")
        // Locked while in use, so a start elsewhere never takes it (`ScratchFolder`).
        let folder: ScratchFolder
        do { folder = try ScratchFolder(.apkg) } catch { throw Failure(description: reason(error)) }
        defer {
            folder.remove()
            try? FileManager.default.removeItem(at: unfinished)
        }
        let collection = folder.url.appendingPathComponent("collection.anki2")
        let media = try writeCollection(decks: decks, to: collection.path, now: now, study: study)
        do {
            try ApkgArchive.write(collectionAt: collection, media: media, to: unfinished)
            try AtomicFileReplacement.replace(target.path, with: unfinished.path)
        } catch {
            throw Failure(description: reason(error))
        }
    }

    /// The collection file alone (schema 11) at `path`, written as `write(decks:…)` writes
    /// it; returns the media files the cards show, by name (a name two decks' folders share
    /// goes once, the first deck's file).
    static func writeCollection(decks: [(deck: Deck, mediaFolder: URL?)], to path: String, now: Date,
                                study: () throws -> [Study]) throws -> [(name: String, file: URL)] {
        let writing = CollectionWriting(decks: decks, to: path, now: now)
        let studies: [Study]
        do {
            studies = try study()
            precondition(studies.count == decks.count, "one study for each deck")
        } catch {
            writing.give(nil)
            _ = try? writing.finish()
            throw error
        }
        // The cards' rows take their note and card ids from the notes: made here while the
        // notes go into the file.
        let notes = writing.madeNotes()
        writing.give(decks.indices.map { k in
            AnkiCollectionFile.Studied(cards: AnkiPackageCards(deck: decks[k].deck, notes: notes[k], marks: studies[k].marks,
                                                               scheduling: studies[k].scheduling, now: now),
                                       scheduling: studies[k].scheduling)
        })
        do {
            return try writing.finish()
        } catch {
            throw Failure(description: reason(error))
        }
    }

    /// The files of `folder` that a card shows (`[image: x.png]`, `[sound: x.mp3]`), by name.
    static func shownMedia(of deck: Deck, in folder: URL?) -> [(name: String, file: URL)] {
        guard let folder, let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path), !files.isEmpty else { return [] }
        var shown = Set<String>()
        for card in deck.cards {
            card.withTextUTF8 { prompt, answer in
                for text in [prompt, answer] {
                    for marker in MediaReferences.markers(in: text) { shown.insert(String(decoding: text[marker.name], as: UTF8.self)) }
                }
            }
        }
        return files.sorted().filter(shown.contains).compactMap { name in
            let file = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) && !isFolder.boolValue ? (name, file) : nil
        }
    }

    /// The words for what went wrong: the system's for a file error ("No such file or
    /// directory"), else the error's own (GRDB's "SQLite error 13: database or disk is full").
    static func reason(_ error: any Error) -> String {
        switch error {
        case let error as CocoaError:
            if let posix = error.underlying as? POSIXError { return reason(posix) }
            return error.localizedDescription
        case let error as POSIXError:
            return String(cString: strerror(error.code.rawValue))
        case let error as POSIXFile.Failure:
            return error.message
        default:
            return "\(error)"
        }
    }
}
