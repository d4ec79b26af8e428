import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// Deck colours are named beside the swatch (issue 18): whenever the row has room, and
/// always without colour cues or in high contrast, which draws two deck colours alike.
@Suite struct ChooserColourNameTests {
    static let longName = DeckListing(fileName: "l.json", name: "A deck with a rather long name indeed", color: .purple,
                                      cardCount: 3, samplePrompts: ["p"], timeLimit: 100)

    @Test func theColourIsNamedWhenTheDeckNameStillFitsWhole() {
        let screen = ChooserScreen(listings: [Self.longName])
        #expect(screen.view(size: Size(width: 80, height: 12)).lines.contains { $0.contains("██ Purple · A deck with a rather long name indeed") })
        // Narrow: the deck's name comes first; the colour's name gives way.
        let narrow = screen.view(size: Size(width: 50, height: 12)).lines
        #expect(narrow.contains { $0.contains("██ A deck with") } && !narrow.contains { $0.contains("██ Purple") })
    }

    @Test func highContrastAlwaysNamesTheColour() {
        for theme in Settings.ColorTheme.allCases {
            var settings = Settings()
            settings.theme = theme
            let app = AppModel(listings: [Self.longName], settings: settings)
            #expect(app.chooser.namesColors == (theme == .highContrast), "\(theme)")
            if theme == .highContrast {
                #expect(app.chooser.view(size: Size(width: 50, height: 12)).lines.contains { $0.contains("██ Purple · A deck") })
            }
        }
    }

    @Test func everyRowOrNoneNamesItsColourSoTheNamesLineUp() {
        let short = DeckListing(fileName: "s.json", name: "Short", color: .red, cardCount: 1, samplePrompts: ["p"], timeLimit: 0)
        let rows = { (screen: ChooserScreen, width: Int) in screen.view(size: Size(width: width, height: 12)).lines.filter { $0.contains("██") } }
        #expect(rows(ChooserScreen(listings: [short, Self.longName]), 80).allSatisfy { $0.contains("Red · Short") || $0.contains("Purple · A deck") })
        let narrow = rows(ChooserScreen(listings: [short, Self.longName]), 50)
        #expect(narrow.count == 2 && narrow.allSatisfy { !$0.contains(" · Short") && !$0.contains("Purple") }, "\(narrow)")
    }
}

/// The chooser's footer names Browse (issue 18) and keeps Help and Quit at 80 columns.
@Suite struct ChooserFooterTests {
    @Test func browseHelpAndQuitFitAt80Columns() {
        // Two rows (ChooserNothingDueTests checks every key on them).
        let footer = ChooserScreen(listings: ChooserScreenTests.listings).view(size: Size(width: 80, height: 24)).lines.suffix(2).joined()
        for item in ["Enter Review", "C Cards", "b Browse", "m Match", "? Help", "q Quit"] { #expect(footer.contains(item), "\(footer)") }
        // With room to spare, the usual two spaces and Settings too.
        let wide = ChooserScreen(listings: ChooserScreenTests.listings).view(size: Size(width: 120, height: 24)).lines.suffix(2).joined()
        #expect(wide.contains("C Cards  b Browse") && wide.contains("s Settings"))
    }
}
