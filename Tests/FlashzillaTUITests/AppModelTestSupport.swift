import Foundation
import FlashzillaCore
@testable import FlashzillaTUI

extension ScreenContext {
    /// `moment` on an 80×24 terminal, with a fixed wall clock: tests never read the real one.
    static func at(_ moment: Moment, size: Size = Size(width: 80, height: 24),
                   date: Date = Date(timeIntervalSince1970: 0)) -> ScreenContext {
        ScreenContext(moment: moment, date: date, size: size)
    }
}

extension AppModel.Route {
    /// Which screen is on show (and for which file), without the screen: what tests compare.
    enum Place: Equatable {
        case chooser, deckEditor, settings, statistics, importFile, syncLogin
        case customStudy(String)
        case study(String), cardEditor(String), match(String), browse(String), review(String)
    }

    var place: Place {
        switch self {
        case .chooser: .chooser
        case .study(_, let fileName): .study(fileName)
        case .deckEditor: .deckEditor
        case .cardEditor(_, let fileName): .cardEditor(fileName)
        case .match(_, let fileName): .match(fileName)
        case .browse(_, let fileName): .browse(fileName)
        case .review(_, let fileName): .review(fileName)
        case .settings: .settings
        case .statistics: .statistics
        case .importFile: .importFile
        case .customStudy(_, let fileName): .customStudy(fileName)
        case .syncLogin: .syncLogin
        }
    }

    var cardEditor: CardEditScreen? { if case .cardEditor(let screen, _) = self { screen } else { nil } }
    var match: MatchScreen? { if case .match(let screen, _) = self { screen } else { nil } }
    var browse: BrowseScreen? { if case .browse(let screen, _) = self { screen } else { nil } }
    var review: ReviewScreen? { if case .review(let screen, _) = self { screen } else { nil } }
    var customStudy: CustomStudyScreen? { if case .customStudy(let screen, _) = self { screen } else { nil } }
    var statistics: StatisticsScreen? { if case .statistics(let screen) = self { screen } else { nil } }
    var syncLogin: SyncLoginScreen? { if case .syncLogin(let screen) = self { screen } else { nil } }
}

extension AppModel {
    /// The study session of `fileName`, on show or kept.
    func studyScreen(_ fileName: String) -> StudyScreen? {
        if case .study(let screen, fileName) = route { return screen }
        return studies[fileName]
    }

    /// Puts the Match screen's focus on card `index`, as arrow keys would.
    mutating func focusMatchCard(_ index: Int) {
        guard case .match(var screen, let fileName) = route else { return }
        screen.focus = index
        route = .match(screen, fileName: fileName)
    }
}
