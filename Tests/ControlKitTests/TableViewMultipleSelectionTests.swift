import Testing
@testable import ControlKit

/// Multiple selection: `allowsMultipleSelection`, `allowsMultipleSelectionDuringEditing` while
/// `isEditing`, `indexPathsForSelectedRows` (Apple's UITableView documentation; uikit-rules §11.1).
@Suite("TableView multiple selection")
struct TableViewMultipleSelectionTests {
    private func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    /// Taps rows one after the other, waiting between them so no two taps make a double tap.
    private func tap(_ stage: TableStage, rows: [Int]) {
        for row in rows {
            stage.driver.tap(at: stage.center(ofRow: row))
            stage.driver.wait(1)
        }
    }

    @Test("§11.1: defaults: single selection in and out of editing, no selection during editing; no rows selected reads nil")
    func defaults() {
        let table = TableView()
        #expect(!table.allowsMultipleSelection && !table.allowsMultipleSelectionDuringEditing)
        #expect(!table.isEditing && !table.allowsSelectionDuringEditing && table.allowsSelection)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("§11.1: single selection (the default): a tap selects its row alone, deselecting the previous one")
    func singleSelection() {
        let stage = TableStage()
        tap(stage, rows: [1, 4])
        #expect(stage.table.indexPathsForSelectedRows == [path(4)])
        #expect(stage.messages == ["willSelect [0, 1]", "didSelect [0, 1]", "willSelect [0, 4]", "willDeselect [0, 1]",
                                   "didDeselect [0, 1]", "didSelect [0, 4]"])
    }

    @Test("§11.1: with allowsMultipleSelection a tap on an unselected row adds it: willSelect, didSelect, nothing deselected")
    func multipleSelectionAdds() {
        let stage = TableStage()
        stage.table.allowsMultipleSelection = true
        tap(stage, rows: [4, 1])
        #expect(stage.table.indexPathsForSelectedRows == [path(4), path(1)])
        #expect(stage.table.indexPathForSelectedRow == path(4))
        #expect(stage.messages == ["willSelect [0, 4]", "didSelect [0, 4]", "willSelect [0, 1]", "didSelect [0, 1]"])
        #expect(stage.table.cellForRow(at: path(4))?.isSelected == true && stage.table.cellForRow(at: path(1))?.isSelected == true)
    }

    @Test("§11.1: with allowsMultipleSelection a tap on a selected row deselects it: willDeselect, didDeselect, a note")
    func multipleSelectionTapDeselects() {
        let stage = TableStage()
        stage.table.allowsMultipleSelection = true
        tap(stage, rows: [1, 4, 1])
        #expect(stage.table.indexPathsForSelectedRows == [path(4)])
        #expect(stage.messages.suffix(2) == ["willDeselect [0, 1]", "didDeselect [0, 1]"])
        #expect(stage.table.cellForRow(at: path(1))?.isSelected == false)
        #expect(stage.notes.last == "tableViewDidDeselectRowAt [0, 1]")
        tap(stage, rows: [4])
        #expect(stage.table.indexPathsForSelectedRows == nil)
    }

    @Test("§11.1, §8.3: selectRow and deselectRow from code stay silent; under multiple selection selectRow adds, nil clears")
    func codeSelectionIsSilent() {
        let stage = TableStage()
        stage.table.allowsMultipleSelection = true
        stage.table.selectRow(at: path(2), animated: false)
        stage.table.selectRow(at: path(7), animated: false)
        stage.table.selectRow(at: path(5000), animated: false)
        #expect(stage.table.indexPathsForSelectedRows == [path(2), path(7)])
        stage.table.deselectRow(at: path(2), animated: false)
        #expect(stage.table.indexPathsForSelectedRows == [path(7)])
        stage.table.selectRow(at: nil, animated: false)
        #expect(stage.table.indexPathsForSelectedRows == nil)
        #expect(stage.messages.isEmpty && stage.notes.isEmpty)
    }

    @Test("§11.1: while isEditing the …DuringEditing rules apply: none selects by default, then single, then multiple")
    func editingRules() {
        let stage = TableStage()
        stage.table.allowsMultipleSelection = true
        stage.table.isEditing = true
        tap(stage, rows: [1])
        #expect(stage.table.indexPathsForSelectedRows == nil && stage.messages.isEmpty)
        stage.table.allowsSelectionDuringEditing = true
        tap(stage, rows: [1, 2])
        #expect(stage.table.indexPathsForSelectedRows == [path(2)])
        stage.table.allowsMultipleSelectionDuringEditing = true
        tap(stage, rows: [3, 2])
        #expect(stage.table.indexPathsForSelectedRows == [path(3)])
        stage.table.isEditing = false
        stage.table.allowsMultipleSelection = false
        tap(stage, rows: [5])
        #expect(stage.table.indexPathsForSelectedRows == [path(5)])
    }

    @Test("§11.1: allowsSelection false keeps taps from selecting, multiple selection or not")
    func allowsSelectionFalse() {
        let stage = TableStage()
        stage.table.allowsSelection = false
        stage.table.allowsMultipleSelection = true
        tap(stage, rows: [1])
        #expect(stage.table.indexPathsForSelectedRows == nil)
    }

    @Test("§11.1: rows selected out of view show as selected when their cells come into view; reloadData clears them all")
    func selectionOutOfView() {
        let stage = TableStage()
        stage.table.allowsMultipleSelection = true
        stage.table.selectRow(at: path(1), animated: false)
        stage.table.selectRow(at: path(40), animated: false)
        stage.table.scrollToRow(at: path(40), animated: false)
        #expect(stage.table.cellForRow(at: path(40))?.isSelected == true)
        #expect(stage.table.description.contains("indexPathsForSelectedRows: [[0, 1], [0, 40]]"))
        stage.table.reloadData()
        #expect(stage.table.indexPathsForSelectedRows == nil)
    }
}
