import Foundation

/// Test hook, for tests only: `FLASHZILLA_TEST_KILL_SYNC_AT=STEP` kills `flashzilla sync`
/// with SIGKILL (as `kill -9` would) when it reaches STEP, so the end-to-end tests can check
/// that the next sync completes what it left, with nothing doubled or lost. Steps:
/// `outgoing-written` (answers here written into the kept collection, nothing sent),
/// `before-finish` (the server has ours, `finish` not sent, the kept collection's
/// transaction open), `kept-committed` (the kept collection in step, nothing imported),
/// `imported` (imported, the marks not yet taken); a first sync's `first-downloaded` (the
/// server's file downloaded, not yet the kept collection) and `first-kept` (the kept
/// collection whole, nothing imported). `FLASHZILLA_TEST_STOP_SYNC_AT=STEP` stops it there
/// instead (SIGSTOP, until the test sends SIGCONT), so a test can act as another program
/// writing while a sync runs.
enum SyncKillSwitch {
    static func reached(_ step: String) {
        let environment = ProcessInfo.processInfo.environment
        if environment["FLASHZILLA_TEST_STOP_SYNC_AT"] == step { kill(getpid(), SIGSTOP) }
        guard environment["FLASHZILLA_TEST_KILL_SYNC_AT"] == step else { return }
        kill(getpid(), SIGKILL)
    }
}
