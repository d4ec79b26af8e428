import Foundation

/// A card's prompt and answer as UTF-8 bytes, one after the other, in one allocation.
///
/// Not two Strings: a deck of 100,000 cards holds 200,000 texts, and each String is its
/// own heap object that is validated as UTF-8 again when made, although the deck reader
/// has already checked every byte. Here the bytes are copied once and never checked
/// twice; Strings are made only for the few cards that are shown or edited.
///
/// Its buffer is never written once made (an edit makes a new one), hence `@unchecked Sendable`.
package struct CardTextStorage: @unchecked Sendable {
    struct Counts {
        var prompt: UInt32
        var total: UInt32
    }

    private let buffer: ManagedBuffer<Counts, UInt8>

    /// The storage for `prompt` then `answer`, which must be valid UTF-8.
    package static func make(prompt: UnsafeBufferPointer<UInt8>, answer: UnsafeBufferPointer<UInt8>) -> CardTextStorage {
        let total = prompt.count + answer.count
        let buffer = ManagedBuffer<Counts, UInt8>.create(minimumCapacity: total) { _ in
            Counts(prompt: UInt32(prompt.count), total: UInt32(total))
        }
        buffer.withUnsafeMutablePointerToElements { bytes in
            if let source = prompt.baseAddress { bytes.initialize(from: source, count: prompt.count) }
            if let source = answer.baseAddress { (bytes + prompt.count).initialize(from: source, count: answer.count) }
        }
        return CardTextStorage(buffer: buffer)
    }

    package static func make(prompt: String, answer: String) -> CardTextStorage {
        var prompt = prompt, answer = answer
        return prompt.withUTF8 { p in answer.withUTF8 { a in make(prompt: p, answer: a) } }
    }

    /// Calls `body` with the prompt's and the answer's bytes (valid only inside it).
    @inline(__always)
    package func withUTF8<R>(_ body: (_ prompt: UnsafeBufferPointer<UInt8>, _ answer: UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try buffer.withUnsafeMutablePointers { counts, bytes in
            let promptCount = Int(counts.pointee.prompt), total = Int(counts.pointee.total)
            return try body(UnsafeBufferPointer(start: bytes, count: promptCount),
                            UnsafeBufferPointer(start: bytes + promptCount, count: total - promptCount))
        }
    }

    /// Byte for byte the same prompt and the same answer.
    package func hasSameBytes(as other: CardTextStorage) -> Bool {
        if buffer === other.buffer { return true }
        return withUTF8 { p, a in
            other.withUTF8 { q, b in
                p.count == q.count && a.count == b.count
                    && (p.count + a.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count + a.count) == 0)
            }
        }
    }
}
