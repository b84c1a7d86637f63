/// Where bar button items go along a bar (uikit-rules §13.4): the measures of toolbars and
/// navigation bars, how wide an item is, and the placing of a row of items.
public enum BarItemLayout {
    /// The standard height of a toolbar or a navigation bar's content, in points (iPhone, portrait).
    public static let barHeight = 44.0

    /// How far the first and last items stay from the bar's edges: the layout margin.
    public static let edgeMargin = 16.0

    /// The gap between two neighbouring items, spaces included.
    public static let spacing = 8.0

    /// The width of a system item's glyph.
    public static let glyphWidth = 28.0

    /// The font of an item's title: 17 pt, semibold for `done` items and the Done and Save system items.
    static func titleFont(for item: BarButtonItem) -> Font {
        let bold = item.systemItem?.isBold ?? (item.style == .done)
        return Font(size: Font.bodySize, weight: bold ? .semibold : .regular)
    }

    /// How wide an item is, measured with a text measurer: its `width` when set (a flexible space
    /// has none of its own), else a custom view's width, a glyph's, an image's, or the widest of its
    /// title and possible titles.
    static func width(of item: BarButtonItem, measuredBy measurer: any TextMeasuring) -> Double {
        if item.isFlexibleSpace { return 0 }
        if item.width > 0 || item.systemItem == .fixedSpace { return item.width }
        if let view = item.customView { return max(0, view.frame.width) }
        if let systemItem = item.systemItem, systemItem.isGlyph { return glyphWidth }
        if item.systemItem == nil, let image = item.image { return image.size.width }
        let font = item.effectiveTitleAttributes(for: .normal)?.font ?? titleFont(for: item)
        let titles = [item.displayedTitle].compactMap { $0 } + (item.systemItem == nil ? Array(item.possibleTitles ?? []) : [])
        return titles.map { measurer.size(of: $0, attributes: StandardLook.line(font, .black), maximumWidth: nil).width }.max() ?? 0
    }

    /// Places a row of items between two x positions, left to right: the items keep their widths and
    /// `spacing` apart; flexible spaces share what room is left equally (none when nothing is
    /// left), so the row ends at `maxX` when it has one; without one it starts at `minX`. Returns
    /// each item's x and width, in order.
    static func place(widths: [Double], flexible: [Bool], from minX: Double, to maxX: Double) -> [(x: Double, width: Double)] {
        guard !widths.isEmpty else { return [] }
        let fixed = zip(widths, flexible).reduce(0) { $0 + ($1.1 ? 0 : $1.0) } + spacing * Double(widths.count - 1)
        let flexibleCount = flexible.count { $0 }
        let share = flexibleCount > 0 ? max(0, (maxX - minX - fixed) / Double(flexibleCount)) : 0
        var x = minX
        var placed: [(x: Double, width: Double)] = []
        for (width, isFlexible) in zip(widths, flexible) {
            let shown = isFlexible ? share : width
            placed.append((x, shown))
            x += shown + spacing
        }
        return placed
    }
}
