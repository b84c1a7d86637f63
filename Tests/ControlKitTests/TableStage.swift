@testable import ControlKit

/// A 320×480 table in a window, fed by a closure data source of `rows` rows labelled "Row n" (one
/// section unless `sections` says otherwise), with a delegate logging the table's messages and
/// counts of the work the table asked for.
final class TableStage {
    let application = Application()
    let window: Window
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let driver: TouchDriver
    let source: ClosureTableViewDataSource
    let delegate = ClosureTableViewDelegate()
    private(set) var messages: [String] = []
    /// What the table asked of its data source and its cells so far.
    let work = TableWork()

    /// The cells the data source made so far.
    var cellsMade: Int { work.cellsMade }

    init(rows: Int = 1000, sections: Int = 1) {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let work = work
        source = ClosureTableViewDataSource(numberOfRows: { _ in
            work.rowCountsAsked += 1
            return rows
        }) { path in
            work.cellsMade += 1
            let cell = CountedCell(work: work)
            cell.textLabel.text = "Row \(path.row)"
            return cell
        }
        source.numberOfSections = { sections }
        table.dataSource = source
        table.delegate = delegate
        window.addSubview(table)
        driver = TouchDriver(window: window)
        delegate.willSelectRow = { [unowned self] path in messages.append("willSelect \(path)"); return path }
        delegate.didSelectRow = { [unowned self] in messages.append("didSelect \($0)") }
        delegate.willDeselectRow = { [unowned self] in messages.append("willDeselect \($0)") }
        delegate.didDeselectRow = { [unowned self] in messages.append("didDeselect \($0)") }
        delegate.willBeginEditingRow = { [unowned self] in messages.append("willBeginEditing \($0)") }
        delegate.didEndEditingRow = { [unowned self] in messages.append("didEndEditing \($0)") }
        table.layoutIfNeeded()
    }

    /// A point in the middle of a row, in window coordinates.
    func center(ofRow row: Int, section: Int = 0) -> Point {
        let rect = table.rectForRow(at: IndexPath(row: row, section: section))
        return table.convert(rect.center, to: nil)
    }

    /// Records a message from a test-made callback.
    func log(_ message: String) { messages.append(message) }

    /// The notes the table left in the traffic.
    var notes: [String] {
        application.traffic.records.filter { $0.kind == .note }.compactMap(\.message)
    }
}

/// Counts of the work a table asked for: row counts, cells made, cell layouts.
final class TableWork {
    var rowCountsAsked = 0
    var cellsMade = 0
    var cellLayouts = 0
}

/// A cell that counts its layouts; it goes by the name of the cells it stands for.
final class CountedCell: TableViewCell {
    private let work: TableWork

    init(work: TableWork) {
        self.work = work
        super.init()
    }

    override var typeName: String { "TableViewCell" }

    override func layoutSubviews() {
        super.layoutSubviews()
        work.cellLayouts += 1
    }
}
