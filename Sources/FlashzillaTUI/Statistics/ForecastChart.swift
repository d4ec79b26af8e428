import FlashzillaCore

/// Cards due on each coming day as vertical bars in eighths of a cell, the largest count
/// on the axis; day 0 (today, overdue included) on the left.
struct ForecastChart {
    var counts: [Int]

    private static let eighths: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    func render(in rect: Rect, into grid: inout Grid) {
        guard !counts.isEmpty, rect.height >= 2 else { return }
        let busiest = counts.max() ?? 0
        let axisWidth = String(busiest).count + 1
        let barsHeight = rect.height - 1
        let slot = max(1, (rect.width - axisWidth) / counts.count)
        guard rect.width - axisWidth >= counts.count else { return }
        let barWidth = slot >= 3 ? slot - 1 : slot
        let bottom = rect.minY + barsHeight - 1
        grid.put(String(busiest), at: Point(x: rect.minX, y: rect.minY), style: Style(.dim))
        grid.put("0", at: Point(x: rect.minX + axisWidth - 2, y: bottom), style: Style(.dim))
        for (day, count) in counts.enumerated() {
            // At least an eighth for any card, so one card is never drawn as none.
            let filled = busiest == 0 || count == 0 ? 0 : max(1, (count * barsHeight * 8 + busiest / 2) / busiest)
            let x = rect.minX + axisWidth + day * slot
            for row in 0..<barsHeight {
                let level = min(8, max(0, filled - row * 8))
                guard level > 0 else { break }
                let bar = String(repeating: String(Self.eighths[level]), count: barWidth)
                grid.put(bar, at: Point(x: x, y: bottom - row), style: Style(day == 0 ? .warning : .correct))
            }
        }
        let axisY = rect.maxY - 1
        grid.put("today", at: Point(x: rect.minX + axisWidth, y: axisY), style: Style(.dim))
        let last = "+\(counts.count - 1)"
        grid.put(last, at: Point(x: rect.minX + axisWidth + (counts.count - 1) * slot + barWidth - last.count, y: axisY), style: Style(.dim))
    }
}
