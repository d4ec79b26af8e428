import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// The browse screen at 80×24, compared with golden files
/// (Tests/Golden/FlashzillaTUITests/browse-*.txt). Record with
/// UPDATE_GOLDEN=1 and read every file before committing it.
struct BrowseGoldenTests {
    typealias F = BrowseFixtures

    @Test func frontWithBadge() {
        expectGolden(F.screen().view(size: F.standard, now: .zero), named: "browse-front-80x24")
    }

    @Test func back() {
        let screen = F.screen(animations: false).afterKeys(.character(" "))
        expectGolden(screen.view(size: F.standard, now: .zero), named: "browse-back-80x24")
    }

    @Test func notApplicableBadge() {
        let screen = F.screen().afterKeys(.end)
        #expect(screen.index == 2)
        expectGolden(screen.view(size: F.standard, now: .zero), named: "browse-na-badge-80x24")
    }

    @Test func editPanel() {
        let screen = F.screen().afterKeys(.character("e"), .tab)
        expectGolden(screen.view(size: F.standard, now: .zero), named: "browse-edit-80x24")
    }

    @Test func editRefused() {
        let screen = F.screen().afterKeys(.character("e"), .ctrl("u"), .enter)
        expectGolden(screen.view(size: F.standard, now: .zero), named: "browse-edit-refused-80x24")
    }

    @Test func emptyDeck() {
        expectGolden(F.screen(F.empty).view(size: F.standard, now: .zero), named: "browse-empty-80x24")
    }

    /// 50 ms into a 200 ms flip: the card is half as wide, still its front.
    @Test func midFlip() {
        let screen = F.screen().afterKeys(.character(" "), at: browseAt(1))
        expectGolden(screen.view(size: F.standard, now: browseAt(1.05)), named: "browse-flip-quarter-80x24")
    }

    @Test func help() {
        let screen = F.screen().afterKeys(.character("?"))
        expectGolden(screen.view(size: F.standard, now: .zero), named: "browse-help-80x24")
    }

    @Test func lastCardSaysSo() {
        let screen = F.screen().afterKeys(.end, .right)
        expectGolden(screen.view(size: F.standard, now: .zero), named: "browse-last-card-80x24")
    }

    @Test func smallest() {
        expectGolden(F.screen().view(size: F.small, now: .zero), named: "browse-front-40x12")
        let editing = F.screen().afterKeys(.character("e"), size: F.small)
        expectGolden(editing.view(size: F.small, now: .zero), named: "browse-edit-40x12")
    }

    @Test func tooSmall() {
        expectGolden(F.screen().view(size: Size(width: 39, height: 12), now: .zero), named: "browse-too-small-39x12")
    }
}
