/// Why a deck was not written. In every case the file on disk is as it was.
public enum DeckSaveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file changed (or vanished, or appeared) on disk since we read it.
    case conflict(path: String)
    /// The deck came from a newer format version; we never write those.
    case readOnly(path: String)
    /// The file has no write permission for its owner: someone made it read-only on
    /// purpose, and a save (which renames a new file over it) would undo that silently.
    case writeProtected(path: String)
    /// The file system refused, or the save was interrupted.
    case io(path: String, message: String)
    /// A sample's file name that is empty, hidden or contains a separator.
    case invalidFileName(String)
    /// Another program held the lock on the deck's folder for longer than `timeout`.
    case locked(path: String, folder: String, timeout: Duration)
    /// A new deck's name is another deck's (checked under the folder's lock).
    case nameTaken(String)

    public var description: String {
        switch self {
        case .conflict(let path): "\(path): changed on disk since it was loaded; not saved, so the other change is kept"
        case .readOnly(let path): "\(path): written by a newer Flashzilla; it is read-only here"
        case .writeProtected(let path):
            "\(path): the file is write-protected, so it was left unchanged; make it writable (chmod u+w) to save changes"
        case .io(let path, let message): "\(path): \(message)"
        case .invalidFileName(let name): "not a plain file name: \"\(name)\""
        case .locked(let path, let folder, let timeout):
            "\(path): not written: another program kept \(folder) locked for over \(timeout); try again"
        case .nameTaken(let name): "a deck named \"\(name)\" already exists"
        }
    }
}
