/// The `limit` smallest of the keys offered, kept in a max-heap: Review keeps the day's
/// 200 most overdue of a deck's (possibly 100,000) due cards without sorting them all.
struct SmallestKeys<Key: Comparable> {
    let limit: Int
    /// A max-heap: the largest kept key first.
    private var heap: [Key] = []

    init(limit: Int) {
        self.limit = max(0, limit)
        heap.reserveCapacity(min(self.limit, 1_024))
    }

    mutating func offer(_ key: Key) {
        if heap.count < limit {
            heap.append(key)
            siftUp(heap.count - 1)
        } else if let largest = heap.first, key < largest {
            heap[0] = key
            siftDown(0)
        }
    }

    /// The kept keys, smallest first.
    func sorted() -> [Key] { heap.sorted() }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[parent] < heap[child] else { return }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1, right = left + 1
            var largest = parent
            if left < heap.count, heap[largest] < heap[left] { largest = left }
            if right < heap.count, heap[largest] < heap[right] { largest = right }
            guard largest != parent else { return }
            heap.swapAt(parent, largest)
            parent = largest
        }
    }
}

/// A card's place in a due order: its due time, then its place in the deck.
struct DueKey: Comparable {
    var due: Double
    var position: Int

    static func < (lhs: DueKey, rhs: DueKey) -> Bool {
        lhs.due < rhs.due || (lhs.due == rhs.due && lhs.position < rhs.position)
    }
}
