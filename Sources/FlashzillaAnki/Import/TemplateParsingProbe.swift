/// The importer's template parsing (`CardTemplate`, `ResolvedTemplate` are internal), for
/// `flashzilla-bench templates`.
public enum TemplateParsingProbe {
    /// Parses a note type's front and back templates and resolves them for `fields`, as an
    /// import does; false when they are refused.
    public static func parses(front: String, back: String, fields: [String]) -> Bool {
        let notetype = CollectionNotetype(name: "Probe", isCloze: false, fieldNames: fields, templates: [CollectionTemplate(name: "Card 1", front: front, back: back)])
        return (try? PackageCards.templates(of: AnkiCollection(notetypes: [1: notetype]))) != nil
    }
}
