import FlashzillaCore
import Testing
@testable import FlashzillaTUI

struct ThemeTests {
    static let everyStyle: [Style] = {
        let flagSets: [StyleFlags] = [[], .bold, .underline, .reverse, .dim, [.bold, .underline, .reverse, .dim]]
        let tints: [DeckColor?] = [nil] + DeckColor.allCases
        return StyleRole.allCases.flatMap { role in
            flagSets.flatMap { flags in tints.map { Style(role, flags: flags, tint: $0) } }
        }
    }()

    @Test(arguments: Theme.all)
    func everyThemeDefinesEveryRole(theme: Theme) {
        for role in StyleRole.allCases {
            #expect(theme.defines(role), "\(theme.name) lacks \(role)")
        }
    }

    @Test func monochromeHasNoColoursAtAll() {
        for style in Self.everyStyle {
            let a = Theme.monochrome.attributes(for: style)
            #expect(a.foreground == nil && a.background == nil, "\(style) has colour")
        }
        #expect(Theme.monochrome.colorPairs.isEmpty)
    }

    @Test(arguments: Theme.all)
    func verdictsAndPromptsAreDistinguishableWithoutColour(theme: Theme) {
        func attributes(_ role: StyleRole) -> TerminalAttributes {
            var a = theme.attributes(for: Style(role))
            a.foreground = nil
            a.background = nil
            return a
        }
        #expect(attributes(.correct) != attributes(.wrong), "\(theme.name)")
        #expect(attributes(.selected) != attributes(.normal), "\(theme.name)")
        #expect(attributes(.prompt).bold, "\(theme.name): prompts are bold")
    }

    @Test func highContrastNeverDims() {
        for style in Self.everyStyle where !style.flags.contains(.dim) {
            #expect(!Theme.highContrast.attributes(for: style).dim, "\(style)")
        }
    }

    /// Bright white or yellow text on the terminal's own background disappears on a white
    /// terminal: high contrast gives colour only with its own background.
    @Test func highContrastReadsOnAnyBackground() {
        for role in StyleRole.allCases {
            if case .deckColor = role { continue }  // a swatch of colour, named in words beside it
            let a = Theme.highContrast.attributes(for: Style(role))
            #expect(a.foreground == nil || a.background != nil, "\(role): \(a)")
        }
    }

    @Test func styleFlagsAddToTheRole() {
        let a = Theme.default.attributes(for: Style(.answer, flags: [.underline, .reverse]))
        #expect(a == TerminalAttributes(foreground: .yellow, underline: true, reverse: true))
        let b = Theme.default.attributes(for: Style(.correct, flags: .bold))
        #expect(b == TerminalAttributes(foreground: .green, bold: true))
    }

    @Test func tintAndDeckColourRolesUseTheDeckColourTable() {
        #expect(Theme.default.attributes(for: Style(.deckColor(.teal))).foreground == .cyan)
        #expect(Theme.default.attributes(for: Style(.selected, tint: .purple))
            == TerminalAttributes(foreground: .magenta, reverse: true))
        #expect(Theme.monochrome.attributes(for: Style(.deckColor(.red))) == TerminalAttributes(bold: true))
    }

    @Test func deckColoursAreAllMappedInColourThemes() {
        for theme in [Theme.default, .highContrast] {
            #expect(Set(theme.deckColors.keys) == Set(DeckColor.allCases), "\(theme.name)")
        }
    }

    @Test func colorPairsCoverEveryColouredStyleExactlyOnce() {
        let pairs = Theme.default.colorPairs
        #expect(Set(pairs).count == pairs.count)
        for style in Self.everyStyle {
            let a = Theme.default.attributes(for: style)
            guard a.usesColor else { continue }
            #expect(pairs.contains(TerminalColorPair(foreground: a.foreground, background: a.background)))
        }
    }

    @Test func themesAreFoundByForgivingName() {
        #expect(Theme.named("monochrome") == .monochrome)
        #expect(Theme.named("High-Contrast") == .highContrast)
        #expect(Theme.named("highContrast") == .highContrast)
        #expect(Theme.named("DEFAULT") == .default)
        #expect(Theme.named("neon") == nil)
    }

    @Test func brightColoursFoldToBasicOnes() {
        #expect(TerminalColor.brightRed.basic == .red)
        #expect(TerminalColor.blue.basic == .blue)
        #expect(TerminalColor.allCases.map(\.ansiIndex) == Array(0...15))
    }
}
