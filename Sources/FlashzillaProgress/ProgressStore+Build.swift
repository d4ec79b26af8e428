import FlashzillaCore
import Foundation
import GRDB

extension ProgressStore {
    /// A new progress file at `fileURL` (none there yet, in a folder only the caller uses)
    /// holding `prepared`, as `record(prepared:)` would leave an empty file, and flushed to
    /// disk. An import builds one beside its reading, before it may touch the learner's home,
    /// then `install`s it as the learner's first progress file. Nobody else opens it while
    /// it is built, so SQLite keeps its journal in memory and syncs nothing until the one
    /// fsync at the end; the log's pages are written once, not into a WAL and again into the
    /// file.
    public static func build(at fileURL: URL, prepared: some Sequence<PreparedAnswers>) throws(ProgressError) {
        do {
            var configuration = Configuration()
            configuration.label = "progress-build"
            configuration.prepareDatabase { db in
                try db.execute(sql: "PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF")
            }
            let queue = try DatabaseQueue(path: fileURL.path, configuration: configuration)
            try ProgressSchema.migrator.migrate(queue)
            let indexes = try queue.write { db in try SetAsideSchema(SetAsideSchema.indexesMadeAfter, in: db) }
            // A small cache: a page that leaves it goes to the file, not to a log to be
            // read back, and the build runs beside the import's largest step (the rendering).
            try ProgressStore(fileURL: fileURL, writer: queue).record(prepared: prepared, cacheKiB: 1024)
            try queue.write { db in try indexes.restore(in: db) }
            try queue.close()
            try flush(fileURL)
        } catch {
            throw problem(error, fileURL)
        }
    }

    /// Gives a file that `build(at:…)` made the name `destination`, which it never replaces:
    /// false (nothing done) when a file is there already, or an SQLite log of one (which SQLite
    /// would read into this file). A build in another file system is copied beside
    /// `destination` and flushed first, so the name only ever shows a whole file.
    public static func install(_ built: URL, at destination: URL) throws(ProgressError) -> Bool {
        let files = FileManager.default
        let folder = destination.deletingLastPathComponent()
        for log in ["-wal", "-journal"] where files.fileExists(atPath: destination.path + log) { return false }
        do {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ProgressError(.failed(FileErrorText.describe(error)), fileURL: destination)
        }
        var moved = move(built, to: destination)
        if case .failure(let failure) = moved, failure.code == EXDEV {
            let copy = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).import")
            defer { try? files.removeItem(at: copy) }
            do {
                try files.copyItem(at: built, to: copy)
            } catch {
                throw ProgressError(.failed(FileErrorText.describe(error)), fileURL: destination)
            }
            try flush(copy)
            moved = move(copy, to: destination)
        }
        switch moved {
        case .success(.linked):
            POSIXFile.syncDirectory(folder.path)
            return true
        case .success(.exists):
            return false
        case .failure(let failure):
            throw ProgressError(.failed(failure.message), fileURL: destination)
        }
    }

    private static func move(_ source: URL, to target: URL) -> Result<POSIXFile.LinkResult, POSIXFile.Failure> {
        Result { () throws(POSIXFile.Failure) in try POSIXFile.moveWithoutReplacing(source.path, target.path) }
    }

    private static func flush(_ fileURL: URL) throws(ProgressError) {
        let fd = open(fileURL.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ProgressError(.failed("cannot open it to flush it: \(FileErrorText.describe(errno: errno))"), fileURL: fileURL) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw ProgressError(.failed("cannot flush it to disk: \(FileErrorText.describe(errno: errno))"), fileURL: fileURL) }
    }
}
