import Foundation

/// One member of a deck file's JSON objects: its key, whether it may be left out, its
/// default, and how its value is read into the model and written from it. The format is
/// two lists of these, `DeckFieldTable` and `CardFieldTable`, in the order the reader
/// checks them; the hand-tuned card paths (`PendingCard`, `CardBytesWriter`) are checked
/// against them by tests (CodecFieldTableTests).
struct FormatField<Model>: Sendable {
    enum Presence: Sendable, Equatable {
        /// Absent: "missing"; null: the value's "must be" message.
        case required
        /// Absent or null: `setDefault`.
        case optional
        /// Absent or null: the reader fills a value in from the others (a derived id, the
        /// other date, now) and says so (`DecodedDeck.filledInValues`).
        case filledIn
    }

    let key: String
    let presence: Presence
    /// Reads a value that is present and not null into the model.
    let read: @Sendable (JSONValue, inout Model) throws(FieldError) -> Void
    /// Puts the default in place of an absent or null value (optional fields).
    let setDefault: @Sendable (inout Model) -> Void
    /// The value to write; nil leaves the key out (a field at a default not written).
    let write: @Sendable (Model) -> JSONValue?
}

/// What is wrong with one field's value: `message` says it, `subpath` is the place inside
/// the value (`[1]` for a tags array's second element), empty for the value itself.
struct FieldError: Error {
    var message: String
    var subpath = ""

    init(_ message: String, at subpath: String = "") {
        self.message = message
        self.subpath = subpath
    }
}

extension FormatField {
    /// Must be present; there is no default.
    static func required<V: Sendable>(_ key: String, _ path: WritableKeyPath<Model, V> & Sendable, _ kind: FieldKind<V>) -> FormatField {
        FormatField(key: key, presence: .required,
                    read: { json, model throws(FieldError) in model[keyPath: path] = try kind.value(json) },
                    setDefault: { _ in }, write: { kind.encode($0[keyPath: path]) })
    }

    /// May be left out (or null) for `value`; written always, or, with `omittedAtDefault`,
    /// only when it holds something else.
    static func optional<V: Equatable & Sendable>(_ key: String, _ path: WritableKeyPath<Model, V> & Sendable, _ kind: FieldKind<V>,
                                                  default value: V, omittedAtDefault: Bool = false) -> FormatField {
        FormatField(key: key, presence: .optional,
                    read: { json, model throws(FieldError) in model[keyPath: path] = try kind.value(json) },
                    setDefault: { $0[keyPath: path] = value },
                    write: { model in
                        let held = model[keyPath: path]
                        return omittedAtDefault && held == value ? nil : kind.encode(held)
                    })
    }

    /// May be left out (or null): the reader fills it in. Always written.
    static func filledIn<V: Sendable>(_ key: String, _ path: WritableKeyPath<Model, V> & Sendable, _ kind: FieldKind<V>) -> FormatField {
        FormatField(key: key, presence: .filledIn,
                    read: { json, model throws(FieldError) in model[keyPath: path] = try kind.value(json) },
                    setDefault: { _ in }, write: { kind.encode($0[keyPath: path]) })
    }

    /// Reads this field's `value` (nil when absent) into `model`, by its presence; false
    /// when a field the reader fills in was absent or null. `objectPath` names the object
    /// in messages (empty for the deck, `cards[3]` for a card).
    func apply(_ value: JSONValue?, to model: inout Model, objectPath: String) throws(DeckFileError) -> Bool {
        switch (value, presence) {
        case (nil, .required): throw .invalid(objectPath, "missing \"\(key)\"")
        case (nil, .optional), (.null?, .optional): setDefault(&model)
        case (nil, .filledIn), (.null?, .filledIn): return false
        case (let json?, _):
            do throws(FieldError) {
                try read(json, &model)
            } catch {
                throw .invalid(place(objectPath) + error.subpath, error.message)
            }
        }
        return true
    }

    /// `cards[3].prompt`, `name`: where this field is in the file.
    func place(_ objectPath: String) -> String {
        objectPath.isEmpty ? key : objectPath + "." + key
    }
}
