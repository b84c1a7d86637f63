/// Where a table view's rows are: sections stacked top to bottom, each row `rowHeight` tall unless
/// the delegate gives heights. Rows of the table's own height are placed by arithmetic, so a table
/// of ten million rows costs no more to lay out, hit-test or tap than one of a hundred; only rows
/// whose heights the delegate gives are kept one by one.
struct RowLayout {
    /// One section: its first row's flat index (counting the rows of the sections before it),
    /// its row count and its top.
    struct Section {
        let firstRow: Int
        let count: Int
        let minY: Double
    }

    /// The most rows whose heights are asked of the delegate one by one; rows past them take
    /// the table's `rowHeight`.
    static let mostAskedHeights = 10_000_000

    private(set) var sections: [Section] = []
    /// The uniform height.
    let rowHeight: Double
    /// With delegate heights: the top of each flat row, and after the last the bottom.
    private var tops: [Double]?
    /// The height of all rows.
    private(set) var contentHeight = 0.0

    /// An empty layout.
    init(rowHeight: Double) {
        self.rowHeight = max(0, rowHeight)
    }

    /// Lays out `counts` rows per section; `height` (when given) is asked for each row in turn
    /// and may answer nil for `rowHeight`. Stops asking heights when `mayContinue` refuses or
    /// after `mostAskedHeights` rows. At most `TableView.mostRows` rows are laid out in all.
    init(counts: [Int], rowHeight: Double, height: ((IndexPath) -> Double?)?, mayContinue: () -> Bool) {
        self.rowHeight = max(0, rowHeight)
        var firstRow = 0
        var y = 0.0
        var tops: [Double] = [0]
        var asking = height != nil
        for (section, given) in counts.enumerated() {
            let count = min(max(0, given), TableView.mostRows - firstRow)
            sections.append(Section(firstRow: firstRow, count: count, minY: y))
            var row = 0
            while asking, row < count {
                guard tops.count <= Self.mostAskedHeights, mayContinue(), let height else {
                    asking = false
                    break
                }
                y += max(0, height(IndexPath(row: row, section: section)) ?? self.rowHeight)
                tops.append(y)
                row += 1
            }
            y += Double(count - row) * self.rowHeight
            firstRow += count
        }
        self.tops = height == nil ? nil : tops
        contentHeight = y
    }

    /// How many sections.
    var sectionCount: Int { sections.count }

    /// The number of rows in `section`, 0 when there is none.
    func rowCount(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    /// The vertical span of a row, nil when there is no such row.
    func span(of indexPath: IndexPath) -> (minY: Double, height: Double)? {
        guard sections.indices.contains(indexPath.section), (0..<sections[indexPath.section].count).contains(indexPath.row) else {
            return nil
        }
        let flat = sections[indexPath.section].firstRow + indexPath.row
        let minY = top(ofFlatRow: flat, section: sections[indexPath.section], row: indexPath.row)
        let maxY = top(ofFlatRow: flat + 1, section: sections[indexPath.section], row: indexPath.row + 1)
        return (minY, maxY - minY)
    }

    /// The row whose span holds `y`, if any.
    func indexPath(containingY y: Double) -> IndexPath? {
        guard y >= 0, y < contentHeight, let section = lastSection(startingAtOrAbove: y) else { return nil }
        let info = sections[section]
        guard info.count > 0 else { return nil }
        var low = 0, high = info.count - 1
        while low < high {
            let middle = low + (high - low + 1) / 2
            if top(ofFlatRow: info.firstRow + middle, section: info, row: middle) <= y { low = middle } else { high = middle - 1 }
        }
        let path = IndexPath(row: low, section: section)
        guard let span = span(of: path), y < span.minY + span.height else { return nil }
        return path
    }

    /// The rows whose spans meet `minY..<maxY`, top to bottom.
    func indexPaths(between minY: Double, and maxY: Double) -> [IndexPath] {
        var paths: [IndexPath] = []
        var y = max(0, minY)
        while y < maxY, let path = indexPath(containingY: y) ?? firstRow(below: y) {
            guard let span = span(of: path), span.minY < maxY else { break }
            paths.append(path)
            y = span.minY + max(span.height, .ulpOfOne)
            if span.height == 0 { y = nextRowTop(after: path) ?? maxY }
        }
        return paths
    }

    // MARK: Internals

    private func top(ofFlatRow flat: Int, section: Section, row: Int) -> Double {
        guard let tops else { return section.minY + Double(row) * rowHeight }
        return rowsTop(flat, tops: tops)
    }

    /// The top of flat row `flat` as if all rows were stacked from 0, rows past the asked ones
    /// taking `rowHeight`.
    private func rowsTop(_ flat: Int, tops: [Double]) -> Double {
        if flat < tops.count { return tops[flat] }
        return tops[tops.count - 1] + Double(flat - (tops.count - 1)) * rowHeight
    }

    /// The last section whose top is at or above `y` (binary search).
    private func lastSection(startingAtOrAbove y: Double) -> Int? {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].minY <= y { low = middle + 1 } else { high = middle }
        }
        var index = low - 1
        while index > 0, sections[index].count == 0 { index -= 1 }
        return index >= 0 ? index : nil
    }

    /// The first row starting below `y` (for a `y` above the first row or in an empty span).
    private func firstRow(below y: Double) -> IndexPath? {
        for (index, section) in sections.enumerated() where section.count > 0 && section.minY >= y {
            return IndexPath(row: 0, section: index)
        }
        return nil
    }

    /// The top of the row after `path`, if there is one.
    private func nextRowTop(after path: IndexPath) -> Double? {
        if path.row + 1 < sections[path.section].count {
            return span(of: IndexPath(row: path.row + 1, section: path.section))?.minY
        }
        for index in (path.section + 1)..<sections.count where sections[index].count > 0 {
            return sections[index].minY
        }
        return nil
    }
}
