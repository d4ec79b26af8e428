import Foundation
import Testing
@testable import FlashzillaImport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file to import may be a pipe (`import <(cat x.csv)` gives `/dev/fd/63`): it has no size
/// to read by, and is read to its end (issue 31). What cannot be read says why.
@Suite struct InputFileTests {
    static func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// A named pipe with `bytes` written into it by another thread.
    static func pipe(in folder: URL, writing bytes: [UInt8]) throws -> String {
        let path = folder.appendingPathComponent("words.csv").path
        #expect(mkfifo(path, 0o600) == 0)
        // A reader that stops early must not kill the test runner.
        signal(SIGPIPE, SIG_IGN)
        Thread.detachNewThread {
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else { return }
            var rest = bytes[...]
            while !rest.isEmpty {
                let n = rest.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                guard n > 0 else { break }
                rest = rest.dropFirst(n)
            }
            close(fd)
        }
        return path
    }

    @Test func aPipeIsReadToItsEnd() throws {
        try Self.withFolder { folder in
            // More than one read's worth, so the reading goes on past the first piece.
            let text = (1...20_000).map { "prompt \($0),answer \($0)\n" }.joined()
            let path = try Self.pipe(in: folder, writing: Array(text.utf8))
            let parsed = try TextImporter.parse(fileAt: path)
            #expect(parsed.rows.count == 20_000)
            #expect(parsed.rows.last == ["-", "prompt 20000", "answer 20000", ""])
        }
    }

    @Test func aPipeLongerThanTheLimitIsRefused() throws {
        try Self.withFolder { folder in
            let path = try Self.pipe(in: folder, writing: [UInt8](repeating: 0x61, count: (1 << 20) + 1))
            #expect(throws: ImportError(file: path, line: nil, message: "more than 1 MiB came through the pipe; save it to a file and import that")) {
                try InputFile.contents(at: path, pipeLimit: 1 << 20)
            }
        }
    }

    @Test func aPackageThroughAPipeSaysToSaveItFirst() throws {
        try Self.withFolder { folder in
            let path = try Self.pipe(in: folder, writing: [0x50, 0x4B, 0x03, 0x04, 0, 0, 0])
            #expect(throws: ImportError(file: path, line: nil,
                                        message: "an Anki package cannot be imported from a pipe; save it to a .apkg file and import that")) {
                try TextImporter.parse(fileAt: path)
            }
        }
    }

    @Test func aFolderOrNothingSaysWhich() throws {
        try Self.withFolder { folder in
            #expect(throws: ImportError(file: folder.path, line: nil, message: "cannot be read: it is a folder, not a file")) {
                try TextImporter.parse(fileAt: folder.path)
            }
            let missing = folder.appendingPathComponent("nope.csv").path
            #expect(throws: ImportError(file: missing, line: nil, message: "cannot be read: no such file")) {
                try TextImporter.parse(fileAt: missing)
            }
        }
    }
}
