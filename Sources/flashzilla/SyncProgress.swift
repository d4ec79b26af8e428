import FlashzillaProgress
import Foundation

/// The progress database as a normal sync uses it: opened once for the steps that read or
/// write it (opening it costs as much as their reads), through one connection (a pool's
/// opening and closing write to the file), and anew after an import, which may have made
/// the file or put another in its place.
enum SyncProgress {
    /// The store, nil when there is no progress file (nothing answered here yet).
    static func open(_ app: AppContext) throws -> ProgressStore? {
        FileManager.default.fileExists(atPath: app.progressURL.path) ? try ProgressStore.openOneConnection(app.progressURL) : nil
    }
}
