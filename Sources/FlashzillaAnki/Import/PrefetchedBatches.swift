import FlashzillaCore
import Foundation
import Synchronization

/// A sequence of batches made on another thread, at most `ahead` of them waiting: an
/// import's history is replayed through FSRS while SQLite writes the batch before (the
/// writing thread then only writes). Stopping early (a failed write) lets the maker go.
public final class PrefetchedBatches<Element: Sendable>: Sequence, IteratorProtocol, Sendable {
    private struct State {
        var ready: [Element] = []
        var finished = false
        var stopped = false
    }

    private let state = Mutex(State())
    /// Signalled once a batch is taken (room for another), and once when stopped.
    private let room: DispatchSemaphore
    /// Signalled once a batch is ready, and once when the maker has finished.
    private let filled = DispatchSemaphore(value: 0)

    /// `make` runs on another thread and hands each batch to its argument, which says
    /// whether to go on (false once the reader has stopped).
    public init(ahead: Int = 2, _ make: @escaping @Sendable (_ hand: (Element) -> Bool) -> Void) {
        // Made at 0 and raised: libdispatch stops a program that frees a semaphore below the
        // value it was made with, and a reader that stops early leaves `room` lower.
        room = DispatchSemaphore(value: 0)
        for _ in 0..<Swift.max(1, ahead) { room.signal() }
        // A thread of its own: the maker runs as long as the writing does.
        DedicatedThread.start { [self] in
            make { batch in
                room.wait()
                let goOn = state.withLock { state in
                    if !state.stopped { state.ready.append(batch) }
                    return !state.stopped
                }
                if goOn { filled.signal() }
                return goOn
            }
            state.withLock { $0.finished = true }
            filled.signal()
        }
    }

    public func next() -> Element? {
        while true {
            filled.wait()
            let (batch, finished) = state.withLock { state -> (Element?, Bool) in
                state.ready.isEmpty ? (nil, state.finished) : (state.ready.removeFirst(), false)
            }
            if let batch {
                room.signal()
                return batch
            }
            if finished {
                filled.signal()  // a later call ends too
                return nil
            }
        }
    }

    /// The reader wants no more: the maker stops at its next batch.
    public func stop() {
        state.withLock { $0.stopped = true }
        room.signal()
    }
}
