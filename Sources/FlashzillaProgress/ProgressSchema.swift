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
        migrator.registerMigration("v2 every deck's sums") { db in
            // The same sums for every deck together, kept by triggers whoever writes
            // review_bucket (one answer, an undo, an import's bulk write): statistics over all
            // decks read one row per quarter hour instead of one per deck (three years of 50
            // decks: 55,000 rows instead of 242,000).
            func upsert(_ values: String) -> String {
                """
                INSERT INTO review_bucket_all (bucket, mode, answers, milliseconds, again, introduced, youngReviews, youngPassed, matureReviews, maturePassed)
                VALUES (\(values))
                ON CONFLICT (bucket, mode) DO UPDATE SET
                  answers = answers + excluded.answers,
                  milliseconds = milliseconds + excluded.milliseconds,
                  again = again + excluded.again,
                  introduced = introduced + excluded.introduced,
                  youngReviews = youngReviews + excluded.youngReviews,
                  youngPassed = youngPassed + excluded.youngPassed,
                  matureReviews = matureReviews + excluded.matureReviews,
                  maturePassed = maturePassed + excluded.maturePassed;
                """
            }
            try db.execute(sql: """
                CREATE TABLE review_bucket_all (
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
                  PRIMARY KEY (bucket, mode)
                ) WITHOUT ROWID;
                INSERT INTO review_bucket_all (bucket, mode, answers, milliseconds, again, introduced, youngReviews, youngPassed, matureReviews, maturePassed)
                  SELECT bucket, mode, SUM(answers), SUM(milliseconds), SUM(again), SUM(introduced), SUM(youngReviews), SUM(youngPassed), SUM(matureReviews), SUM(maturePassed) FROM review_bucket GROUP BY bucket, mode;
                CREATE TRIGGER review_bucket_all_insert AFTER INSERT ON review_bucket BEGIN
                \(upsert("NEW.bucket, NEW.mode, NEW.answers, NEW.milliseconds, NEW.again, NEW.introduced, NEW.youngReviews, NEW.youngPassed, NEW.matureReviews, NEW.maturePassed"))
                END;
                CREATE TRIGGER review_bucket_all_update AFTER UPDATE ON review_bucket BEGIN
                \(upsert("NEW.bucket, NEW.mode, NEW.answers - OLD.answers, NEW.milliseconds - OLD.milliseconds, NEW.again - OLD.again, NEW.introduced - OLD.introduced, NEW.youngReviews - OLD.youngReviews, NEW.youngPassed - OLD.youngPassed, NEW.matureReviews - OLD.matureReviews, NEW.maturePassed - OLD.maturePassed"))
                END;
                CREATE TRIGGER review_bucket_all_delete AFTER DELETE ON review_bucket BEGIN
                \(upsert("OLD.bucket, OLD.mode, -OLD.answers, -OLD.milliseconds, -OLD.again, -OLD.introduced, -OLD.youngReviews, -OLD.youngPassed, -OLD.matureReviews, -OLD.maturePassed"))
                END;
                """)
        }
        migrator.registerMigration("v3 card marks") { db in
            // What the learner sets on a card beside its schedule (Anki's suspend, bury and
            // flags) and the leech mark: defaults that leave every existing card as it was.
            // buriedUntil is when the card comes back (the start of a study day), in seconds.
            // Marked cards are few: a partial index finds a deck's without reading the rest.
            try db.execute(sql: """
                ALTER TABLE card ADD COLUMN suspended INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE card ADD COLUMN buriedUntil INTEGER;
                ALTER TABLE card ADD COLUMN flag INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE card ADD COLUMN leech INTEGER NOT NULL DEFAULT 0;
                CREATE INDEX card_marked ON card (deckKey) WHERE suspended <> 0 OR buriedUntil IS NOT NULL OR flag <> 0 OR leech <> 0;
                """)
        }
        LimitExtensionSchema.register(in: &migrator)
        return migrator
    }
}
