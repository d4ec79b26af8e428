import FlashzillaProgress
import FlashzillaSync
import Foundation

/// Where the last sync read the progress file: when it began to read (answers given since
/// have later times) and the review log's last row id once it ended (answers an import
/// adds later, of any time, have higher ones). Kept in the kept collection's sync state;
/// the next sync reads only the cards answered since, or marked on either side, instead
/// of every card. None (a collection synced by an earlier version): every card is read.
struct SyncReadMark: Equatable {
    /// Answers given up to this long before the mark are read again: one recorded by
    /// another program while the last sync read the file may carry a time just before it.
    static let margin: TimeInterval = 60
    static let key = "answersRead"

    var time: Date
    var reviewID: Int64

    static func read(from kept: SyncedCollection) throws -> SyncReadMark? {
        guard let text = try kept.syncState(key) else { return nil }
        let parts = text.split(separator: " ")
        guard parts.count == 2, let seconds = Int64(parts[0]), let id = Int64(parts[1]) else { return nil }
        return SyncReadMark(time: Date(timeIntervalSince1970: TimeInterval(seconds)), reviewID: id)
    }

    /// Keeps the mark of a sync that began to read at `began`, once it has ended.
    static func write(into kept: SyncedCollection, began: Date, app: AppContext) throws {
        try write(into: kept, began: began, progress: SyncProgress.open(app))
    }

    /// The same through the sync's own store (nil: no progress file). `alongWith`: more of
    /// the sync state, kept in the same commit.
    static func write(into kept: SyncedCollection, began: Date, progress: ProgressStore?, alongWith more: [String: String?] = [:]) throws {
        let id = try progress?.lastReviewID() ?? 0
        try kept.setSyncState(more.merging([key: "\(Int64(began.timeIntervalSince1970.rounded(.down))) \(id)"]) { _, mark in mark })
    }

    /// The cards of the progress file a sync reads (by deck id; answered since the mark, or
    /// marked) and those of the kept collection it looks for everywhere (pending or marked
    /// there); nil without a mark: every card.
    static func candidates(kept: SyncedCollection, progress: ProgressStore) throws -> (here: [UUID: Set<UUID>], kept: Set<Int64>)? {
        guard let mark = try read(from: kept) else { return nil }
        var here = try progress.cardsAnswered(since: mark.time.addingTimeInterval(-margin), orAfterReview: mark.reviewID)
        here.merge(try progress.markedCards()) { $0.union($1) }
        return (here, try kept.pendingOrMarkedCardIDs())
    }
}
