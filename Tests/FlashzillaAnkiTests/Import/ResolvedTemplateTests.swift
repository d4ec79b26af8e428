import Testing
@testable import FlashzillaAnki

/// Templates resolved once for a note type find the values a dictionary of the note's fields,
/// filled field by field and then with the special fields, would hold.
@Suite struct ResolvedTemplateTests {
    func render(_ template: String, names: [String], note: [String], special: [String] = []) throws -> String {
        let values = FieldValues(note: note, count: names.count - special.count, special: special)
        return TemplateRenderer(values: values, clozeNumber: 1, side: .question).render(ResolvedTemplate(try CardTemplate(template), names: names))
    }

    @Test func laterNamesOverrideEarlierOnes() throws {
        // A note type's own field named like a special one shows the special one.
        #expect(try render("{{Deck}}|{{deck}}|{{F}}", names: ["Deck", "F", "Deck"], note: ["mine", "f"], special: ["Spanish"]) == "Spanish|Spanish|f")
        #expect(try render("{{A}}|{{a}}", names: ["A", "A"], note: ["first", "second"]) == "second|second")
        #expect(try render("{{#Deck}}in {{Deck}}{{/Deck}}", names: ["Deck", "Deck"], note: [""], special: ["Spanish"]) == "in Spanish")
    }

    @Test func aNoteWithFewerFieldsThanItsTypeShowsNothingForTheRest() throws {
        #expect(try render("{{A}}[{{B}}]{{^B}}none{{/B}}", names: ["A", "B"], note: ["a"]) == "a[]none")
    }
}
