/// Folded search keys for a fixed list of strings, built once and queried on
/// every keystroke. Keys sit back to back in one byte buffer, so a query is
/// one linear scan without allocating per item.
///
/// For items with several fields (a card's front and back), join them with
/// "\n": a query typed in a single-line field cannot contain a line break,
/// so it never matches across two fields.
public struct FilterIndex: Sendable {
    private let bytes: [UInt8]
    /// `ends[i]` is where key `i` stops in `bytes`; it starts at `ends[i - 1]`.
    private let ends: [Int]

    public init(_ strings: some Sequence<String>) {
        var folder = Folder()
        var bytes: [UInt8] = []
        var ends: [Int] = []
        for string in strings {
            folder.fold(string, into: &bytes)
            ends.append(bytes.count)
        }
        self.bytes = bytes
        self.ends = ends
    }

    /// Number of strings indexed.
    public var count: Int { ends.count }

    /// Indices of the strings containing `query` (case- and accent-
    /// insensitive), ascending. An empty query matches every string.
    public func matches(_ query: String) -> [Int] {
        var folder = Folder()
        var needle: [UInt8] = []
        folder.fold(query, into: &needle)
        guard !needle.isEmpty else { return Array(0..<count) }
        var result: [Int] = []
        bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                var start = 0
                for (index, end) in ends.enumerated() {
                    if Self.contains(haystack, from: start, to: end, needle) { result.append(index) }
                    start = end
                }
            }
        }
        return result
    }

    /// Naive search: keys are short, so this beats anything cleverer.
    private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = needle.count
        guard end - start >= length else { return false }
        let first = needle[0]
        var i = start
        while i <= end - length {
            if haystack[i] == first {
                var j = 1
                while j < length, haystack[i + j] == needle[j] { j += 1 }
                if j == length { return true }
            }
            i += 1
        }
        return false
    }
}
