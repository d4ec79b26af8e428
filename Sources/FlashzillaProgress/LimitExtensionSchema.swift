import GRDB

/// Custom study's raised limits (Anki's "increase today's new-card / review limit"), kept
/// per deck for the study day they were raised on, as Anki keeps its extension in the
/// collection: they hold until the next study day starts, whatever runs in between.
enum LimitExtensionSchema {
    static func register(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v4 today's limit extensions") { db in
            // One row per deck: the day's start (seconds) and what was added on that day. A
            // row of an earlier day means nothing and is replaced by the next raise.
            try db.execute(sql: """
                CREATE TABLE limit_extension (
                  deckKey INTEGER PRIMARY KEY REFERENCES deck (key),
                  dayStart INTEGER NOT NULL,
                  extraNew INTEGER NOT NULL,
                  extraReview INTEGER NOT NULL
                );
                """)
        }
    }
}
