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
        // The system zstd library (Anki's current package layout compresses with it), through a shim.
        .systemLibrary(name: "CZstd"),
        // The system zlib's CRC-32, to check a zip entry's bytes as they are unpacked.
        .systemLibrary(name: "CZlibChecksum"),
        // Anki packages (.apkg): a zip (ZIPFoundation) holding an SQLite collection (GRDB).
        .target(
            name: "FlashzillaAnki",
            dependencies: [
                "FlashzillaCore", "FlashzillaImport", "CZstd", "CZlibChecksum",
                // malloc_trim, after the collection is read on two threads.
                "CProcessMemory",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "GRDB", package: "GRDB.swift"),
                // The C API, to read a collection's hundreds of thousands of rows fast.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // Anki's sync protocol as a client (issue 32): HTTP through Foundation's URLSession,
        // zstd bodies through CZstd; the downloaded collection is wrapped as a package (ZIPFoundation).
        .target(
            name: "FlashzillaSync",
            // GRDB and FlashzillaAnki: the synced collection is kept as an Anki collection file.
            dependencies: ["CZstd", "CCurlOnDemand", "FlashzillaAnki", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                           .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift")]
        ),
        // libcurl for sync's HTTP(S), loaded with dlopen on the first request: not mapped at
        // every start (about 20 ms), and no link-time libcurl for the static build.
        .target(name: "CCurlOnDemand", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // Screens as pure functions of state into a cell grid; no ncurses.
        .target(name: "FlashzillaTUI", dependencies: ["FlashzillaCore"]),
        // The wide-character ncurses library, imported through a small shim.
        // No pkgConfig: its cflags are flags SwiftPM prohibits (and warns about); the shim
        // includes <ncursesw/curses.h> and the module map links ncursesw directly.
        .systemLibrary(name: "CNcurses"),
        // Async-signal-safe flags for SIGINT/SIGTERM/SIGHUP/SIGTSTP, polled by the run loop; and
        // the terminal given back when the app crashes in full screen.
        .target(name: "CTerminalSignals"),
        // Faults a big deck's heap in on the second core while the first parses it.
        .target(name: "CProcessMemory"),
        .executableTarget(
            name: "flashzilla",
            dependencies: [
                "FlashzillaCore", "FlashzillaTUI", "FlashzillaProgress", "FlashzillaImport", "FlashzillaAnki", "FlashzillaSync", "CNcurses", "CTerminalSignals", "CProcessMemory",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Foundation's JSON behind the deck format: the benchmark's yardstick and the tests'
        // independent oracle (and a codec that cannot stream). Not part of the app.
        .target(name: "FlashzillaReferenceCodec", dependencies: ["FlashzillaCore"]),
        .executableTarget(
            name: "flashzilla-bench",
            dependencies: ["FlashzillaCore", "FlashzillaTUI", "FlashzillaProgress", "FlashzillaImport", "FlashzillaAnki",
                           "FlashzillaSync", "FlashzillaReferenceCodec"]
        ),
        .testTarget(name: "FlashzillaCoreTests", dependencies: ["FlashzillaCore", "FlashzillaReferenceCodec"]),
        .testTarget(name: "FlashzillaImportTests", dependencies: ["FlashzillaImport", "FlashzillaCore"]),
        // GRDB and ZIPFoundation: the export tests read back the package they wrote.
        .testTarget(
            name: "FlashzillaAnkiTests",
            dependencies: [
                "FlashzillaAnki", "FlashzillaImport", "FlashzillaCore",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"), .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(name: "FlashzillaProgressTests", dependencies: ["FlashzillaProgress", "FlashzillaCore", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "FlashzillaSyncTests", dependencies: ["FlashzillaSync", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "FlashzillaTUITests", dependencies: ["FlashzillaTUI", "FlashzillaCore"]),
        // Runs the built `flashzilla` binary (command line and tmux end-to-end).
        // FlashzillaProgress: the Review test reads the progress file the app wrote; FlashzillaSync: the sync tests read the kept collection.
        .testTarget(name: "FlashzillaEndToEndTests", dependencies: ["flashzilla", "FlashzillaCore", "FlashzillaTUI", "FlashzillaProgress", "FlashzillaSync"]),
    ],
    swiftLanguageModes: [.v6]
)
