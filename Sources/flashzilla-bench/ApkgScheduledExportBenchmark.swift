import FlashzillaAnki
import FlashzillaCore
import FlashzillaImport
import FlashzillaProgress
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `flashzilla-bench export-apkg-scheduled FILE [--runs N]`: an Anki package (the 50,000-note
/// one of scripts/apkg-import-speed.py) imported as `flashzilla import` does, history and all,
/// then exported back as one package with its notes and scheduling, as `flashzilla export
/// --format apkg` does: the cards' states, marks and answers read from the progress file, and
/// the package written. scripts/apkg-export-speed.py sets it beside Anki's own export.
enum ApkgScheduledExportBenchmark {
    static func run(path: String, runs: Int) throws {
        let now = Date()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-bench-export-\(getpid())")
        try? FileManager.default.removeItem(at: home)
        defer { try? FileManager.default.removeItem(at: home) }
        let package = try AnkiPackageReader.read(fileAt: path)
        let plan = try ImportPlan(files: [package.parsed], deckName: nil, now: now) { _ in nil }
        let store = DeckStore(homeDirectory: home)
        try store.createAllUniquelyNamed(plan.decks.map(\.deck), now: now) { _ in }
        let history = ImportedHistory(for: plan, deckName: nil, packages: [package], scheduler: FSRSScheduler())
        let progressURL = home.appendingPathComponent("progress.sqlite")
        try ProgressStore(fileURL: progressURL).record(batches: history.batches())
        package.cleanUp()

        // The package's decks as one, as Anki exports the tree of its parent.
        let decks = try store.summaries(now: now).map { try store.load(fileURL: $0.fileURL, now: now).deck }
        var whole = Deck(name: "Big")
        var guids = Set<String>()
        for deck in decks {
            whole.cards += deck.cards
            whole.notes += deck.notes.filter { guids.insert($0.guid).inserted }
            for type in deck.noteTypes where !whole.noteTypes.contains(where: { $0.id == type.id }) { whole.noteTypes.append(type) }
        }
        print("Export with scheduling of \((path as NSString).lastPathComponent): \(whole.notes.count) notes, \(whole.cards.count) cards, "
              + "\(history.count) answers (release build: \(BenchMain.isReleaseBuild ? "yes" : "NO — use -c release")); \(runs) runs, median / min / max")
        print("| what | time |")
        print("|---|---:|")
        let output = home.appendingPathComponent("export.apkg").path
        var answers = 0
        let reading = try Measure.times(runs: runs) { () throws -> ApkgScheduling in
            let gathered = try study(of: decks, progressURL: progressURL, now: now)
            answers = gathered.scheduling.answers.values.reduce(0) { $0 + $1.count }
            return gathered.scheduling
        }
        print("| read the states, marks and \(answers) answers from the progress file | \(reading.formatted) |")
        let read = try study(of: decks, progressURL: progressURL, now: now)
        let write = try Measure.times(runs: runs) {
            try ApkgExporter.write(whole, to: output, marks: read.marks, scheduling: read.scheduling, now: now)
        }
        print("| write the package (notes, cards, review log, zip) | \(write.formatted) |")
        // As `flashzilla export` does it: the progress file read while the notes are made.
        let both = try Measure.times(runs: runs) { () throws -> Int in
            try ApkgExporter.write(decks: [(whole, nil)], to: output, now: now) {
                let again = try study(of: decks, progressURL: progressURL, now: now)
                return [ApkgExporter.Study(marks: again.marks, scheduling: again.scheduling)]
            }
            return 0
        }
        print("| the whole export | \(both.formatted) |")
        let size = (try FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        print(String(format: "package: %.1f MB; peak memory %.0f MiB", Double(size) / 1e6, Measure.peakMemoryMiB))
    }

    /// What `ExportScheduling` reads for a deck, for all of them.
    private static func study(of decks: [Deck], progressURL: URL, now: Date) throws -> (marks: [UUID: CardMarks], scheduling: ApkgScheduling) {
        let progress = try ProgressStore.openForReading(progressURL)
        var marks: [UUID: CardMarks] = [:], states: [UUID: FSRSCardState] = [:], lapses: [UUID: Int] = [:]
        var answers: [UUID: [ApkgScheduling.Answer]] = [:]
        var introduced = 0, reviewed = 0
        for deck in decks {
            let deckMarks = try progress.marks(deckID: deck.id, now: now)
            marks.merge(deckMarks.marks) { $1 }
            lapses.merge(deckMarks.lapses) { $1 }
            states.merge(try progress.states(deckID: deck.id).dictionary) { $1 }
            for (card, entries) in try progress.reviewAnswers(deckID: deck.id) {
                answers[card] = entries.map {
                    ApkgScheduling.Answer(time: $0.time, rating: $0.rating, milliseconds: $0.milliseconds, phaseBefore: $0.phaseBefore,
                                          difficulty: $0.difficulty)
                }
            }
            let today = try progress.today(deckID: deck.id, dayStart: StudyDay.start(of: now, timeZone: .current))
            introduced += today.introduced
            reviewed += today.reviewed
        }
        return (marks, ApkgScheduling(now: now, configuration: try SchedulerConfiguration(), states: states, lapses: lapses, answers: answers,
                                      introducedToday: introduced, reviewedToday: reviewed))
    }
}
