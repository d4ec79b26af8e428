import Testing
@testable import FlashzillaTUI

/// Every key binding of every screen has a word the line front end can take, so a new
/// feature's key reaches speech by default; within one table a word names one binding.
struct SpokenWordsTests {
    /// One screen keymap, its bindings' problems read out as plain strings.
    struct Table: CustomStringConvertible, Sendable {
        let name: String
        let unspoken: [String]
        let shared: [String]
        let count: Int

        init<Action>(_ name: String, _ keymap: Keymap<Action>) {
            self.name = name
            unspoken = keymap.unspokenBindings
            shared = keymap.sharedWords
            count = keymap.bindings.count
        }

        var description: String { name }
    }

    static let tables: [Table] = [
        Table("Chooser", ChooserScreen.keymap),
        Table("Study", StudyScreen.keymap),
        Table("Review", ReviewScreen.keymap),
        Table("Match", MatchScreen.keymap),
        Table("Browse", BrowseScreen.keymap),
        Table("Browse edit panel", BrowseScreen.editKeymap),
        Table("Card editor form", CardEditScreen.formKeymap),
        Table("Card editor list", CardEditScreen.listKeymap),
        Table("Card editor filter", CardEditScreen.filterKeymap),
        Table("Deck editor", DeckEditorScreen.keymap),
        Table("Settings", SettingsScreen.keymap),
        Table("Review settings", ReviewSettingsScreen.keymap),
        Table("Import", ImportScreen.keymap),
        Table("Statistics", StatisticsScreen.keymap),
        Table("Custom study menu", CustomStudyScreen.menuKeymap),
        Table("Custom study prompt", CustomStudyScreen.promptKeymap),
        Table("Custom study tag prompt", CustomStudyScreen.tagPromptKeymap),
        Table("Chooser, renaming a parent", GroupRename.keymap),
        Table("Chooser, full sync question", FullSyncQuestion.keymap),
        Table("Sync login", SyncLoginScreen.keymap),
    ]

    @Test(arguments: tables)
    func everyBindingHasItsOwnSpokenWord(_ table: Table) {
        #expect(table.count > 0)
        #expect(table.unspoken.isEmpty, "\(table.name): no spoken word for \(table.unspoken)")
        #expect(table.shared.isEmpty, "\(table.name): words said for two bindings: \(table.shared)")
    }

    @Test func theTableFindsAMissingAndASharedWord() {
        enum Action: Equatable, Sendable { case good, again, undo }
        let keymap = Keymap<Action>([
            KeyBinding([.character("3")], help: "good", words: ["good"], action: .good),
            KeyBinding([.character("1")], help: "again", words: ["again", "good"], action: .again),
            KeyBinding([.character("u")], help: "undo", action: .undo),
        ])
        #expect(keymap.unspokenBindings == ["undo"])
        #expect(keymap.sharedWords == ["good"])
    }

    @Test func aWordFindsItsBindingWhateverItsCase() {
        #expect(ReviewScreen.keymap.binding(forWord: " Good ")?.action == .rated(.good))
        #expect(ChooserScreen.keymap.binding(forWord: "page up")?.action == .pageUp)
        #expect(ReviewScreen.keymap.binding(forWord: "banana") == nil)
    }
}
