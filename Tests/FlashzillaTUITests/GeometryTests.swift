import Testing
@testable import FlashzillaTUI

struct GeometryTests {
    @Test func sizeClampsNegativeToZero() {
        let size = Size(width: -3, height: 2)
        #expect(size == Size(width: 0, height: 2))
        #expect(size.isEmpty)
        #expect(size.area == 0)
        #expect(Size(width: 4, height: 3).area == 12)
    }

    @Test func rectEdgesAndContains() {
        let r = Rect(x: 2, y: 1, width: 3, height: 2)
        #expect((r.minX, r.minY, r.maxX, r.maxY) == (2, 1, 5, 3))
        #expect(r.contains(Point(x: 2, y: 1)))
        #expect(r.contains(Point(x: 4, y: 2)))
        #expect(!r.contains(Point(x: 5, y: 2)))
        #expect(!r.contains(Point(x: 4, y: 3)))
        #expect(!r.contains(Point(x: 1, y: 1)))
    }

    @Test func insetShrinksEachSideAndNeverGoesNegative() {
        let r = Rect(x: 0, y: 0, width: 10, height: 5)
        #expect(r.inset(by: 1) == Rect(x: 1, y: 1, width: 8, height: 3))
        #expect(r.inset(dx: 2, dy: 0) == Rect(x: 2, y: 0, width: 6, height: 5))
        #expect(r.inset(top: 1, left: 2, bottom: 0, right: 3) == Rect(x: 2, y: 1, width: 5, height: 4))
        let collapsed = r.inset(by: 4)
        #expect(collapsed.isEmpty)
        #expect(collapsed.width == 2 && collapsed.height == 0)
    }

    @Test func centeredPutsOddSlackAfter() {
        let r = Rect(x: 10, y: 5, width: 11, height: 6)
        #expect(r.centered(Size(width: 4, height: 2)) == Rect(x: 13, y: 7, width: 4, height: 2))
        // Larger than the rect: shrunk to fit, still inside.
        #expect(r.centered(Size(width: 50, height: 50)) == r)
    }

    @Test func splittingRowsAndColumns() {
        let r = Rect(x: 1, y: 2, width: 6, height: 5)
        let (top, rest) = r.split(top: 2)
        #expect(top == Rect(x: 1, y: 2, width: 6, height: 2))
        #expect(rest == Rect(x: 1, y: 4, width: 6, height: 3))
        let (body, footer) = r.split(bottom: 1)
        #expect(body == Rect(x: 1, y: 2, width: 6, height: 4))
        #expect(footer == Rect(x: 1, y: 6, width: 6, height: 1))
        #expect(r.split(top: 99).rest.isEmpty)
        #expect(r.split(top: -1).top.isEmpty)
        let (left, right) = r.split(left: 4)
        #expect(left.width == 4 && right == Rect(x: 5, y: 2, width: 2, height: 5))
        #expect(r.split(rows: [1, 3, 4]) == [
            Rect(x: 1, y: 2, width: 6, height: 1),
            Rect(x: 1, y: 3, width: 6, height: 3),
            Rect(x: 1, y: 6, width: 6, height: 1),
        ])
        #expect(r.rows.count == 5 && r.rows.last == Rect(x: 1, y: 6, width: 6, height: 1))
    }

    @Test func intersectionAndClampingToAGrid() {
        let grid = Size(width: 10, height: 4)
        #expect(Rect(x: -2, y: -1, width: 5, height: 3).clamped(to: grid) == Rect(x: 0, y: 0, width: 3, height: 2))
        #expect(Rect(x: 8, y: 3, width: 5, height: 5).clamped(to: grid) == Rect(x: 8, y: 3, width: 2, height: 1))
        #expect(Rect(x: 20, y: 0, width: 5, height: 5).clamped(to: grid).isEmpty)
        #expect(Rect(x: 0, y: 0, width: 4, height: 4).intersection(Rect(x: 2, y: 2, width: 4, height: 4))
            == Rect(x: 2, y: 2, width: 2, height: 2))
    }

    @Test func hugeCoordinatesSaturateInsteadOfTrapping() {
        let r = Rect(x: Int.max - 1, y: 0, width: 10, height: 1)
        #expect(r.maxX == Int.max)
        #expect(r.clamped(to: Size(width: 80, height: 24)).isEmpty)
    }
}
