import FlashzillaCore
import FlashzillaImport
import Foundation

extension AnkiPackageReader {
    /// An Anki collection file as it is, not zipped into a package (a sync's kept collection),
    /// read as a package holding it and the files of `mediaFolder` would be, without copying
    /// either: the file is only read, and the media some card shows are copied from the
    /// folder when installed (names that could leave a media folder, and hidden files, are
    /// left out, as a package of the folder leaves them). `mediaFolder` nil: no media (a
    /// normal sync's change set of answers alone).
    public static func read(collectionAt file: URL, mediaFolder: URL?, displayName: String? = nil,
                            temporaryDirectory: URL = FileManager.default.temporaryDirectory,
                            collectionRead: (AnkiHistorySource) -> Void = { _ in }) throws(ImportError) -> AnkiPackageImport {
        let name = displayName ?? file.path
        return try withScratch(named: name, in: temporaryDirectory) { scratch in
            try taken(collectionAt: file, removingIt: false, name: name, scratch: scratch, collectionRead: collectionRead) { shown in
                var media: [String: URL] = [:]
                guard let mediaFolder else { return media }
                for name in shown where !name.hasPrefix(".") && MediaName.problem(name) == nil {
                    let source = mediaFolder.appendingPathComponent(name)
                    var status = stat()
                    if stat(source.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG { media[name] = source }
                }
                return media
            }
        }
    }
}
