/// A scroll view showing rows in sections, one cell per row, from a data source (UIKit's `UITableView`).
///
/// Rows are stacked top to bottom, section after section, each `rowHeight` tall unless the
/// delegate (`TableViewDelegate`) gives heights. Only the rows in view have cells: a row's cell is
/// asked of the data source when it comes into view and dropped when it leaves (cells are not
/// reused). The data is read on first use and again at `reloadData()`. Rows of `rowHeight` are
/// placed by arithmetic, so a table of millions of rows costs no more to use than a small one;
/// heights a delegate gives are asked row by row at reload, as UIKit does without estimates.
///
/// Selection follows UIKit: a touch on a row highlights it when it reaches the cell (after
/// `delaysContentTouches`), touch-up inside selects it (will-select, then the previous row's
/// will/did-deselect, then did-select), and a scroll that starts cancels the highlight. With
/// `allowsMultipleSelection` (`allowsMultipleSelectionDuringEditing` while `isEditing`) a tap adds
/// an unselected row and deselects a selected one (uikit-rules §11.1). A left
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
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .tableView }

    /// The object that gives the rows, held weakly.
    public weak var dataSource: (any TableViewDataSource)? {
        didSet {
            needsReload = true
            setNeedsLayout()
        }
    }

    /// A data source the table keeps alive, for adapters with no other owner (scripts). Setting it
    /// makes it the `dataSource` too.
    public var retainedDataSource: (any TableViewDataSource)? {
        didSet { dataSource = retainedDataSource }
    }

    /// The height of rows the delegate gives no height for (default 44).
    public var rowHeight = 44.0 {
        didSet { needsReload = true }
    }

    /// Whether a tap selects rows (default true); false keeps taps from selecting in editing mode too.
    public var allowsSelection = true

    /// Whether taps select several rows, outside editing mode (default false): a tap on an
    /// unselected row adds it to the selection, a tap on a selected one deselects it.
    public var allowsMultipleSelection = false

    /// Whether the table is in editing mode, where the `…DuringEditing` selection rules apply
    /// instead (default false). Only the choice of rules is modelled: no editing controls show.
    public var isEditing = false

    /// Whether a tap selects a row in editing mode (default false, as in UIKit).
    public var allowsSelectionDuringEditing = false

    /// `allowsMultipleSelection` for editing mode (default false); true also lets taps select there.
    public var allowsMultipleSelectionDuringEditing = false

    /// The selected rows, in the order they were selected.
    private var selectedRows: [IndexPath] = []

    /// The selected row, if any: the first of `indexPathsForSelectedRows`.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows in the order they were selected, or nil when none is (as in UIKit).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// The row whose Delete button is shown, if any.
    public private(set) var editingIndexPath: IndexPath?

    /// The recognizer behind swipe-to-delete: a left swipe, beginning only on a row the data source can edit.
    public let swipeToDeleteRecognizer = SwipeGestureRecognizer()

    private var layout = RowLayout(rowHeight: 44)
    private var cells: [IndexPath: TableViewCell] = [:]
    private var needsReload = true
    /// The rows that have cells and the width they were laid out at, since the last reload.
    private var laidOut: (rows: [IndexPath], width: Double)?

    /// The most sections a table reads from its data source.
    public static let mostSections = 1_000_000

    /// The most rows a table reads from its data source, all sections together: 2^53, below
    /// which every row number is exact as a `Double`. Any count that fits an `Int` is taken; the
    /// rows past this many are left out.
    public static let mostRows = 1 << 53

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        settingAppearanceDefaults { backgroundColor = .systemBackground }
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
        selectedRows = []
        guard let dataSource else {
            layout = RowLayout(rowHeight: rowHeight)
            contentSize = Size(width: bounds.width, height: 0)
            return
        }
        let clock = application?.clock
        var counts: [Int] = []
        for section in 0..<min(Self.mostSections, max(0, dataSource.numberOfSections(in: self))) {
            guard clock?.mayTakeStep(weight: StepWeight.row) ?? true else { break }
            counts.append(dataSource.tableView(self, numberOfRowsInSection: section))
        }
        let delegate = tableDelegate
        let heights = delegate?.providesRowHeights == true ? { [unowned self] (path: IndexPath) in
            delegate?.tableView(self, heightForRowAt: path)
        } : nil
        layout = RowLayout(counts: counts, rowHeight: rowHeight, height: heights,
                           mayContinue: { clock?.mayTakeStep(weight: StepWeight.row) ?? true })
        contentSize = Size(width: bounds.width, height: layout.contentHeight)
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
        return layout.sectionCount
    }

    /// The number of rows in a section (0 for a section that does not exist).
    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return layout.rowCount(inSection: section)
    }

    // MARK: Geometry

    /// A row's rectangle in the table's (content) coordinates; `Rect.null` for a row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        reloadIfNeeded()
        guard let span = layout.span(of: indexPath) else { return .null }
        return Rect(x: 0, y: span.minY, width: bounds.width, height: span.height)
    }

    /// The row at a point in the table's (content) coordinates, if any.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return layout.indexPath(containingY: point.y)
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

    /// Whether a row exists.
    private func exists(_ indexPath: IndexPath) -> Bool {
        reloadIfNeeded()
        return layout.span(of: indexPath) != nil
    }

    // MARK: Layout

    /// Gives each row in view a cell, in place, and drops the cells of rows out of view. Nothing
    /// happens while the same rows stay in view at the same width (cells sit in content
    /// coordinates, so scrolling alone moves them).
    private func layoutVisibleRows() {
        let visible = bounds
        let rows = layout.indexPaths(between: visible.minY, and: visible.maxY)
        if let laidOut, laidOut.rows == rows, laidOut.width == visible.width { return }
        laidOut = (rows, visible.width)
        var wanted: Set<IndexPath> = []
        if let dataSource {
            for path in rows {
                guard let span = layout.span(of: path) else { continue }
                wanted.insert(path)
                let cell = cells[path] ?? makeCell(for: path, from: dataSource)
                cell.frame = Rect(x: 0, y: span.minY, width: visible.width, height: span.height)
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
        cell.setSelected(selectedRows.contains(indexPath), animated: false)
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

    // MARK: Selection (uikit-rules §11.1)

    /// Whether a tap selects rows now: `allowsSelection`, and in editing mode one of the
    /// `…DuringEditing` rules too.
    private var tapsSelect: Bool {
        allowsSelection && (!isEditing || allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing)
    }

    /// Whether selecting a row keeps the others selected now.
    private var selectsSeveralRows: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Selects a row from code, with no delegate message (as in UIKit): under multiple selection
    /// it joins the selection, otherwise it replaces it. Nil, or a row that does not exist under
    /// single selection, clears the selection.
    public func selectRow(at indexPath: IndexPath?, animated: Bool) {
        let row = indexPath.flatMap { exists($0) ? $0 : nil }
        if selectsSeveralRows && indexPath != nil {
            guard let row, !selectedRows.contains(row) else { return }
        } else {
            for previous in selectedRows where previous != row { cells[previous]?.setSelected(false, animated: animated) }
            selectedRows = []
        }
        guard let row else { return }
        selectedRows.append(row)
        cells[row]?.setSelected(true, animated: animated)
    }

    /// Deselects a row from code: no delegate message.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedRows.firstIndex(of: indexPath) else { return }
        cells[indexPath]?.setSelected(false, animated: animated)
        selectedRows.remove(at: index)
    }

    func cellTouchBegan(_ cell: TableViewCell) {
        guard tapsSelect, indexPath(for: cell) != nil else { return }
        cell.setHighlighted(true, animated: false)
    }

    func cellTouchCancelled(_ cell: TableViewCell) {
        cell.setHighlighted(false, animated: false)
    }

    func cellTouchEnded(_ cell: TableViewCell, inside: Bool) {
        let wasHighlighted = cell.isHighlighted
        cell.setHighlighted(false, animated: false)
        guard wasHighlighted, inside, let path = indexPath(for: cell) else { return }
        if selectsSeveralRows && selectedRows.contains(path) {
            userDeselectRow(at: path)
        } else {
            userSelectRow(at: path)
        }
    }

    /// The user's selection: will-select may redirect or refuse; under single selection the rows
    /// selected before are deselected with their messages; then did-select.
    private func userSelectRow(at indexPath: IndexPath) {
        guard let target = tableDelegate?.tableView(self, willSelectRowAt: indexPath) ?? (tableDelegate == nil ? indexPath : nil),
              exists(target) else { return }
        if !selectsSeveralRows {
            for previous in selectedRows where previous != target { userDeselectRow(at: previous) }
        }
        selectRow(at: target, animated: false)
        recordDelegateNote("tableViewDidSelectRowAt \(target)")
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// The user's deselection, with will-deselect and did-deselect.
    private func userDeselectRow(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, willDeselectRowAt: indexPath)
        deselectRow(at: indexPath, animated: false)
        recordDelegateNote("tableViewDidDeselectRowAt \(indexPath)")
        tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
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

    /// The scroll view's properties, then the row height when not 44 and the selected row (or rows).
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties
        if rowHeight != 44 { properties.append(.number("rowHeight", rowHeight)) }
        if selectedRows.count > 1 {
            properties.append(DisplayProperty("indexPathsForSelectedRows", "[" + selectedRows.map(\.description).joined(separator: ", ") + "]"))
        } else if let selected = indexPathForSelectedRow {
            properties.append(.value("indexPathForSelectedRow", selected))
        }
        return properties
    }
}
