// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Flashzilla",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "flashzilla", targets: ["flashzilla"]),
        .library(name: "FlashzillaCore", targets: ["FlashzillaCore"]),
        .library(name: "FlashzillaTUI", targets: ["FlashzillaTUI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
    ],
    targets: [
        // Pure logic: models, study session, countdown, deck codec and store. Foundation only.
        .target(name: "FlashzillaCore"),
        // The learner's review history and card states in SQLite (HOME/progress.sqlite), through GRDB.
        .target(
            name: "FlashzillaProgress",
            dependencies: [
                "FlashzillaCore", .product(name: "GRDB", package: "GRDB.swift"),
                // The C API, for the one read that must walk 100,000 rows fast (card states).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // Other programs' text formats (Anki's notes in plain text, Quizlet, CSV, TSV): readers
        // into core decks and writers out of them. Foundation only, no UI.
        .target(name: "FlashzillaImport", dependencies: ["FlashzillaCore"]),
        // Anki packages (.apkg, .colpkg): a zip holding a SQLite collection (zstd-compressed in
        // the current layout) and its media.
        .target(
            name: "FlashzillaAnki",
            dependencies: [
                "FlashzillaCore", "FlashzillaImport", "CZstd",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The system zstd library (libzstd-dev), imported through a small shim like ncurses.
        .systemLibrary(name: "CZstd"),
        // Screens as pure functions of state into a cell grid; no ncurses.
        .target(name: "FlashzillaTUI", dependencies: ["FlashzillaCore"]),
        // The wide-character ncurses library, imported through a small shim.
        // No pkgConfig: its cflags are flags SwiftPM prohibits (and warns about); the shim
        // includes <ncursesw/curses.h> and the module map links ncursesw directly.
        .systemLibrary(name: "CNcurses"),
        // Async-signal-safe flags for SIGINT/SIGTERM/SIGHUP/SIGTSTP, polled by the run loop.
        .target(name: "CTerminalSignals"),
        .executableTarget(
            name: "flashzilla",
            dependencies: [
                "FlashzillaCore", "FlashzillaTUI", "FlashzillaProgress", "FlashzillaImport", "FlashzillaAnki", "CNcurses", "CTerminalSignals",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "flashzilla-bench",
            dependencies: ["FlashzillaCore", "FlashzillaTUI", "FlashzillaProgress", "FlashzillaImport", "FlashzillaAnki"]
        ),
        .testTarget(name: "FlashzillaCoreTests", dependencies: ["FlashzillaCore"]),
        .testTarget(name: "FlashzillaImportTests", dependencies: ["FlashzillaImport", "FlashzillaCore"]),
        .testTarget(name: "FlashzillaAnkiTests", dependencies: ["FlashzillaAnki", "FlashzillaImport", "FlashzillaCore"]),
        .testTarget(name: "FlashzillaProgressTests", dependencies: ["FlashzillaProgress", "FlashzillaCore"]),
        .testTarget(name: "FlashzillaTUITests", dependencies: ["FlashzillaTUI", "FlashzillaCore"]),
        // Runs the built `flashzilla` binary (command line and tmux end-to-end).
        // FlashzillaProgress: the Review test reads the progress file the app wrote.
        .testTarget(name: "FlashzillaEndToEndTests", dependencies: ["flashzilla", "FlashzillaCore", "FlashzillaTUI", "FlashzillaProgress"]),
    ],
    swiftLanguageModes: [.v6]
)
