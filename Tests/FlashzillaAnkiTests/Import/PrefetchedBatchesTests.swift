import Foundation
import Synchronization
import Testing
@testable import FlashzillaAnki

/// Batches made on another thread come in order, all of them, and a reader that stops
/// early lets the maker end.
@Suite struct PrefetchedBatchesTests {
    @Test func everyBatchComesInOrderThenNothing() {
        for ahead in [1, 2, 5] {
            let batches = PrefetchedBatches<[Int]>(ahead: ahead) { hand in
                for n in 0..<200 where !hand([n, n]) { break }
            }
            #expect(Array(batches) == (0..<200).map { [$0, $0] }, "\(ahead) ahead")
            #expect(batches.next() == nil)
        }
        #expect(Array(PrefetchedBatches<[Int]> { _ in }).isEmpty)
    }

    @Test func stoppingLetsTheMakerEnd() {
        let made = Mutex(0)
        let ended = DispatchSemaphore(value: 0)
        let batches = PrefetchedBatches<[Int]>(ahead: 2) { hand in
            for n in 0..<1_000 {
                made.withLock { $0 += 1 }
                if !hand([n]) { break }
            }
            ended.signal()
        }
        #expect(batches.next() == [0])
        #expect(batches.next() == [1])
        batches.stop()
        #expect(ended.wait(timeout: .now() + 10) == .success)
        // The two taken, up to two waiting, and the one refused.
        #expect(made.withLock { $0 } <= 5)
    }
}
