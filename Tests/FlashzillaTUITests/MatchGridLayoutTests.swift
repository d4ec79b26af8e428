import Testing
@testable import FlashzillaTUI

/// The Memorize layout rule in cells, checked over many sizes and counts against
/// plain brute force: never overlapping, never off the area, the largest size that fits.
struct MatchGridLayoutTests {
    static let counts = [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 20, 24, 100]
    static let widths = [0, 1, 5, 8, 9, 10, 17, 20, 29, 31, 40, 47, 61, 80, 99, 120, 200]
    static let heights = [0, 1, 2, 3, 4, 5, 7, 9, 12, 16, 20, 24, 33, 60]
    static let tightest = MatchGridLayout.gaps.last!

    /// Whether `count` cards of height `height` (and the aspect's width) fit in `size`
    /// with some number of columns, using the tightest gap.
    static func fits(count: Int, height: Int, in size: Size) -> Bool {
        let width = Int((Double(height) * MatchGridLayout.aspect).rounded())
        return (1...count).contains { columns in
            let rows = (count + columns - 1) / columns
            return columns * width + (columns - 1) * tightest.width <= size.width
                && rows * height + (rows - 1) * tightest.height <= size.height
        }
    }

    @Test(arguments: counts)
    func everyGridIsTheLargestThatFitsAndStaysInside(count: Int) {
        for width in Self.widths {
            for height in Self.heights {
                let area = Rect(x: 3, y: 2, width: width, height: height)
                let grid = MatchGridLayout.fit(count: count, in: area)
                guard let grid else {
                    #expect(!Self.fits(count: count, height: MatchGridLayout.minimumCardHeight, in: area.size), "\(count) in \(area)")
                    continue
                }
                #expect(grid.count == count && grid.columns * grid.rows >= count && (grid.columns - 1) * grid.rows < count)
                #expect(grid.card.height >= MatchGridLayout.minimumCardHeight)
                #expect(grid.card.width == grid.card.height * 3, "the aspect is kept")
                // Largest: one row taller does not fit with any column count or gap.
                #expect(!Self.fits(count: count, height: grid.card.height + 1, in: area.size), "\(count) in \(area)")
                let frames = grid.frames
                for frame in frames {
                    #expect(frame.intersection(area) == frame, "\(frame) off \(area)")
                }
                for i in frames.indices {
                    for j in frames.indices where j > i {
                        #expect(frames[i].intersection(frames[j]).isEmpty)
                    }
                }
            }
        }
    }

    @Test func twelveCardsOnAStandardTerminalAreFourByThree() throws {
        let grid = try #require(MatchGridLayout.fit(count: 12, in: Rect(x: 0, y: 2, width: 80, height: 20)))
        #expect(grid.columns == 4 && grid.rows == 3)
        #expect(grid.card == Size(width: 18, height: 6))
        #expect(grid.gap == Size(width: 2, height: 1), "the roomy gap when it costs nothing")
        #expect(grid.bounds == Rect(x: 1, y: 2, width: 78, height: 20))
    }

    @Test func theBlockIsCentred() throws {
        let grid = try #require(MatchGridLayout.fit(count: 2, in: Rect(x: 0, y: 0, width: 100, height: 10)))
        // Two cards side by side, 10 rows tall and 30 wide: 62 columns, centred.
        #expect(grid.columns == 2 && grid.card == Size(width: 30, height: 10))
        #expect(grid.origin == Point(x: 19, y: 0))
    }

    @Test func aTightGapWinsOnlyWithBiggerCards() throws {
        // 40×9: four columns of 9×3 cards need the one-column gap and no row gap.
        let grid = try #require(MatchGridLayout.fit(count: 12, in: Rect(x: 0, y: 0, width: 40, height: 9)))
        #expect(grid.gap == Size(width: 1, height: 0))
        #expect(grid.card == Size(width: 9, height: 3) && grid.columns == 4)
    }

    @Test func ties_preferFewerEmptyPlacesThenFewerColumns() throws {
        // Six cards in a wide strip: 6×1 and 3×2 can tie; a full last row wins, then fewer columns.
        let grid = try #require(MatchGridLayout.fit(count: 6, in: Rect(x: 0, y: 0, width: 200, height: 7)))
        #expect(grid.columns * grid.rows == 6)
    }

    @Test func hitTestingFindsExactlyTheDrawnCells() throws {
        let grid = try #require(MatchGridLayout.fit(count: 7, in: Rect(x: 0, y: 1, width: 80, height: 20)))
        for y in 0..<24 {
            for x in 0..<80 {
                let point = Point(x: x, y: y)
                let expected = grid.frames.firstIndex { $0.contains(point) }
                #expect(grid.index(at: point) == expected)
            }
        }
    }

    @Test func noCardsIsAnEmptyGridAndTooSmallIsNil() {
        #expect(MatchGridLayout.fit(count: 0, in: Rect(x: 0, y: 0, width: 0, height: 0))?.frames == [])
        #expect(MatchGridLayout.fit(count: 12, in: Rect(x: 0, y: 0, width: 30, height: 6)) == nil)
        #expect(MatchGridLayout.fit(count: 1, in: Rect(x: 0, y: 0, width: 8, height: 3)) == nil)
        #expect(MatchGridLayout.fit(count: 1, in: Rect(x: 0, y: 0, width: 9, height: 3))?.card == Size(width: 9, height: 3))
    }
}
