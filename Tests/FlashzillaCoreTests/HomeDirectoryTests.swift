import Foundation
import Testing
@testable import FlashzillaCore

@Suite struct HomeDirectoryTests {
    let env = ["FLASHZILLA_HOME": "/env/fz", "XDG_DATA_HOME": "/xdg"]

    @Test func optionWinsOverEverything() {
        #expect(HomeDirectory.resolve(option: "/opt/x", environment: env, userHome: "/home/u").path == "/opt/x")
    }

    @Test func environmentVariableWinsOverXDG() {
        #expect(HomeDirectory.resolve(option: nil, environment: env, userHome: "/home/u").path == "/env/fz")
    }

    @Test func xdgDataHomeGetsASubfolder() {
        #expect(HomeDirectory.resolve(option: nil, environment: ["XDG_DATA_HOME": "/xdg"], userHome: "/home/u").path == "/xdg/flashzilla")
    }

    @Test func fallsBackToLocalShare() {
        #expect(HomeDirectory.resolve(option: nil, environment: [:], userHome: "/home/u").path == "/home/u/.local/share/flashzilla")
    }

    @Test func emptyValuesCountAsUnset() {
        let e = ["FLASHZILLA_HOME": "", "XDG_DATA_HOME": ""]
        #expect(HomeDirectory.resolve(option: "", environment: e, userHome: "/home/u").path == "/home/u/.local/share/flashzilla")
    }

    @Test func tildeIsExpanded() {
        #expect(HomeDirectory.resolve(option: "~/decks", environment: [:], userHome: "/home/u").path == "/home/u/decks")
    }
}
