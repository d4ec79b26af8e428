import GRDB

/// The progress database's tables, created and upgraded by GRDB's migrator. A migration
/// once shipped is never edited: a change is a new migration after it.
///
/// Sizes matter (a learner's log grows by millions of rows): a review row refers to its
/// card by a small integer key instead of two 16-byte UUIDs, and times are whole seconds.
enum ProgressSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 decks, cards and reviews") { db in
            // Decks and cards by small integer keys: a review row names its card and deck in
            // a few bytes instead of two 16-byte UUIDs.
            // A card row holds its schedule (phase 0 = still new, e.g. only played in Quiz)
            // and stays when the card leaves its deck, so its history survives.
            // A review row keeps, beside the answer, the phase before it and the stability
            // and difficulty after it.
            // review_bucket adds up the answers of each deck, quarter of an hour (UTC) and mode
            // as they are recorded: statistics and today's counts read these sums instead of
            // a million rows, and every time zone's days (and a day that starts at 04:00)
            // are whole quarters of an hour.
            try db.execute(sql: """
                CREATE TABLE deck (
                  key INTEGER PRIMARY KEY,
                  deckId BLOB NOT NULL UNIQUE
                );
                CREATE TABLE card (
                  key INTEGER PRIMARY KEY,
                  deckKey INTEGER NOT NULL REFERENCES deck (key),
                  cardId BLOB NOT NULL,
                  phase INTEGER NOT NULL,
                  step INTEGER,
                  stability REAL,
                  difficulty REAL,
                  due INTEGER NOT NULL,
                  lastReview INTEGER,
                  reps INTEGER NOT NULL,
                  lapses INTEGER NOT NULL,
                  UNIQUE (deckKey, cardId)
                );
                CREATE INDEX card_by_deck_phase_due ON card (deckKey, phase, due);
                CREATE TABLE review (
                  id INTEGER PRIMARY KEY,
                  cardKey INTEGER NOT NULL REFERENCES card (key),
                  deckKey INTEGER NOT NULL REFERENCES deck (key),
                  time INTEGER NOT NULL,
                  rating INTEGER NOT NULL,
                  milliseconds INTEGER NOT NULL,
                  mode INTEGER NOT NULL,
                  phaseBefore INTEGER NOT NULL,
                  stability REAL,
                  difficulty REAL
                );
                CREATE INDEX review_by_card ON review (cardKey, time);
                CREATE TABLE review_bucket (
                  deckKey INTEGER NOT NULL REFERENCES deck (key),
                  bucket INTEGER NOT NULL,
                  mode INTEGER NOT NULL,
                  answers INTEGER NOT NULL,
                  milliseconds INTEGER NOT NULL,
                  again INTEGER NOT NULL,
                  introduced INTEGER NOT NULL,
                  youngReviews INTEGER NOT NULL,
                  youngPassed INTEGER NOT NULL,
                  matureReviews INTEGER NOT NULL,
                  maturePassed INTEGER NOT NULL,
                  PRIMARY KEY (deckKey, bucket, mode)
                ) WITHOUT ROWID;
                """)
        }
        return migrator
    }
}
