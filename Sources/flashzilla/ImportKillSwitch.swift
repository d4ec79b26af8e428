import Foundation

/// Test hook, for tests only: `FLASHZILLA_TEST_KILL_IMPORT_AT=STEP` kills the import with
/// SIGKILL (as `kill -9` would: no handler, no clean-up) when it reaches STEP, so the
/// end-to-end tests can check what a killed import leaves and that importing again
/// completes it. Steps: `decks-written` (every deck file written, the history not yet committed).
enum ImportKillSwitch {
    static func reached(_ step: String) {
        guard ProcessInfo.processInfo.environment["FLASHZILLA_TEST_KILL_IMPORT_AT"] == step else { return }
        kill(getpid(), SIGKILL)
    }
}
