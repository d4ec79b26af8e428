import Foundation

/// The older schema (11, `collection.anki2` and `collection.anki21`): note types and decks
/// are JSON objects in the `col` table's `models` and `decks` columns.
enum LegacyCollectionJSON {
    static func notetypes(_ json: String) throws(PackageProblem) -> [Int64: CollectionNotetype] {
        var result: [Int64: CollectionNotetype] = [:]
        for (key, value) in try object(json, what: "note types") {
            guard let model = value as? [String: Any], let id = Int64(key) else { continue }
            let fields = (model["flds"] as? [[String: Any]] ?? []).sorted { ordinal($0) < ordinal($1) }
            let templates = (model["tmpls"] as? [[String: Any]] ?? []).sorted { ordinal($0) < ordinal($1) }
            result[id] = CollectionNotetype(
                name: model["name"] as? String ?? "",
                isCloze: (model["type"] as? Int) == 1,
                fieldNames: fields.map { $0["name"] as? String ?? "" },
                templates: templates.map {
                    CollectionTemplate(name: $0["name"] as? String ?? "", front: $0["qfmt"] as? String ?? "", back: $0["afmt"] as? String ?? "")
                },
                css: model["css"] as? String ?? "")
        }
        return result
    }

    static func deckNames(_ json: String) throws(PackageProblem) -> [Int64: String] {
        var result: [Int64: String] = [:]
        for (key, value) in try object(json, what: "decks") {
            guard let deck = value as? [String: Any], let id = Int64(key), let name = deck["name"] as? String else { continue }
            result[id] = name
        }
        return result
    }

    /// Anki refuses a package whose deck options (`dconf`) are keyed by anything but ids
    /// (ankisync2 wrote `{"mod": …}`): "decoding deck config: invalid value: expected key to
    /// be a number in quotes". The import refuses it for the same reason, though it reads no
    /// deck options, so that what Anki cannot open is not half imported.
    static func checkDeckOptions(_ json: String) throws(PackageProblem) {
        guard let options = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { return }
        if let key = options.keys.sorted().first(where: { Int64($0) == nil }) {
            throw PackageProblem("has deck options (the col table's dconf) under “\(MediaName.printable(key))”, which is no id; "
                + "Anki refuses it too (decoding deck config: expected key to be a number in quotes)")
        }
    }

    private static func ordinal(_ object: [String: Any]) -> Int { object["ord"] as? Int ?? 0 }

    private static func object(_ json: String, what: String) throws(PackageProblem) -> [String: Any] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw PackageProblem("is not a readable Anki collection (its \(what) are not a JSON object)")
        }
        return object
    }
}
