import Foundation

/// Work that runs for long (a second) or blocks, on a thread of its own instead of Dispatch's
/// shared pool: on Linux that pool has about a thread a core, and a job holding one of them
/// delays whatever is queued behind it (an import's deck files waited 40–200 ms behind its
/// history, which is written beside them).
package enum DedicatedThread {
    /// Runs `body` on a new thread; `group` (if any) is left once it returns.
    package static func start(in group: DispatchGroup? = nil, _ body: @escaping @Sendable () -> Void) {
        group?.enter()
        Thread {
            body()
            group?.leave()
        }.start()
    }
}
