import Testing
@testable import ControlKit

/// TableView: rows from a data source laid out in a scroll view, selection by tap, swipe-to-delete
/// (Apple's UITableView, UITableViewDataSource and UITableViewDelegate documentation;
/// uikit-rules §2.1.6 for the delayed, cancellable touches).
@Suite("TableView")
struct TableViewTests {
    @Test("rows stack at rowHeight (44 by default); the content size is their total")
    func layout() {
        let stage = TableStage()
        #expect(stage.table.rowHeight == 44)
        #expect(stage.table.contentSize == Size(width: 320, height: 44_000))
        #expect(stage.table.rectForRow(at: IndexPath(row: 5, section: 0)) == Rect(x: 0, y: 220, width: 320, height: 44))
        #expect(stage.table.indexPathForRow(at: Point(x: 10, y: 100)) == IndexPath(row: 2, section: 0))
        #expect(stage.table.indexPathForRow(at: Point(x: 10, y: 44_001)) == nil)
        #expect(stage.table.rectForRow(at: IndexPath(row: 1000, section: 0)).isNull)
    }

    @Test("only the rows in view have cells, and the data source is asked for those alone")
    func onlyVisibleRowsHaveCells() {
        let stage = TableStage()
        #expect(stage.table.indexPathsForVisibleRows == (0...10).map { IndexPath(row: $0, section: 0) })
        #expect(stage.cellsMade == 11)
        #expect(stage.table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel.text == "Row 3")
        #expect(stage.table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == Rect(x: 0, y: 132, width: 320, height: 44))
        #expect(stage.table.cellForRow(at: IndexPath(row: 500, section: 0)) == nil)
    }

    @Test("scrolling brings new rows' cells and drops those that left")
    func scrollingLaysOutRows() {
        let stage = TableStage()
        stage.table.contentOffset = Point(x: 0, y: 1000)
        let visible = stage.table.indexPathsForVisibleRows.map(\.row)
        #expect(visible.first == 22 && visible.last == 33)
        #expect(stage.table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(stage.table.visibleCells.first?.textLabel.text == "Row 22")
        #expect(stage.window.hitTest(Point(x: 100, y: 10), with: nil)?.isDescendant(of: stage.table.visibleCells[0]) == true)
    }

    @Test("sections follow each other; the delegate's heightForRow overrides rowHeight")
    func sectionsAndHeights() {
        let stage = TableStage(rows: 3, sections: 2)
        stage.delegate.heightForRow = { path in path.section == 1 ? 100 : nil }
        stage.table.reloadData()
        #expect(stage.table.numberOfSections == 2 && stage.table.numberOfRows(inSection: 1) == 3)
        #expect(stage.table.contentSize.height == 3 * 44 + 3 * 100)
        #expect(stage.table.rectForRow(at: IndexPath(row: 1, section: 1)) == Rect(x: 0, y: 232, width: 320, height: 100))
        #expect(stage.table.indexPathForRow(at: Point(x: 1, y: 140)) == IndexPath(row: 0, section: 1))
    }

    @Test("a tap on a row selects it: willSelect, didSelect; the cell shows it; a note in the traffic")
    func tapSelects() {
        let stage = TableStage()
        stage.driver.tap(at: stage.center(ofRow: 1))
        #expect(stage.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(stage.messages == ["willSelect [0, 1]", "didSelect [0, 1]"])
        let cell = stage.table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell?.isSelected == true && cell?.isHighlighted == false && cell?.textLabel.isHighlighted == true)
        #expect(stage.notes == ["tableViewDidSelectRowAt [0, 1]"])
    }

    @Test("selecting another row deselects the first: willSelect, willDeselect, didDeselect, didSelect")
    func selectingAnotherRowDeselects() {
        let stage = TableStage()
        stage.driver.tap(at: stage.center(ofRow: 1))
        stage.driver.wait(1)
        stage.driver.tap(at: stage.center(ofRow: 4))
        #expect(stage.messages.suffix(4) == ["willSelect [0, 4]", "willDeselect [0, 1]", "didDeselect [0, 1]", "didSelect [0, 4]"])
        #expect(stage.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test("willSelectRow can refuse (nil) or redirect the selection")
    func willSelectRefusesOrRedirects() {
        let stage = TableStage()
        stage.delegate.willSelectRow = { path in path.row == 2 ? nil : IndexPath(row: 7, section: 0) }
        stage.driver.tap(at: stage.center(ofRow: 2))
        #expect(stage.table.indexPathForSelectedRow == nil)
        stage.driver.wait(1)
        stage.driver.tap(at: stage.center(ofRow: 3))
        #expect(stage.table.indexPathForSelectedRow == IndexPath(row: 7, section: 0))
    }

    @Test("§2.1.6: a held touch highlights the row only after the 150 ms delay, and selects at touch-up")
    func highlightAfterDelay() {
        let stage = TableStage()
        let touch = stage.driver.begin(at: stage.center(ofRow: 2))
        let cell = stage.table.cellForRow(at: IndexPath(row: 2, section: 0))
        stage.driver.wait(0.1)
        #expect(cell?.isHighlighted == false)
        stage.driver.wait(0.1)
        #expect(cell?.isHighlighted == true && stage.messages.isEmpty)
        stage.driver.end(touch)
        #expect(cell?.isHighlighted == false && cell?.isSelected == true)
    }

    @Test("§2.1.6: a scroll that starts after the highlight cancels the cell's touch: no selection")
    func scrollCancelsCellTap() {
        let stage = TableStage()
        let start = stage.center(ofRow: 5)
        let touch = stage.driver.begin(at: start)
        let cell = stage.table.cellForRow(at: IndexPath(row: 5, section: 0))
        stage.driver.wait(0.2)
        #expect(cell?.isHighlighted == true)
        stage.driver.move(touch, to: start.offsetBy(dx: 0, dy: -30))
        stage.driver.move(touch, to: start.offsetBy(dx: 0, dy: -80))
        #expect(cell?.isHighlighted == false)
        stage.driver.end(touch)
        #expect(stage.table.indexPathForSelectedRow == nil && stage.messages.isEmpty)
        #expect(stage.table.contentOffset.y > 0)
    }

    @Test("§2.1.6: a quick drag that scrolls within the delay never highlights the row")
    func quickDragNeverHighlights() {
        let stage = TableStage()
        var highlighted = false
        let start = stage.center(ofRow: 5)
        let cell = stage.table.cellForRow(at: IndexPath(row: 5, section: 0))
        let touch = stage.driver.begin(at: start)
        for step in 1...5 {
            stage.driver.wait(0.02)
            stage.driver.move(touch, to: start.offsetBy(dx: 0, dy: Double(-20 * step)))
            highlighted = highlighted || cell?.isHighlighted == true
        }
        stage.driver.end(touch)
        #expect(!highlighted && stage.table.indexPathForSelectedRow == nil)
    }

    @Test("a button inside a cell keeps its tap: it fires and the row is not selected")
    func buttonInCellKeepsTap() {
        let stage = TableStage()
        let cell = try! #require(stage.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let button = Button(frame: Rect(x: 250, y: 5, width: 60, height: 34))
        let log = ActionLog()
        button.addTarget(log, action: "tapped:", for: .touchUpInside)
        cell.contentView.addSubview(button)
        stage.driver.tap(button)
        #expect(log.events == ["touchUpInside"])
        #expect(stage.table.indexPathForSelectedRow == nil)
    }

    @Test("selectRow and deselectRow from code send no delegate messages")
    func codeSelectionIsSilent() {
        let stage = TableStage()
        stage.table.selectRow(at: IndexPath(row: 3, section: 0), animated: false)
        #expect(stage.table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
        stage.table.deselectRow(at: IndexPath(row: 3, section: 0), animated: true)
        #expect(stage.table.indexPathForSelectedRow == nil && stage.messages.isEmpty && stage.notes.isEmpty)
    }

    @Test("allowsSelection false: taps select nothing")
    func selectionDisallowed() {
        let stage = TableStage()
        stage.table.allowsSelection = false
        stage.driver.tap(at: stage.center(ofRow: 1))
        #expect(stage.table.indexPathForSelectedRow == nil && stage.messages.isEmpty)
    }

    @Test("reloadData reads the rows again and clears the selection")
    func reload() {
        let stage = TableStage()
        stage.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false)
        stage.source.numberOfRows = { _ in 3 }
        stage.table.reloadData()
        #expect(stage.table.numberOfRows(inSection: 0) == 3 && stage.table.visibleCells.count == 3)
        #expect(stage.table.indexPathForSelectedRow == nil)
    }

    @Test("swipe-to-delete: a left swipe on an editable row tells willBeginEditingRow and shows Delete; tapping it commits")
    func swipeToDelete() {
        let stage = TableStage(rows: 5)
        var committed: [String] = []
        var rows = 5
        stage.source.numberOfRows = { _ in rows }
        stage.source.commit = { style, path in
            committed.append("\(style) \(path)")
            rows -= 1
            stage.table.deleteRows(at: [path])
        }
        stage.driver.swipe(from: stage.center(ofRow: 2).offsetBy(dx: 100, dy: 0), direction: .left)
        #expect(stage.messages == ["willBeginEditing [0, 2]"])
        #expect(stage.table.editingIndexPath == IndexPath(row: 2, section: 0))
        let delete = try! #require(stage.table.cellForRow(at: IndexPath(row: 2, section: 0))?.deleteConfirmationButton)
        #expect(delete.frame == Rect(x: 240, y: 0, width: 80, height: 44))
        stage.driver.tap(delete)
        #expect(committed == ["delete [0, 2]"])
        #expect(stage.messages == ["willBeginEditing [0, 2]", "didEndEditing [0, 2]"])
        #expect(stage.table.numberOfRows(inSection: 0) == 4 && stage.table.indexPathForSelectedRow == nil)
        #expect(stage.notes.contains("tableViewWillBeginEditingRowAt [0, 2]"))
    }

    @Test("swipe-to-delete: a touch elsewhere dismisses Delete without committing; rows that cannot be edited never show it")
    func swipeToDeleteDismissedAndRefused() {
        let stage = TableStage(rows: 5)
        stage.driver.swipe(from: stage.center(ofRow: 2).offsetBy(dx: 100, dy: 0), direction: .left)
        #expect(!stage.messages.contains { $0.contains("Editing") } && stage.table.editingIndexPath == nil)
        stage.driver.wait(1)
        var committed = 0
        stage.source.commit = { _, _ in committed += 1 }
        stage.driver.swipe(from: stage.center(ofRow: 2).offsetBy(dx: 100, dy: 0), direction: .left)
        stage.driver.tap(at: stage.center(ofRow: 4))
        #expect(committed == 0 && stage.table.editingIndexPath == nil)
        #expect(stage.messages.filter { $0.contains("Editing") } == ["willBeginEditing [0, 2]", "didEndEditing [0, 2]"])
    }

    /// The work a tap on the third row in view costs once the table is on screen (scrolled to
    /// its last screenful when `atEnd`): row counts asked, cells made and cell layouts.
    private func tapWork(rows: Int, atEnd: Bool) -> (counts: Int, cells: Int, layouts: Int, selected: IndexPath?) {
        let stage = TableStage(rows: rows)
        if atEnd { stage.table.scrollToRow(at: IndexPath(row: rows - 1, section: 0), animated: false) }
        stage.table.layoutIfNeeded()
        let row = stage.table.indexPathsForVisibleRows[2]
        let before = (stage.work.rowCountsAsked, stage.work.cellsMade, stage.work.cellLayouts)
        stage.driver.tap(at: stage.center(ofRow: row.row))
        #expect(stage.messages == ["willSelect \(row)", "didSelect \(row)"])
        return (stage.work.rowCountsAsked - before.0, stage.work.cellsMade - before.1, stage.work.cellLayouts - before.2,
                stage.table.indexPathForSelectedRow)
    }

    @Test("a tap in a table of 10,000,000 rows, at its top or its end, costs the work of a tap in one of 100")
    func tapCostDoesNotGrowWithRows() {
        let small = tapWork(rows: 100, atEnd: false)
        #expect(small.selected == IndexPath(row: 2, section: 0))
        for atEnd in [false, true] {
            let large = tapWork(rows: 10_000_000, atEnd: atEnd)
            #expect(large.counts == small.counts && large.cells == small.cells && large.layouts == small.layouts)
            #expect(large.selected?.row == (atEnd ? 10_000_000 - 11 + 2 : 2))
        }
    }

    @Test("a table of 10,000,000 rows makes cells for the rows in view alone, at its top and at its end")
    func hugeTableMakesCellsInViewAlone() {
        let stage = TableStage(rows: 10_000_000)
        #expect(stage.table.contentSize.height == 440_000_000)
        #expect(stage.cellsMade == 11 && stage.work.rowCountsAsked == 1)
        stage.table.scrollToRow(at: IndexPath(row: 9_999_999, section: 0), animated: false)
        #expect(stage.table.indexPathsForVisibleRows.map(\.row) == Array(9_999_989...9_999_999))
        #expect(stage.cellsMade == 22 && stage.table.subviews.count(where: { $0 is TableViewCell }) == 11)
    }
}

/// Interplay of table taps with the scroll view's motion.
@Suite("TableView taps and motion")
struct TableViewMotionTests {
    @Test("a tap that stops a flick selects no row (the touch is the scroll view's alone)")
    func tapStoppingAFlickSelectsNothing() {
        let stage = TableStage()
        stage.driver.drag(from: Point(x: 160, y: 400), to: Point(x: 160, y: 100), steps: 10, duration: 0.3)
        stage.driver.wait(0.1)
        #expect(stage.table.isDecelerating)
        stage.driver.tap(at: Point(x: 160, y: 200))
        #expect(!stage.table.isDecelerating)
        #expect(stage.table.indexPathForSelectedRow == nil && stage.messages.isEmpty)
        stage.driver.wait(1)
        stage.driver.tap(at: Point(x: 160, y: 200))
        #expect(stage.table.indexPathForSelectedRow != nil)
    }
}
