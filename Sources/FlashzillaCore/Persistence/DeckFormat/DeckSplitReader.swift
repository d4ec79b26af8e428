import Foundation
import Synchronization

/// The second half of a large deck's `cards` array, parsed on another core while the
/// first half is parsed as usual (`DeckStreamDecoder`).
///
/// The split is a guess: near the middle of the file, the first `}`, `,`, `{` (with any
/// white space between) is taken to end one card and start the next. The second reader
/// parses cards from that `{` to the end of the array, then the deck members after it. Its
/// result is used only if the first reader reaches that very byte as the start of a card
/// of the deck's `cards` array, with no card problem so far, and only if the bytes it read
/// are those the first reader hashes from there on. Otherwise — the guess fell inside a
/// string, the second reader met anything unusual — it is dropped, and the first reader
/// reads on alone, exactly as without a split: same result, same errors.
final class DeckSplitReader: Sendable {
    /// Files smaller than this are read by one reader.
    static let defaultMinimumSize = 4 << 20
    /// How far past the middle a split is looked for.
    static let searchLength = 1 << 18

    /// The file offset of the `{` where the second reader starts.
    let offset: Int
    private let result = Mutex<DeckTail?>(nil)
    private let cancelled = Mutex(false)
    private let done = DispatchGroup()

    /// Starts the second reader on `window`'s file, if it is at least `minimumSize` bytes and
    /// has a place to split; `window` then also hashes the bytes from there on separately.
    static func start(on window: FileWindow, minimumSize: Int, fileName: String, now: Date) -> DeckSplitReader? {
        let total = window.totalCount
        guard total >= max(minimumSize, 16), window.start == 0 else { return nil }
        let middle = total / 2
        guard let bytes = window.bytes(in: middle..<min(total, middle + searchLength)),
              let found = candidate(in: bytes), let opener = window.opener(from: middle + found) else { return nil }
        window.hashSeparately(from: opener.offset)
        return DeckSplitReader(opener: opener, fileName: fileName, now: now)
    }

    private init(opener: FileWindow.Opener, fileName: String, now: Date) {
        offset = opener.offset
        DispatchQueue.global(qos: .userInitiated).async(group: done) { [self] in
            // Its own decoder: the same rules, and whether it filled in values is merged later.
            var decoder = DeckDocumentDecoder(fileName: fileName, now: now)
            let tail: DeckTail?
            do {
                tail = DeckStreamDecoder.readTail(try opener.open(), with: &decoder) { cancelled.withLock { $0 } }
            } catch {
                tail = nil
            }
            result.withLock { $0 = tail }
        }
    }

    /// The index in `bytes` of the first `{` that follows `}`, `,` and JSON white space.
    static func candidate(in bytes: [UInt8]) -> Int? {
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
        var i = 0
        while i < bytes.count {
            defer { i += 1 }
            guard bytes[i] == UInt8(ascii: "}") else { continue }
            var j = i + 1
            while j < bytes.count && isSpace(bytes[j]) { j += 1 }
            guard j < bytes.count, bytes[j] == UInt8(ascii: ",") else { continue }
            j += 1
            while j < bytes.count && isSpace(bytes[j]) { j += 1 }
            if j < bytes.count && bytes[j] == UInt8(ascii: "{") { return j }
        }
        return nil
    }

    /// Tells the second reader to give up (its result will not be used).
    func cancel() {
        cancelled.withLock { $0 = true }
    }

    /// Waits for the second reader: what it read, or nil if it gave up.
    func wait() -> DeckTail? {
        done.wait()
        return result.withLock { tail in
            defer { tail = nil }
            return tail
        }
    }
}

/// What the second reader read from its `{` on.
struct DeckTail: Sendable {
    var cards: DecodedCards
    /// The deck's members after the `cards` array (a repeated key: the last).
    var fields: [String: JSONValue]
    var filledInValues: Bool
    /// `ContentHash` of the bytes from the `{` to the end of the file, as this reader read them.
    var contentHash: UInt64
}
