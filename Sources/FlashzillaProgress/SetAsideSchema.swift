import GRDB

/// Triggers or indexes dropped for a bulk write and put back from their own stored SQL (so
/// the schema comes back exactly as its migration made it).
struct SetAsideSchema {
    private let definitions: [String]

    /// Drops the named triggers and indexes that `db` has.
    init(_ names: [String], in db: Database) throws {
        let rows = try Row.fetchAll(db, sql: """
            SELECT type, name, sql FROM sqlite_master WHERE type IN ('trigger', 'index') AND sql IS NOT NULL AND name IN (\(databaseQuestionMarks(count: names.count)))
            """, arguments: StatementArguments(names))
        definitions = rows.map { $0["sql"] }
        for row in rows {
            let type: String = row["type"], name: String = row["name"]
            try db.execute(sql: "DROP \(type == "index" ? "INDEX" : "TRIGGER") \(name.quotedDatabaseIdentifier)")
        }
    }

    func restore(in db: Database) throws {
        for sql in definitions { try db.execute(sql: sql) }
    }

    /// The triggers that add every change of a deck's bucket to all decks' sums
    /// (`review_bucket_all_*`, migration v2), set aside while a bulk write adds both tables'
    /// sums itself: one upsert a quarter hour instead of a trigger for each deck's bucket
    /// (0.24 s of an import with 200,000 answers). Dropped and put back inside the write's
    /// transaction, so no other connection ever sees them missing and a failed write rolls
    /// the drop back too.
    static let bucketTriggers = ["review_bucket_all_insert", "review_bucket_all_update", "review_bucket_all_delete"]

    /// The indexes no bulk write reads, made again once a new file's rows are in: SQLite
    /// sorts the rows once instead of inserting each into a tree (40 ms of 200,000 answers'
    /// 0.39 s in the `sqlite3` shell). Only for a file nobody else has open yet. Not
    /// `review_by_card`: a build's answers come in its order (cards numbered as written, each
    /// card's answers by time), so each lands at the end of the index, which costs less than
    /// sorting them all after (a first sync of 200,000 answers: 771 -> 738 ms of CPU).
    static let indexesMadeAfter = ["card_by_deck_phase_due"]
}
