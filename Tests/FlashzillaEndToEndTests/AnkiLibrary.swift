import Foundation
import Testing

/// The PyPI package `anki` (Anki's own backend), through a Python that has it: the one named
/// by `FLASHZILLA_PYTHON`, else the repository's `.venv` (where `.ci/run` and the README
/// install it, since a stock Debian Python refuses `pip install` system-wide), else `python3`.
enum AnkiLibrary {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let interpreter: String = {
        if let named = ProcessInfo.processInfo.environment["FLASHZILLA_PYTHON"], !named.isEmpty { return named }
        let venv = repository.appendingPathComponent(".venv/bin/python3").path
        return FileManager.default.isExecutableFile(atPath: venv) ? venv : "python3"
    }()

    static let isInstalled: Bool = (try? python(["-c", "import anki.collection"]).status) == 0

    /// In CI (`CI=true`) a test that needs Anki runs and fails when Anki is missing, so a
    /// broken install shows as a failure rather than a quiet skip; elsewhere it is skipped.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The trait of every test that needs Anki's backend.
    static var required: ConditionTrait {
        .enabled(if: isInstalled || isRequired,
                 "the Python package anki is not installed (python3 -m venv .venv && .venv/bin/pip install anki)")
    }

    /// What Anki's own backend shows of the package at `path` (scripts/anki-real-cards.py's
    /// JSON), decoded as `T`: each test reads the fields it compares.
    static func realCards<T: Decodable>(of path: String, as _: T.Type = T.self) throws -> T {
        let run = try python([repository.appendingPathComponent("scripts/anki-real-cards.py").path, path])
        try #require(run.status == 0, "\(run.stderr)")
        return try JSONDecoder().decode(T.self, from: Data(run.stdout.utf8))
    }

    static func python(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [interpreter] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}
