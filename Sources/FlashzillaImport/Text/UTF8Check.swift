import FlashzillaCore
import Foundation
import Synchronization

/// `TextBytes.invalidUTF8Line` of a text, worked out on another thread when the text is
/// large enough to pay for one (small files are checked on the spot).
final class UTF8Check: Sendable {
    private let result = Mutex<Int??>(nil)
    private let done = DispatchGroup()

    /// Below this, a thread costs more than the check it would take off the reader.
    static let threadFrom = 256 * 1024

    init(_ text: ArraySlice<UInt8>) {
        guard text.count >= Self.threadFrom else {
            result.withLock { $0 = .some(TextBytes.invalidUTF8Line(text)) }
            return
        }
        // A thread of its own: the import may itself run on one of Dispatch's few workers,
        // which would wait here for a job queued behind it.
        DedicatedThread.start(in: done) { [self] in
            let line = TextBytes.invalidUTF8Line(text)
            self.result.withLock { $0 = .some(line) }
        }
    }

    /// The line of the first byte that is not UTF-8, once the check is done.
    func invalidLine() -> Int? {
        done.wait()
        return result.withLock { $0 ?? nil }
    }
}
