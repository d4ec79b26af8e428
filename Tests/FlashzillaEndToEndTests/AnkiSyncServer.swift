import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Anki's own sync server (`python -m anki.syncserver`, from the PyPI anki in `.venv`), started
/// for one test on a free loopback port with its own folder and one user, and stopped by
/// `stop()`. Tests that need it use `AnkiSyncServer.required`: in CI (`CI=true`) they fail,
/// not skip, when it cannot run; `.ci/run` checks that it starts.
final class AnkiSyncServer {
    static let user = "phone"
    static let password = "correct horse"

    static let isAvailable: Bool = AnkiLibrary.isInstalled && ((try? AnkiLibrary.python(["-c", "import anki.syncserver"]).status) == 0)

    static var required: ConditionTrait {
        .enabled(if: isAvailable || AnkiLibrary.isRequired,
                 "Anki's sync server (python -m anki.syncserver, in the PyPI anki package) is not installed")
    }

    let url: URL
    let folder: URL
    /// What the phone's collection held when `phoneUploads` sent it.
    private(set) var uploaded: PhoneCollection?
    private let process: Process

    /// Starts a server and waits until it takes connections (it prints nothing we could wait on reliably).
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-syncserver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let port = try Self.freePort()
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [AnkiLibrary.interpreter, "-m", "anki.syncserver"]
        var environment = ProcessInfo.processInfo.environment
        environment["SYNC_USER1"] = "\(Self.user):\(Self.password)"
        environment["SYNC_BASE"] = folder.appendingPathComponent("base").path
        environment["SYNC_HOST"] = "127.0.0.1"
        environment["SYNC_PORT"] = String(port)
        process.environment = environment
        let log = folder.appendingPathComponent("server.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        url = URL(string: "http://127.0.0.1:\(port)/")!
        for _ in 0..<600 {
            if Self.accepts(port: port) { return }
            guard process.isRunning else { break }
            usleep(50_000)
        }
        stop()
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        throw TmuxError("Anki's sync server did not start on port \(port): \(text)")
    }

    /// Stops the server and waits for it; its folder goes too. SIGKILL: the server (Rust
    /// under Python) does not end on SIGTERM, and a test server has nothing to save.
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The phone (scripts/sync-phone.py) makes its collection and uploads it here.
    func phoneUploads() throws -> PhoneCollection {
        let script = AnkiLibrary.repository.appendingPathComponent("scripts/sync-phone.py").path
        let run = try AnkiLibrary.python([script, "upload", url.absoluteString, Self.user, Self.password, folder.appendingPathComponent("phone").path])
        try #require(run.status == 0, "sync-phone.py: \(run.stderr)")
        let collection = try JSONDecoder().decode(PhoneCollection.self, from: Data(run.stdout.utf8))
        uploaded = collection
        return collection
    }

    /// The phone answers `count` more cards and syncs (a normal sync with the server).
    func phoneAnswers(_ count: Int) throws -> PhoneCollection {
        let script = AnkiLibrary.repository.appendingPathComponent("scripts/sync-phone.py").path
        let run = try AnkiLibrary.python([script, "answer", url.absoluteString, Self.user, Self.password,
                                          folder.appendingPathComponent("phone").path, String(count)])
        try #require(run.status == 0, "sync-phone.py: \(run.stderr)")
        return try JSONDecoder().decode(PhoneCollection.self, from: Data(run.stdout.utf8))
    }

    /// The phone takes every suspension and flag off, flags "phone question 20" green and syncs.
    func phoneUnmarks() throws -> PhoneCollection {
        let script = AnkiLibrary.repository.appendingPathComponent("scripts/sync-phone.py").path
        let run = try AnkiLibrary.python([script, "unmark", url.absoluteString, Self.user, Self.password, folder.appendingPathComponent("phone").path])
        try #require(run.status == 0, "sync-phone.py: \(run.stderr)")
        return try JSONDecoder().decode(PhoneCollection.self, from: Data(run.stdout.utf8))
    }

    /// The phone deletes the notes whose Front is `front`, and syncs.
    func phoneDeletes(front: String) throws -> PhoneCollection {
        try phone("delete", front)
    }

    /// The phone gives its Phone deck options of its own (`values`: "new,reviews,retention",
    /// or a JSON object of any options by the names `Options` has) and syncs.
    func phoneSetsOptions(_ values: String) throws -> PhoneCollection {
        try phone("options", values)
    }

    /// The phone answers the cards of these Fronts with these eases (1 Again … 4 Easy), and syncs.
    func phoneAnswers(fronts: [(String, Int)]) throws -> PhoneCollection {
        try phone("answer-fronts", fronts.map { "\($0.0)=\($0.1)" }.joined(separator: ";"))
    }

    /// The phone answers (an ease, 1 Again … 4 Easy) or flags (`flagN`) the cards of these
    /// questions, as its card list shows them, and syncs.
    func phoneActs(onQuestions acts: [(String, String)]) throws -> PhoneCollection {
        try phone("act-on-questions", acts.map { "\($0.0)=\($0.1)" }.joined(separator: ";"))
    }

    /// The phone edits "phone question 3", adds "added on the phone", deletes "phone question 4",
    /// answers 2 cards, and syncs.
    func phoneEditsAddsDeletesAndAnswers() throws -> PhoneCollection {
        try phone("edit-add-delete")
    }

    /// The phone changes its decks (`delete:NAME`, `rename:OLD=NEW`, as its deck list does) and syncs.
    func phoneChangesDecks(_ changes: [String]) throws -> PhoneCollection {
        try phone("decks", changes.joined(separator: ";"))
    }

    /// A new device: an empty collection takes the server's by a full download, then its media.
    func phoneReceives() throws -> PhoneCollection {
        try phone("receive")
    }

    /// The phone syncs its collection and its media; `media` lists every file it has.
    func phoneSyncsMedia() throws -> PhoneCollection {
        try phone("media")
    }

    private func phone(_ action: String, _ arguments: String...) throws -> PhoneCollection {
        let script = AnkiLibrary.repository.appendingPathComponent("scripts/sync-phone.py").path
        let run = try AnkiLibrary.python([script, action, url.absoluteString, Self.user, Self.password,
                                          folder.appendingPathComponent("phone").path] + arguments)
        try #require(run.status == 0, "sync-phone.py: \(run.stderr)")
        return try JSONDecoder().decode(PhoneCollection.self, from: Data(run.stdout.utf8))
    }

    /// The phone adds a note showing gato.png and playing gato.mp3, and syncs the
    /// collection and then its media.
    func phoneAddsAPicture() throws -> PhoneCollection {
        let script = AnkiLibrary.repository.appendingPathComponent("scripts/sync-phone.py").path
        let run = try AnkiLibrary.python([script, "picture", url.absoluteString, Self.user, Self.password, folder.appendingPathComponent("phone").path])
        try #require(run.status == 0, "sync-phone.py: \(run.stderr)")
        return try JSONDecoder().decode(PhoneCollection.self, from: Data(run.stdout.utf8))
    }

    struct PhoneCollection: Decodable {
        struct Card: Decodable {
            var deck: String, question: String, answer: String, tags: [String], queue: Int
            /// 0 none, 1 red … 7 purple.
            var flag: Int
            /// The card's note id, its note type's name and its fields (HTML).
            var note: Int64?, notetype: String?, fields: [String]?
            /// Its rows in the review log.
            var answers: Int?
        }
        /// What Anki's scheduler has due now.
        struct Due: Decodable {
            var new: Int, learning: Int, review: Int
        }
        var cards: [Card]
        var revlog: Int
        var due: Due
        /// What Anki's deck list shows due in each deck, by full name.
        var deckDue: [String: Due]?
        /// Its review log in order: each answer's id (its time in ms) and ease (1 Again … 4 Easy).
        struct Answer: Decodable {
            var id: Int64, ease: Int
        }
        var answers: [Answer]?
        /// Files the phone added (`picture`), by name: their SHA-1.
        var media: [String: String]?
        /// The names of its note types.
        var notetypes: [String]?
        /// Each deck's options (by deck name): their id, new cards and reviews a day, desired
        /// retention, and the rest as Anki keeps them (steps in minutes; leech action 0
        /// suspend, 1 tag; the new-card gather priority).
        struct Options: Decodable, Equatable {
            var conf: Int64, new: Int, reviews: Int, retention: Double
            var learn: [Double]?, relearn: [Double]?, maxIvl: Int?, leechFails: Int?, leechAction: Int?
            var buryNew: Bool?, buryReviews: Bool?, buryInterday: Bool?, gather: Int?
        }
        var options: [String: Options]?
    }

    static func freePort() throws -> UInt16 {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socketFD) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketFD, $0, length) == 0 && getsockname(socketFD, $0, &length) == 0 }
        }
        guard bound else { throw TmuxError("no free loopback port") }
        return UInt16(bigEndian: address.sin_port)
    }

    static func accepts(port: UInt16) -> Bool {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socketFD) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
