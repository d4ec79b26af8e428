import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// What a screen reader hears in the deck editor and Settings: the focused field with its
/// value first, its error or hint with ranges in words.
struct DescribeFormsTests {
    let context = ScreenContext(moment: .zero, date: ReviewFixtures.date, size: Size(width: 80, height: 24))

    @Test func theDeckEditorSaysTheFocusedFieldAndItsError() {
        var screen = DeckEditorScreen(mode: .edit(fileName: "capitals.json"), deck: StudyFixtures.capitals(), otherNames: ["Vocab"])
        #expect(screen.describe(in: context) == ["Name: Capitals.", "Unique among your decks.", "Edit deck “Capitals”."])
        // To Time limit, then 9999 typed after its 100.
        for key in [Key.tab, .tab, .character("9"), .character("9"), .character("9"), .character("9")] {
            _ = screen.handle(.key(key), size: context.size)
        }
        #expect(screen.describe(in: context) == [
            "Time limit: 100999.",
            "Error: Enter seconds from 0 to 3600 (0 = untimed).",
            "Edit deck “Capitals”.",
        ])
    }

    @Test func aNewDeckNamedLikeAnotherSaysTheErrorOnceTouched() {
        var screen = DeckEditorScreen.creating(otherNames: ["Vocab"], defaultTimeLimit: 60)
        for character in "Vocab" { _ = screen.handle(.key(.character(character)), size: context.size) }
        #expect(screen.describe(in: context) == ["Name: Vocab.", "Error: Another deck is already called \"Vocab\".", "New deck."])
    }

    @Test func settingsSayTheFocusedSetting() {
        var screen = SettingsScreen(settings: Settings())
        #expect(screen.describe(in: context) == [
            "Time limits: Deck's own.",
            "Every countdown longer, or none; deck files unchanged.",
            "Settings. Changes are saved at once.",
        ])
        _ = screen.handle(.key(.tab), size: context.size)
        #expect(screen.describe(in: context) == [
            "Default time limit: 100.",
            "Seconds for new decks, from 0 to 3600; 0 = untimed.",
            "Settings. Changes are saved at once.",
        ])
    }

    @Test func reviewSettingsSayTheirRangeInWords() {
        var screen = SettingsScreen(settings: Settings())
        for _ in 0..<10 { _ = screen.handle(.key(.tab), size: context.size) }
        _ = screen.handle(.key(.enter), size: context.size)
        #expect(screen.describe(in: context) == [
            "Desired retention: 0.9.",
            "From 0.70 to 0.99: the chance to recall a card when it is due.",
            "Review (FSRS) settings. A valid value is taken at once.",
        ])
    }

    @Test func aBrokenSettingsFileIsSaid() {
        let screen = SettingsScreen(settings: Settings(), fileProblem: "settings.json line 2: expected a number")
        #expect(screen.describe(in: context).last == "Settings not used: settings.json line 2: expected a number.")
    }
}
