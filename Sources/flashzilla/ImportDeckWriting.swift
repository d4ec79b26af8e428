import FlashzillaCore
import FlashzillaImport
import Foundation
import Synchronization

/// An import plan's deck files, written on another core while the review history goes into
/// the progress file (20 decks of a large package: 75 ms of files and fsyncs beside the
/// history's second). `wait()` gives the outcome; every deck created is known even when a
/// later one fails, so the import can take them away again.
final class ImportDeckWriting: Sendable {
    private struct State {
        /// Index in the plan's decks → the file made for it.
        var created: [(index: Int, url: URL)] = []
        var failure: (any Error)?
    }

    private let state = Mutex(State())
    private let group = DispatchGroup()

    /// Starts writing: the plan's new decks (all uniquely named), then its changed ones
    /// (each merged with any change made meanwhile).
    init(_ plan: consuming ImportPlan, to store: DeckStore, now: Date) {
        DedicatedThread.start(in: group) { [self, plan] in
            do {
                let new = plan.decks.indices.filter { plan.decks[$0].isNew }
                var next = 0
                try store.createAllUniquelyNamed(new.map { plan.decks[$0].deck }, now: now) { loaded in
                    let index = new[next]
                    self.state.withLock { $0.created.append((index, loaded.fileURL)) }
                    next += 1
                }
                for item in plan.decks where item.hasChanges {
                    guard var loaded = item.existing else { continue }
                    let base = DeckBaseline(loaded.deck)
                    loaded.deck = item.deck
                    try store.save(&loaded, mergingFrom: base, now: now)
                }
            } catch {
                self.state.withLock { $0.failure = error }
            }
        }
    }

    /// Waits for the writing to end; throws what stopped it.
    func wait() throws {
        group.wait()
        if let failure = state.withLock({ $0.failure }) { throw failure }
    }

    /// What stopped the writing, once it has ended (nil: every deck was written).
    var failure: (any Error)? {
        group.wait()
        return state.withLock { $0.failure }
    }

    /// The decks created so far, with their index in the plan (all of them once `wait()` returns).
    var created: [(index: Int, url: URL)] {
        group.wait()
        return state.withLock { $0.created }
    }
}
