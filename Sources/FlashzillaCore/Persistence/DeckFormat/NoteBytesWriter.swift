/// The deck's `notes` array straight to bytes, exactly as `JSONByteWriter.value` writes
/// `NoteObject.json` of each note (members in key order: fields, guid, noteType), without a
/// dictionary per note.
enum NoteBytesWriter {
    /// The array as the value of a member at `indent`; `afterEach` sees the writer after
    /// each note (to hand on what is written so far).
    static func write(_ notes: [Note], into writer: inout JSONByteWriter, indent: Int,
                      afterEach: (inout JSONByteWriter) -> Void = { _ in }) {
        writer.open(UInt8(ascii: "["))
        for (i, note) in notes.enumerated() {
            writer.element(indent: indent + 1, first: i == 0)
            writer.open(UInt8(ascii: "{"))
            writer.key("fields", indent: indent + 2, first: true)
            writer.open(UInt8(ascii: "["))
            for (j, field) in note.fields.enumerated() {
                writer.element(indent: indent + 3, first: j == 0)
                writer.string(field)
            }
            writer.close(UInt8(ascii: "]"), indent: indent + 2, empty: note.fields.isEmpty)
            writer.key("guid", indent: indent + 2, first: false)
            writer.string(note.guid)
            writer.key("noteType", indent: indent + 2, first: false)
            writer.string(note.noteType)
            writer.close(UInt8(ascii: "}"), indent: indent + 1, empty: false)
            afterEach(&writer)
        }
        writer.close(UInt8(ascii: "]"), indent: indent, empty: notes.isEmpty)
    }
}
