import FlashzillaCore
import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What went wrong with the progress file, said so that a person knows what to do: SQLite's
/// own words ("disk I/O error" for a folder in the file's place, "unable to open database
/// file" for a folder it may not write) and Foundation's (`NSCocoaErrorDomain Code=640`)
/// name neither the cause nor the remedy.
extension ProgressStore {
    static func problem(_ error: any Error, _ fileURL: URL) -> ProgressError {
        if let error = error as? ProgressError { return error }
        guard let error = error as? DatabaseError else { return ProgressError(.failed(FileErrorText.describe(error)), fileURL: fileURL) }
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: return ProgressError(.corrupt(error.message ?? "\(error.resultCode)"), fileURL: fileURL)
        case .SQLITE_BUSY, .SQLITE_LOCKED: return ProgressError(.locked, fileURL: fileURL)
        case .SQLITE_FULL: return ProgressError(.failed(FileErrorText.diskFull), fileURL: fileURL)
        case .SQLITE_READONLY, .SQLITE_PERM:
            return ProgressError(.failed("cannot be written: the file or its folder is read-only; make both writable (chmod u+w) and try again"),
                                 fileURL: fileURL)
        case .SQLITE_CANTOPEN: return ProgressError(.failed(cannotOpen(fileURL)), fileURL: fileURL)
        default: return ProgressError(.failed(error.message ?? "\(error)"), fileURL: fileURL)
        }
    }

    /// Why SQLite could not open or create the file, as far as the file system tells.
    static func cannotOpen(_ fileURL: URL) -> String {
        let folder = fileURL.deletingLastPathComponent().path
        var status = stat()
        if stat(folder, &status) != 0 { return "cannot be created: its folder \(folder) does not exist" }
        if status.st_mode & S_IFMT != S_IFDIR { return "cannot be created: \(folder) is not a folder" }
        if access(folder, W_OK) != 0 {
            return "cannot be opened: its folder \(folder) is not writable (SQLite keeps its logs beside the file); make it writable and try again"
        }
        if stat(fileURL.path, &status) == 0, access(fileURL.path, R_OK | W_OK) != 0 {
            return "cannot be opened: no permission to read and write it; make it readable and writable (chmod u+rw) and try again"
        }
        return "cannot be opened or created; check that \(folder) is a folder you may write to"
    }

    /// Why a file in WAL mode could not be read: SQLite makes an index file beside it
    /// (`progress.sqlite-shm`) even to read it, and the folder did not let it.
    static func cannotReadInFolder(_ fileURL: URL) -> String {
        let folder = fileURL.deletingLastPathComponent().path
        return "cannot be read: SQLite needs to create \(fileURL.lastPathComponent)-shm beside it, and \(folder) is not writable; "
            + "make the folder writable and try again"
    }

    /// A folder, a named pipe or a device where the progress file should be is refused
    /// before SQLite sees it: it would say "disk I/O error" of a folder, and wait forever
    /// on a pipe. No file at all is fine (it is created when first needed).
    static func requireFileOrNothing(at fileURL: URL) throws(ProgressError) {
        var status = stat()
        guard stat(fileURL.path, &status) == 0 else { return }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return
        case S_IFDIR:
            throw ProgressError(.failed("is a folder, not a file; move or remove the folder so the review history can be kept there"), fileURL: fileURL)
        default:
            throw ProgressError(.failed("is not a regular file (a named pipe or a device); move or remove it so the review history can be kept there"),
                                fileURL: fileURL)
        }
    }
}
