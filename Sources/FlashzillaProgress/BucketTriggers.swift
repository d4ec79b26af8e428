import GRDB

/// The triggers that add every change of a deck's bucket to all decks' sums
/// (`review_bucket_all_*`, migration v2), set aside while a bulk write adds both tables'
/// sums itself: one upsert a quarter hour instead of a trigger for each deck's bucket
/// (0.24 s of an import with 200,000 answers). Dropped and put back from their own stored
/// SQL inside the write's transaction, so no other connection ever sees them missing and
/// a failed write rolls the drop back too.
struct BucketTriggers {
    private let definitions: [String]

    /// Drops them (`db` must be in a transaction).
    init(settingAsideIn db: Database) throws {
        let rows = try Row.fetchAll(db, sql: """
            SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'review_bucket' AND name LIKE 'review_bucket_all_%'
            """)
        definitions = rows.map { $0["sql"] }
        for row in rows {
            let name: String = row["name"]
            try db.execute(sql: "DROP TRIGGER \(name.quotedDatabaseIdentifier)")
        }
    }

    func restore(in db: Database) throws {
        for sql in definitions { try db.execute(sql: sql) }
    }
}
