import FlashzillaAnki
import FlashzillaCore
import FlashzillaProgress
import Foundation

/// What `export --format apkg` reads of a deck's study from the progress file: its cards'
/// marks always, and with scheduling their states, lapses and Review answers. No progress
/// file means nothing was studied: every card new and unmarked.
enum ExportScheduling {
    static func read(deck: Deck, app: AppContext, withScheduling: Bool) throws -> (marks: [UUID: CardMarks], scheduling: ApkgScheduling?) {
        let configuration = app.settingsStore.load().settings.scheduler.applying(deck.settings.review)
        guard FileManager.default.fileExists(atPath: app.progressURL.path) else {
            return ([:], withScheduling ? scheduling(configuration: configuration, now: app.now) : nil)
        }
        let progress = try ProgressStore.openForReading(app.progressURL)
        let start = try ReviewStart(deckID: deck.id, store: progress, now: app.now)
        guard withScheduling else { return (start.marks.marks, nil) }
        var answers: [UUID: [ApkgScheduling.Answer]] = [:]
        for (card, entries) in try progress.reviewAnswers(deckID: deck.id) {
            answers[card] = entries.map {
                ApkgScheduling.Answer(time: $0.time, rating: $0.rating, milliseconds: $0.milliseconds, phaseBefore: $0.phaseBefore,
                                      difficulty: $0.difficulty)
            }
        }
        return (start.marks.marks, scheduling(configuration: configuration, now: app.now, states: start.states.dictionary,
                                              lapses: start.marks.lapses, answers: answers,
                                              introduced: start.introducedToday, reviewed: start.reviewedToday))
    }

    private static func scheduling(configuration: SchedulerConfiguration, now: Date, states: [UUID: FSRSCardState] = [:],
                                   lapses: [UUID: Int] = [:], answers: [UUID: [ApkgScheduling.Answer]] = [:],
                                   introduced: Int = 0, reviewed: Int = 0) -> ApkgScheduling {
        ApkgScheduling(now: now, configuration: configuration, states: states, lapses: lapses, answers: answers,
                       introducedToday: introduced, reviewedToday: reviewed)
    }
}
