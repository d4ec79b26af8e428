import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `HOME/settings.json`. A missing file means the defaults. A file that cannot be read
/// or understood is reported and the defaults are used — and it is never written over,
/// so the user's (perhaps hand-edited) file can still be fixed.
public struct SettingsStore: Sendable {
    public static let maximumFileSize: Int64 = 1024 * 1024

    public let fileURL: URL

    public init(homeDirectory: URL) {
        fileURL = homeDirectory.appendingPathComponent("settings.json", isDirectory: false)
    }

    /// What was found: the settings to use and, for a broken file, why it was not used.
    public struct Loaded: Hashable, Sendable {
        public var settings: Settings
        public var problem: SettingsFileError?
        /// True when saving would replace a file we could not read.
        public var isBroken: Bool { problem != nil }
    }

    public func load() -> Loaded {
        guard POSIXFile.status(fileURL.path) != nil else { return Loaded(settings: Settings(), problem: nil) }
        do {
            let (data, _) = try POSIXFile.readWhole(fileURL.path, limit: Self.maximumFileSize)
            return Loaded(settings: try SettingsDocument.decode(data), problem: nil)
        } catch let error as DeckFileError {
            return Loaded(settings: Settings(), problem: SettingsFileError(.unreadable(error.problem.description), fileURL: fileURL))
        } catch let problem as SettingsFileError.Problem {
            return Loaded(settings: Settings(), problem: SettingsFileError(problem, fileURL: fileURL))
        } catch {
            return Loaded(settings: Settings(), problem: SettingsFileError(.unreadable("\(error)"), fileURL: fileURL))
        }
    }

    /// Writes atomically (temporary file, fsync, rename, fsync of the folder). Refuses to
    /// replace a file that does not load, so nothing the user wrote is lost.
    public func save(_ settings: Settings) throws(DeckSaveError) {
        let directory = fileURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .io(path: directory.path, message: "cannot create the folder: \((error as NSError).localizedDescription)")
        }
        // Under the folder's lock, so the check that the file reads is not raced by
        // another Flashzilla writing it.
        try FolderLock.withLock(on: directory.path, for: fileURL.path, timeout: .seconds(5)) { () throws(DeckSaveError) in
            try write(settings, in: directory)
        }
    }

    private func write(_ settings: Settings, in directory: URL) throws(DeckSaveError) {
        let current = load()
        if let problem = current.problem {
            throw .io(path: fileURL.path, message: "not saved, because the file could not be read (\(problem.problem.shortDescription)); fix or remove it")
        }
        let existing = POSIXFile.status(fileURL.path)
        let temporary: String
        do {
            temporary = try POSIXFile.writeTemporary(Data(SettingsDocument.encode(settings)), in: directory.path, for: fileURL.lastPathComponent, permissions: existing?.permissions)
        } catch {
            throw .io(path: fileURL.path, message: error.message)
        }
        guard rename(temporary, fileURL.path) == 0 else {
            let reason = POSIXFile.lastError
            unlink(temporary)
            throw .io(path: fileURL.path, message: "cannot replace the file: \(reason)")
        }
        POSIXFile.syncDirectory(directory.path)
    }
}

extension SettingsFileError.Problem {
    var shortDescription: String {
        switch self {
        case .syntax(let error): error.description
        case .invalid(let key, let message): key.isEmpty ? message : "\(key): \(message)"
        case .unreadable(let message): message
        }
    }
}
