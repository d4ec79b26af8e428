import FlashzillaProgress
import FlashzillaSync
import Foundation

/// Where the last sync read the progress file: when it began to read (answers given since
/// have later times), a review log row id (answers recorded later have higher ones) and
/// how long before that time answers are read again. Kept in the kept collection's sync
/// state; the next sync reads only the cards answered since, or marked on either side,
/// instead of every card. None (a collection synced by an earlier version): every card is read.
struct SyncReadMark: Equatable {
    /// The margin of a mark whose row id is the log's last once the sync ended (a first
    /// sync, an upload, a normal sync whose import may have put another file in place):
    /// an answer recorded by another program while the sync read the file may carry a time
    /// just before the mark and a row id below its own.
    static let margin: TimeInterval = 60
    static let key = "answersRead"

    var time: Date
    var reviewID: Int64
    var margin: TimeInterval = Self.margin

    static func read(from kept: SyncedCollection) throws -> SyncReadMark? {
        guard let text = try kept.syncState(key) else { return nil }
        let parts = text.split(separator: " ")
        // Two parts: written by an earlier version, always with the margin.
        guard parts.count == 2 || parts.count == 3, let seconds = Int64(parts[0]), let id = Int64(parts[1]) else { return nil }
        var margin = Self.margin
        if parts.count == 3 {
            guard let kept = Int64(parts[2]), kept >= 0 else { return nil }
            margin = TimeInterval(kept)
        }
        return SyncReadMark(time: Date(timeIntervalSince1970: TimeInterval(seconds)), reviewID: id, margin: margin)
    }

    /// Keeps the mark of a sync that began to read at `began`, once it has ended.
    static func write(into kept: SyncedCollection, began: Date, app: AppContext) throws {
        try write(into: kept, began: began, progress: SyncProgress.open(app))
    }

    /// The same through the sync's own store (nil: no progress file). `readFrom`: the log's
    /// last row id, noted after `began` and before the sync read the file, in the file the
    /// store has now; `imported`: how many answers the sync itself recorded since (nil: not
    /// known, or the file may be another). With both, no margin: an answer another program
    /// recorded after the sync began to read has a row id above `readFrom`; when the rows
    /// above it are this sync's imports alone there was none, and the mark takes the log's
    /// last id (the imports are not read again); otherwise it keeps `readFrom`, and the next
    /// sync reads them and the other program's answers, whatever their times. `alongWith`:
    /// more of the sync state, kept in the same commit.
    static func write(into kept: SyncedCollection, began: Date, progress: ProgressStore?, readFrom: Int64? = nil,
                      imported: Int? = nil, alongWith more: [String: String?] = [:]) throws {
        let last = try progress?.lastReviewID() ?? 0
        var mark = SyncReadMark(time: Date(timeIntervalSince1970: began.timeIntervalSince1970.rounded(.down)), reviewID: last)
        if let progress, let readFrom, let imported {
            mark.margin = 0
            if try progress.reviewCount(after: readFrom) != imported { mark.reviewID = readFrom }
        }
        try kept.setSyncState(more.merging([key: mark.text]) { _, mark in mark })
    }

    /// As the sync state keeps it: seconds, row id, margin in seconds.
    var text: String {
        "\(Int64(time.timeIntervalSince1970.rounded(.down))) \(reviewID) \(Int64(margin))"
    }

    /// The cards of the progress file a sync reads (by deck id; answered since the mark, or
    /// marked) and those of the kept collection it looks for everywhere (pending or marked
    /// there); nil without a mark: every card.
    static func candidates(kept: SyncedCollection, progress: ProgressStore) throws -> (here: [UUID: Set<UUID>], kept: Set<Int64>)? {
        guard let mark = try read(from: kept) else { return nil }
        var here = try progress.cardsAnswered(since: mark.time.addingTimeInterval(-mark.margin), orAfterReview: mark.reviewID)
        here.merge(try progress.markedCards()) { $0.union($1) }
        return (here, try kept.pendingOrMarkedCardIDs())
    }
}
