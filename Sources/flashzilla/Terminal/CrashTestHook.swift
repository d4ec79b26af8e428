import Foundation

/// A test hook, for the end-to-end test of the terminal given back after a crash:
/// `FLASHZILLA_TEST_HOOK_CRASH=trap` (a Swift trap) or `=stack-overflow` makes the full
/// screen app crash on its first key. Unset (always, outside that test), it does nothing.
enum CrashTestHook {
    private static let mode = ProcessInfo.processInfo.environment["FLASHZILLA_TEST_HOOK_CRASH"]

    static func crashIfAsked() {
        switch mode {
        case "trap": fatalError("FLASHZILLA_TEST_HOOK_CRASH=trap")
        case "stack-overflow": var depth = 0; deeper(&depth)
        default: return
        }
    }

    /// Recurses until the stack runs out (long before the count does): each level's frame
    /// holds a variable whose address escapes, so no optimization turns it into a loop.
    @inline(never) private static func deeper(_ depth: UnsafeMutablePointer<Int>) {
        var next = depth.pointee + 1
        if next < Int.max { deeper(&next) }
        depth.pointee = next
    }
}
