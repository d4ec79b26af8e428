/// The UTF-8 bytes of one card text while its card is read: a buffer used again for
/// every card, so reading 100,000 cards makes no String until the card is made, and
/// clearing it is a store rather than an array operation.
struct TextScratch {
    private var bytes: [UInt8] = []
    private var count = 0

    mutating func clear() { count = 0 }

    @inline(__always)
    mutating func set(_ source: UnsafeBufferPointer<UInt8>) {
        if bytes.count < source.count { bytes = [UInt8](repeating: 0, count: max(source.count, 2 * bytes.count, 64)) }
        count = source.count
        guard let from = source.baseAddress else { return }
        bytes.withUnsafeMutableBufferPointer { $0.baseAddress!.update(from: from, count: source.count) }
    }

    @inline(__always)
    func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }

    var string: String { withUTF8 { String(decoding: $0, as: UTF8.self) } }
}
