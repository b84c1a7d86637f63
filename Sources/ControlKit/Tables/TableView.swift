/// A scroll view showing rows in sections, one cell per row, from a data source (UIKit's `UITableView`).
///
/// Rows are stacked top to bottom, section after section, each `rowHeight` tall unless the
/// delegate (`TableViewDelegate`) gives a height. Only the rows in view have cells: a row's cell is
/// asked of the data source when it comes into view and dropped when it leaves (cells are not
/// reused). The data is read on first use and again at `reloadData()`.
///
/// Selection follows UIKit: a touch on a row highlights it when it reaches the cell (after
/// `delaysContentTouches`), touch-up inside selects it (will-select, then the previous row's
/// will/did-deselect, then did-select), and a scroll that starts cancels the highlight. A left
/// swipe across a row the data source can edit shows its Delete button (will-begin-editing);
/// tapping it commits the deletion. Selection and editing messages are notes in the traffic.
///
///     > let rows = ClosureTableViewDataSource(numberOfRows: { _ in 1000 }) { path in
///     >     let cell = TableViewCell(); cell.textLabel.text = "Row \(path.row)"; return cell }
///     > table.dataSource = rows
///     > driver.tap(at: Point(x: 100, y: 70))
///     > table.indexPathForSelectedRow
///     [0, 1]
open class TableView: ScrollView {
    private struct RowSlot {
        let indexPath: IndexPath
        let minY: Double
        let height: Double
    }

    /// The object that gives the rows, held weakly.
    public weak var dataSource: (any TableViewDataSource)? {
        didSet {
            needsReload = true
            setNeedsLayout()
        }
    }

    /// The height of rows the delegate gives no height for (default 44).
    public var rowHeight = 44.0 {
        didSet { needsReload = true }
    }

    /// Whether a tap selects rows (default true).
    public var allowsSelection = true

    /// The selected row, if any.
    public private(set) var indexPathForSelectedRow: IndexPath?

    /// The row whose Delete button is shown, if any.
    public private(set) var editingIndexPath: IndexPath?

    /// The recognizer behind swipe-to-delete: a left swipe, beginning only on a row the data source can edit.
    public let swipeToDeleteRecognizer = SwipeGestureRecognizer()

    private var slots: [RowSlot] = []
    private var rowCounts: [Int] = []
    private var cells: [IndexPath: TableViewCell] = [:]
    private var needsReload = true
    /// The rows that have cells and the width they were laid out at, since the last reload.
    private var laidOut: (rows: Range<Int>, width: Double)?

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        swipeToDeleteRecognizer.direction = .left
        swipeToDeleteRecognizer.isOwnedByView = true
        swipeToDeleteRecognizer.ownerHandler = { [unowned self] in beginSwipeToDelete() }
        addGestureRecognizer(swipeToDeleteRecognizer)
        setNeedsLayout()
    }

    /// The delegate as a table-view delegate, when it is one.
    public var tableDelegate: (any TableViewDelegate)? { delegate as? TableViewDelegate }

    // MARK: Data

    /// Reads the sections, rows and heights again, drops every cell and the selection, and lays out the rows in view.
    public func reloadData() {
        needsReload = false
        endEditingRow()
        for cell in cells.values { detach(cell) }
        cells.removeAll()
        laidOut = nil
        indexPathForSelectedRow = nil
        slots.removeAll()
        rowCounts.removeAll()
        guard let dataSource else {
            contentSize = Size(width: bounds.width, height: 0)
            return
        }
        var y = 0.0
        for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
            let count = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            rowCounts.append(count)
            for row in 0..<count {
                let path = IndexPath(row: row, section: section)
                let height = max(0, tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight)
                slots.append(RowSlot(indexPath: path, minY: y, height: height))
                y += height
            }
        }
        contentSize = Size(width: bounds.width, height: y)
        layoutVisibleRows()
    }

    /// Removes rows after the data source deleted them: here, a full reload.
    public func deleteRows(at indexPaths: [IndexPath]) {
        reloadData()
    }

    private func reloadIfNeeded() {
        if needsReload { reloadData() }
    }

    /// The number of sections.
    public var numberOfSections: Int {
        reloadIfNeeded()
        return rowCounts.count
    }

    /// The number of rows in a section (0 for a section that does not exist).
    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    // MARK: Geometry

    /// A row's rectangle in the table's (content) coordinates; `Rect.null` for a row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        guard let slot = slot(for: indexPath) else { return .null }
        return Rect(x: 0, y: slot.minY, width: bounds.width, height: slot.height)
    }

    /// The row at a point in the table's (content) coordinates, if any.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        guard let index = slotIndex(containingY: point.y) else { return nil }
        return slots[index].indexPath
    }

    /// The cell showing a row, if the row is in view.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        reloadIfNeeded()
        return cells[indexPath]
    }

    /// The row a cell shows, if it is one of the table's cells.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        cells.first { $0.value === cell }?.key
    }

    /// The cells in view, top to bottom.
    public var visibleCells: [TableViewCell] {
        indexPathsForVisibleRows.compactMap { cells[$0] }
    }

    /// The rows in view, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] {
        reloadIfNeeded()
        return cells.keys.sorted()
    }

    /// Scrolls the least distance that shows a row.
    public func scrollToRow(at indexPath: IndexPath, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        guard !rect.isNull else { return }
        scrollRectToVisible(rect, animated: animated)
    }

    private func slot(for indexPath: IndexPath) -> RowSlot? {
        reloadIfNeeded()
        guard rowCounts.indices.contains(indexPath.section), (0..<rowCounts[indexPath.section]).contains(indexPath.row) else { return nil }
        let index = rowCounts[..<indexPath.section].reduce(0, +) + indexPath.row
        return slots[index]
    }

    /// The index of the slot whose vertical span contains y (binary search).
    private func slotIndex(containingY y: Double) -> Int? {
        var low = 0, high = slots.count
        while low < high {
            let middle = (low + high) / 2
            if slots[middle].minY + slots[middle].height <= y { low = middle + 1 } else { high = middle }
        }
        guard low < slots.count, slots[low].minY <= y else { return nil }
        return low
    }

    // MARK: Layout

    /// Gives each row in view a cell, in place, and drops the cells of rows out of view. Nothing
    /// happens while the same rows stay in view at the same width (cells sit in content
    /// coordinates, so scrolling alone moves them).
    private func layoutVisibleRows() {
        let visible = bounds
        var range = 0..<0
        if var index = slotIndex(containingY: max(0, visible.minY)) ?? (visible.minY < 0 && !slots.isEmpty ? 0 : nil) {
            let first = index
            while index < slots.count, slots[index].minY < visible.maxY { index += 1 }
            range = first..<index
        }
        if let laidOut, laidOut.rows == range, laidOut.width == visible.width { return }
        laidOut = (range, visible.width)
        var wanted: Set<IndexPath> = []
        if let dataSource {
            for slot in slots[range] {
                wanted.insert(slot.indexPath)
                let cell = cells[slot.indexPath] ?? makeCell(for: slot.indexPath, from: dataSource)
                cell.frame = Rect(x: 0, y: slot.minY, width: visible.width, height: slot.height)
                cell.layoutIfNeeded()
            }
        }
        for (path, cell) in cells where !wanted.contains(path) {
            detach(cell)
            cells[path] = nil
        }
    }

    private func makeCell(for indexPath: IndexPath, from dataSource: any TableViewDataSource) -> TableViewCell {
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.tableView = self
        cell.setSelected(indexPath == indexPathForSelectedRow, animated: false)
        cells[indexPath] = cell
        insertSubview(cell, at: refreshControl == nil ? 0 : 1)
        return cell
    }

    private func detach(_ cell: TableViewCell) {
        cell.hideDeleteConfirmation()
        cell.setHighlighted(false, animated: false)
        cell.removeFromSuperview()
        cell.tableView = nil
    }

    /// Follows the offset: the rows coming into view get cells.
    open override func contentOffsetDidChange() {
        super.contentOffsetDidChange()
        if !needsReload { layoutVisibleRows() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload { reloadData() } else { layoutVisibleRows() }
    }

    /// Loads the rows before the first touch finds its view.
    open override func hitTest(_ point: Point, with event: InputEvent?) -> View? {
        reloadIfNeeded()
        return super.hitTest(point, with: event)
    }

    // MARK: Selection

    /// Selects a row from code: no delegate message (as in UIKit), and the previous row is deselected.
    public func selectRow(at indexPath: IndexPath?, animated: Bool) {
        if let previous = indexPathForSelectedRow { cells[previous]?.setSelected(false, animated: animated) }
        indexPathForSelectedRow = indexPath.flatMap { slot(for: $0) == nil ? nil : $0 }
        if let indexPath = indexPathForSelectedRow { cells[indexPath]?.setSelected(true, animated: animated) }
    }

    /// Deselects a row from code: no delegate message.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard indexPathForSelectedRow == indexPath else { return }
        cells[indexPath]?.setSelected(false, animated: animated)
        indexPathForSelectedRow = nil
    }

    func cellTouchBegan(_ cell: TableViewCell) {
        guard allowsSelection, indexPath(for: cell) != nil else { return }
        cell.setHighlighted(true, animated: false)
    }

    func cellTouchCancelled(_ cell: TableViewCell) {
        cell.setHighlighted(false, animated: false)
    }

    func cellTouchEnded(_ cell: TableViewCell, inside: Bool) {
        let wasHighlighted = cell.isHighlighted
        cell.setHighlighted(false, animated: false)
        guard wasHighlighted, inside, let path = indexPath(for: cell) else { return }
        userSelectRow(at: path)
    }

    /// The user's selection: will-select may redirect or refuse; the previous row is deselected with
    /// its messages; then did-select.
    private func userSelectRow(at indexPath: IndexPath) {
        guard let target = tableDelegate?.tableView(self, willSelectRowAt: indexPath) ?? (tableDelegate == nil ? indexPath : nil),
              slot(for: target) != nil else { return }
        if let previous = indexPathForSelectedRow, previous != target {
            tableDelegate?.tableView(self, willDeselectRowAt: previous)
            deselectRow(at: previous, animated: false)
            recordDelegateNote("tableViewDidDeselectRowAt \(previous)")
            tableDelegate?.tableView(self, didDeselectRowAt: previous)
        }
        selectRow(at: target, animated: false)
        recordDelegateNote("tableViewDidSelectRowAt \(target)")
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    // MARK: Swipe to delete

    /// The swipe-to-delete recognizer begins only on a row the data source can edit; other
    /// recognizers get the scroll view's answer.
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer === swipeToDeleteRecognizer else { return super.gestureRecognizerShouldBegin(recognizer) }
        guard let path = swipedRow(), let dataSource else { return false }
        return dataSource.tableView(self, canEditRowAt: path)
    }

    private func swipedRow() -> IndexPath? {
        guard let touch = swipeToDeleteRecognizer.touches.first ?? swipeToDeleteRecognizer.sequenceTouches.first else { return nil }
        let start = convert(touch.initialLocationInWindow, from: nil)
        return indexPathForRow(at: start)
    }

    private func beginSwipeToDelete() {
        guard swipeToDeleteRecognizer.state == .ended, let path = swipedRow(), editingIndexPath != path else { return }
        endEditingRow()
        recordDelegateNote("tableViewWillBeginEditingRowAt \(path)")
        tableDelegate?.tableView(self, willBeginEditingRowAt: path)
        editingIndexPath = path
        cells[path]?.showDeleteConfirmation { [weak self] in self?.commitDeletion(at: path) }
    }

    private func commitDeletion(at path: IndexPath) {
        recordDelegateNote("tableViewCommitEditingStyle delete forRowAt \(path)")
        dataSource?.tableView(self, commit: .delete, forRowAt: path)
        endEditingRow()
    }

    /// Hides the Delete button shown, if any, and tells the delegate.
    public func endEditingRow() {
        guard let path = editingIndexPath else { return }
        editingIndexPath = nil
        cells[path]?.hideDeleteConfirmation()
        recordDelegateNote("tableViewDidEndEditingRowAt \(path)")
        tableDelegate?.tableView(self, didEndEditingRowAt: path)
    }

    /// A touch anywhere but on the Delete button dismisses it.
    override func fingerCameDown(_ touches: Set<Touch>) {
        super.fingerCameDown(touches)
        guard let path = editingIndexPath else { return }
        let onDelete = touches.contains { touch in
            guard let button = cells[path]?.deleteConfirmationButton, let view = touch.view else { return false }
            return view.isDescendant(of: button)
        }
        if !onDelete { endEditingRow() }
    }

    // MARK: Description

    /// The scroll view's properties, then the row height when not 44 and the selected row.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties
        if rowHeight != 44 { properties.append(.number("rowHeight", rowHeight)) }
        if let selected = indexPathForSelectedRow { properties.append(.value("indexPathForSelectedRow", selected)) }
        return properties
    }
}
