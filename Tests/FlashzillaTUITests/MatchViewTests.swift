import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Styles at chosen cells, the cursor, words for what colour shows, and odd sizes.
struct MatchViewTests {
    typealias F = MatchFixtures

    var grid: MatchGrid { F.screen().layout(for: F.standard).grid! }

    @Test func faceDownCardsShowTheDeckColourAndTheFocusRingUsesTheSelection() {
        let view = F.screen().view(size: F.standard, now: matchAt(1))
        let back = grid.frame(of: 5)
        let inside = view[back.minX + 2, back.minY + 2]
        #expect(inside.grapheme == "░" && inside.style.role == .deckColor(.teal))
        #expect(view[back.minX, back.minY].style.role == .deckColor(.teal))
        let focused = grid.frame(of: 0)
        #expect(view[focused.minX, focused.minY].grapheme == "╔" && view[focused.minX, focused.minY].style.role == .selected)
        #expect(view[2, 0].style.role == .deckColor(.teal), "the deck's name")
    }

    @Test func faceUpCardsShowTheirTextAndMatchedOnesSayMatchedInWords() {
        let pair = F.screen().game.places(ofPair: 0)
        let screen = F.screen().turning(pair[0], pair[1], at: matchAt(1))
        let view = screen.view(size: F.standard, now: matchAt(2))
        for place in pair {
            let frame = grid.frame(of: place)
            let edge = view.text(row: frame.minY)
            #expect(edge.contains("✓ matched"))
            let label = try! #require(view.find("✓ matched"))
            #expect(view[label.x, label.y].style.role == .correct)
        }
        #expect(view.lines[22].contains("Matched: "))
        for place in pair {
            #expect(view.lines.joined().contains(screen.game.cards[place].text.prefix(10)))
        }
    }

    @Test func theCursorSitsOnTheFocusedCard() {
        let screen = F.screen()
        let frame = grid.frame(of: 0)
        #expect(screen.cursor(size: F.standard, now: matchAt(1)) == Point(x: frame.minX + 1, y: frame.minY + 1))
        // Face up: at the start of its text.
        let up = screen.turning(3, at: matchAt(1))
        let cursor = try! #require(up.cursor(size: F.standard, now: matchAt(1)))
        let view = up.view(size: F.standard, now: matchAt(1))
        #expect(grid.frame(of: 3).contains(cursor))
        #expect(view[cursor].grapheme == String(up.game.cards[3].text.first!))
        // None while help is open, on the result, when too small or empty.
        #expect(screen.after(.helpToggled, at: matchAt(1)).cursor(size: F.standard, now: matchAt(1)) == nil)
        #expect(screen.playedToEnd().screen.cursor(size: F.standard, now: matchAt(30)) == nil)
        #expect(screen.cursor(size: Size(width: 30, height: 8), now: matchAt(1)) == nil)
        #expect(F.screen(F.empty).cursor(size: F.standard, now: matchAt(1)) == nil)
    }

    @Test func theStatusLineNamesWhatIsFaceUp() {
        let game = F.screen().game
        let a = game.places(ofPair: 0), b = game.places(ofPair: 1)
        #expect(MatchStatusLine.text(for: game) == "Nothing face up: choose a card")
        let one = F.screen().turning(a[0], at: matchAt(1)).game
        #expect(MatchStatusLine.text(for: one) == "Up: \(one.cards[a[0]].text)")
        let two = F.screen().turning(a[0], b[0], at: matchAt(1)).game
        #expect(MatchStatusLine.text(for: two) == "Up: \(two.cards[min(a[0], b[0])].text) · \(two.cards[max(a[0], b[0])].text) — no match")
        #expect(MatchStatusLine.text(for: F.screen().playedToEnd().screen.game) == "All 6 pairs matched")
    }

    @Test func hostileTextNeverReachesTheGridAsControls() {
        let hostile = F.deck("Evil\u{1B}[2J", [("\u{1B}[31mRED\u{7}", "tab\there\u{9B}2J"), ("calm", "still")], pairs: 2)
        let dealt = F.screen(hostile)
        let red = dealt.game.cards.firstIndex { $0.text.contains("RED") }!
        let screen = dealt.turning(red, at: matchAt(1))
        let text = screen.view(size: F.standard, now: matchAt(2)).lines.joined()
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(text.contains("␛[31mRED"))
    }

    @Test func everySizeDrawsWithoutCrashingAndTheCursorStaysOnScreen() {
        let screens = [F.screen(), F.screen(animations: true).turning(0, 1, at: matchAt(0.05)), F.screen(F.wide), F.screen(F.empty)]
        for screen in screens {
            for width in [0, 1, 2, 5, 9, 10, 20, 33, 40, 41, 79, 80, 133] {
                for height in [0, 1, 2, 3, 4, 5, 8, 12, 15, 16, 24, 41] {
                    let size = Size(width: width, height: height)
                    for now in [matchAt(0.1), matchAt(0.2), matchAt(3)] {
                        let view = screen.view(size: size, now: now)
                        #expect(view.size == size)
                        if let cursor = screen.cursor(size: size, now: now) {
                            #expect(Rect(size: size).contains(cursor), "\(size)")
                        }
                    }
                }
            }
        }
    }
}
