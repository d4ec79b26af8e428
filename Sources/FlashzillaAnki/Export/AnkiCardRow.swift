import FlashzillaCore
import Foundation

/// One card as the row of Anki's `cards` table it becomes: which note and template, and
/// its schedule (new unless the package carries scheduling) with its marks.
struct AnkiCardRow {
    var id: Int64
    var noteID: Int64
    var ord: Int
    var modified: Int64
    var type = 0, queue = 0
    var due: Int64
    var interval = 0, factor = 0, reps = 0, lapses = 0, left = 0
    var flags = 0
    var data = ""

    /// A new card at `position` in the new-card queue, with `marks` (suspended: queue -1;
    /// buried by the learner: -3, Anki's manual bury; a flag in the low bits of `flags`).
    init(id: Int64, noteID: Int64, ord: Int, modified: Int64, position: Int64, marks: CardMarks?, now: Date) {
        self.id = id
        self.noteID = noteID
        self.ord = ord
        self.modified = modified
        due = position
        if let marks {
            flags = marks.flag?.rawValue ?? 0
            if marks.isSuspended { queue = -1 } else if marks.isBuried(at: now) { queue = -3 }
        }
    }

    /// The card's state as Anki's columns, through the mapping sync uses
    /// (`AnkiScheduleColumns`); a card with no state stays new.
    mutating func schedule(_ state: FSRSCardState?, lapses: Int, scheduling: ApkgScheduling) {
        self.lapses = lapses
        guard let state else { return }
        let columns = AnkiScheduleColumns(state: state, days: scheduling.days, configuration: scheduling.configuration)
        let setAside = queue < 0 ? queue : nil
        type = columns.type
        queue = setAside ?? columns.queue
        due = columns.due
        interval = columns.interval
        left = columns.left
        reps = columns.reps
        // Anki keeps an ease beside FSRS's memory (used if FSRS is turned off): its starting one.
        factor = 2500
        data = AnkiScheduleColumns.data(existing: "", state: state, desiredRetention: scheduling.configuration.desiredRetention)
    }
}
