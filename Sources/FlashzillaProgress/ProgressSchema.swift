import GRDB

/// The progress database's tables, created and upgraded by GRDB's migrator. A migration
/// once shipped is never edited: a change is a new migration after it.
///
/// Sizes matter (a learner's log grows by millions of rows): a review row refers to its
/// card by a small integer key instead of two 16-byte UUIDs, and times are whole seconds.
enum ProgressSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 cards and reviews") { db in
            // One row per card ever answered: its schedule (phase 0 = still new, e.g. only
            // played in Quiz). Kept when the card leaves its deck, so its history survives.
            try db.execute(sql: """
                CREATE TABLE card (
                  key INTEGER PRIMARY KEY,
                  deckId BLOB NOT NULL,
                  cardId BLOB NOT NULL,
                  phase INTEGER NOT NULL,
                  step INTEGER,
                  stability REAL,
                  difficulty REAL,
                  due INTEGER NOT NULL,
                  lastReview INTEGER,
                  reps INTEGER NOT NULL,
                  lapses INTEGER NOT NULL,
                  UNIQUE (deckId, cardId)
                );
                CREATE INDEX card_by_deck_phase_due ON card (deckId, phase, due);
                CREATE TABLE review (
                  id INTEGER PRIMARY KEY,
                  cardKey INTEGER NOT NULL REFERENCES card (key),
                  time INTEGER NOT NULL,
                  rating INTEGER NOT NULL,
                  milliseconds INTEGER NOT NULL,
                  mode INTEGER NOT NULL,
                  phaseBefore INTEGER NOT NULL,
                  stability REAL,
                  difficulty REAL
                );
                CREATE INDEX review_by_card ON review (cardKey, time);
                CREATE INDEX review_by_time ON review (time);
                """)
        }
        return migrator
    }
}
