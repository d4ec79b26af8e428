import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// The card edit screen rendered in each state and compared with golden
/// files (Tests/Golden/FlashzillaTUITests/card-edit-*.txt). Record with
/// UPDATE_GOLDEN=1 and read every file before committing it.
struct CardEditGoldenTests {
    typealias F = CardEditFixtures

    @Test func emptyDeck() {
        expectGolden(CardEditScreen(deck: F.empty).view(size: F.standard), named: "card-edit-empty-80x24")
    }

    /// Every word type, none, long, multi-line, wide and hostile text.
    @Test func fullDeck() {
        var screen = CardEditScreen(deck: F.full)
        screen.type("ice")
        screen.press(.enter)
        screen.type("frozen water")
        expectGolden(screen.view(size: F.standard), named: "card-edit-full-80x24")
    }

    @Test func fullDeckListFocusedAndScrolled() {
        var screen = CardEditScreen(deck: F.full)
        screen.focusList()
        screen.press(.end)
        expectGolden(screen.view(size: F.standard), named: "card-edit-list-end-80x24")
    }

    @Test func filtered() {
        var screen = CardEditScreen(deck: F.full)
        screen.focusList()
        screen.press(.character("/"))
        screen.type("an")
        expectGolden(screen.view(size: F.standard), named: "card-edit-filtered-80x24")
    }

    @Test func editingAnExistingCard() {
        var screen = CardEditScreen(deck: F.full)
        screen.focusList()
        screen.press(.down, .down, .down, .down, .down, .down, .down, .down, .down, .down, .down, .down)
        screen.press(.enter)  // the haiku: three answer lines
        screen.press(.tab)
        expectGolden(screen.view(size: F.standard), named: "card-edit-editing-80x24")
    }

    @Test func errorMessage() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.type("kiwi")
        screen.press(.ctrl("s"))
        expectGolden(screen.view(size: F.standard), named: "card-edit-error-80x24")
    }

    /// A badge row per word type and the grey N/A, with the picker on a verb.
    @Test func wordTypeBadges() {
        let triples: [(String, String, WordType?)] = ([nil] + WordType.allCases).map { type in
            (type?.rawValue ?? "untyped", "badge \(WordTypeBadge(type).label)", type)
        }
        var screen = CardEditScreen(deck: F.deck("Badges", triples))
        screen.press(.tab, .tab, .right, .right)
        expectGolden(screen.view(size: F.standard), named: "card-edit-badges-80x24")
    }

    @Test func lookingUp() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.type("goose")
        screen.press(.ctrl("g"))
        expectGolden(screen.view(size: F.standard), named: "card-edit-looking-up-80x24")
    }

    @Test func helpOverlays() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.press(.function(1))
        expectGolden(screen.view(size: F.standard), named: "card-edit-help-form-80x24")
        screen.press(.escape)
        screen.focusList()
        screen.press(.character("?"))
        expectGolden(screen.view(size: F.standard), named: "card-edit-help-list-80x24")
    }

    @Test func smallestAndLarge() {
        var screen = CardEditScreen(deck: F.full)
        screen.type("猫 and a long prompt that scrolls sideways in the field")
        expectGolden(screen.view(size: F.minimum), named: "card-edit-40x14")
        expectGolden(screen.view(size: F.large), named: "card-edit-200x60")
    }

    @Test func tooSmall() {
        let screen = CardEditScreen(deck: F.full)
        expectGolden(screen.view(size: Size(width: 39, height: 14)), named: "card-edit-too-small-39x14")
    }
}
