/// One slot per file for the results of reading several deck files at once
/// (`DispatchQueue.concurrentPerform`): each worker writes only its own slot, and the
/// slots are taken only after every worker has returned.
///
/// `@unchecked Sendable`: the slots are distinct memory, written once each, and read after
/// `concurrentPerform` returns, which orders the writes before the reads.
final class FileReads: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<DeckStore.Read?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ read: DeckStore.Read, at index: Int) {
        slots[index] = read
    }

    /// Every slot's result, in order (all must have been stored).
    func take() -> [DeckStore.Read] {
        slots.map { $0! }
    }
}
