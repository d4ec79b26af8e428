import Foundation
import Synchronization

/// A value one thread hands to another, once: `take` waits until it is given.
package final class Handoff<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)
    private let given = DispatchSemaphore(value: 0)

    package init() {}

    package func give(_ value: Value) {
        self.value.withLock { $0 = value }
        given.signal()
    }

    /// The value, once it is given; a second call would wait for ever.
    package func take() -> Value {
        given.wait()
        return value.withLock { $0.take()! }
    }
}
