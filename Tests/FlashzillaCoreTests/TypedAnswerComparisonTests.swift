import Testing
import FlashzillaCore

/// Typed answers compared as Anki shows them: right, wrong and missing stretches in both
/// rows, a suggested answer, and the same in words.
@Suite struct TypedAnswerComparisonTests {
    typealias C = TypedAnswerComparison
    typealias S = TypedAnswerComparison.Stretch

    @Test func exactIsRightWhateverTheCompositionOrSurroundingSpace() {
        let comparison = C(expected: "caf\u{E9}", typed: "  cafe\u{301} ")
        #expect(comparison.isExact && comparison.similarity == 1)
        #expect(comparison.typed == [S(.right, "café")] && comparison.expected == [S(.right, "café")])
        #expect(comparison.suggestedRating == .good && comparison.suggestedOutcome == .correct)
        #expect(comparison.spoken == "Right.")
    }

    @Test func anExtraLetterIsWrongInTheTypedRowOnly() {
        let comparison = C(expected: "gato", typed: "gatto")
        #expect(comparison.typed == [S(.right, "gat"), S(.wrong, "t"), S(.right, "o")])
        #expect(comparison.expected == [S(.right, "gato")])
        #expect(comparison.similarity == 0.8)
        #expect(comparison.suggestedRating == .hard && comparison.suggestedOutcome == .wrong)
    }

    @Test func aMissingLetterIsADashTypedAndMarkedInTheAnswer() {
        let comparison = C(expected: "perro", typed: "pero")
        #expect(comparison.typed == [S(.right, "per"), S(.missing, "-"), S(.right, "o")])
        #expect(comparison.expected == [S(.right, "per"), S(.missing, "r"), S(.right, "o")])
        #expect(comparison.spoken == "You typed “pero”. Wrong: none. Missing: “r”. Answer: “perro”.")
    }

    @Test func aReplacedStretchIsWrongTypedAndMissingInTheAnswer() {
        let comparison = C(expected: "Paris", typed: "Pbris")
        #expect(comparison.typed == [S(.right, "P"), S(.wrong, "b"), S(.right, "ris")])
        #expect(comparison.expected == [S(.right, "P"), S(.missing, "a"), S(.right, "ris")])
    }

    @Test func somethingElseEntirelyIsAgainAndAnEmptyAnswerIsAllMissing() {
        let other = C(expected: "dog", typed: "cat")
        #expect(other.typed == [S(.wrong, "cat")] && other.expected == [S(.missing, "dog")])
        #expect(other.similarity == 0 && other.suggestedRating == .again)
        let empty = C(expected: "dog", typed: "")
        #expect(empty.typed == [S(.missing, "---")] && empty.expected == [S(.missing, "dog")])
    }

    @Test func charactersAreWhatAReaderSeesNotCodePoints() {
        // A flag is one character of two scalars: one wrong character, not two.
        let comparison = C(expected: "🇪🇸 es", typed: "🇫🇷 es")
        #expect(comparison.typed == [S(.wrong, "🇫🇷"), S(.right, " es")])
    }

    @Test func veryLongTextsAreComparedAsWholes() {
        let long = String(repeating: "ab", count: C.maximumCompared + 1)
        let comparison = C(expected: long, typed: long + "c")
        #expect(comparison.typed == [S(.wrong, long + "c")] && comparison.suggestedRating == .again)
    }
}
