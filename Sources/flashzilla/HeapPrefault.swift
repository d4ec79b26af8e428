import CProcessMemory

/// Opening a 100,000-card deck in a fresh process touches about 25 MB of new heap, and
/// the kernel hands it over one 4 KB page fault at a time: 6,000 faults, 10 to 15 ms of
/// the first card (issues 14 and 15). The second core faults those pages in ahead of the
/// parser instead. Only for the one deck a command opens at start.
enum HeapPrefault {
    /// About what a card costs in the heap once loaded (its text, its place in the array),
    /// measured on decks with and without ids: 185 to 230 bytes.
    static let bytesPerCard = 200

    /// Starts faulting in room for `cardCount` cards. Small decks are left alone.
    static func begin(cardCount: Int) {
        _ = fz_heap_prefault_begin(cardCount.multipliedReportingOverflow(by: bytesPerCard).partialValue)
    }

    /// After the load: malloc goes back to its usual settings.
    static func end() { fz_heap_prefault_end() }
}
