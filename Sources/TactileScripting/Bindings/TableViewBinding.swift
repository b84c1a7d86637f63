import ControlKit
import LuaKit

/// `TableView` (UIKit's `UITableView`): a `ScrollView` whose rows come from Lua. Index paths are
/// tables `{section = s, row = r}` (from 0, as in UIKit). The simplest data source is a list of
/// titles; functions give full control, and the delegate's messages are functions too:
///
///     local t = TableView{ frame = {0, 0, 320, 480}, rows = {"Soup", "Salad", "Pie"},
///                          didSelectRow = function(t, path) print(path.row) end }
///     local u = TableView{ numberOfRows = function(t, section) return 1000 end,
///                          cellForRow = function(t, path) return "Row " .. path.row end }
///
/// Data source: `rows`, `numberOfSections(t)`, `numberOfRows(t, section)`, `cellForRow(t, path)`
/// (a `TableViewCell` or a string), `commitEditingStyle(t, style, path)` (enables swipe-to-delete).
/// Selection: `allowsSelection`, `allowsMultipleSelection` (a tap on a selected row deselects it),
/// `isEditing` with `allowsSelectionDuringEditing` and `allowsMultipleSelectionDuringEditing`,
/// `indexPathForSelectedRow`, `indexPathsForSelectedRows` (in the order selected; nil for none).
/// Delegate: `heightForRow(t, path)`, `willSelectRow(t, path)` (return a path, or false to refuse),
/// `didSelectRow`, `willDeselectRow`, `didDeselectRow`, `willBeginEditingRow`, `didEndEditingRow`,
/// plus the scroll view's. A function that raises is reported as a failed action; the table then
/// uses the default answer.
enum TableViewBinding {
    static let declaration: LuaClassDeclaration = LuaClass<TableView>("TableView", namespace: StandardBindings.namespace, superclass: ScrollViewBinding.declaration) {
        LuaMember.property("rowHeight", doc: "The height in points of rows heightForRow gives none for; a change takes effect at the next use of the rows; default 44.",
                           get: \TableView.rowHeight, set: { $0.rowHeight = $1 })
        LuaMember.property("allowsSelection", doc: "Whether a tap selects rows, in editing mode too; selecting from code still works; default true (uikit-rules §11.1).",
                           get: \TableView.allowsSelection, set: { $0.allowsSelection = $1 })
        LuaMember.property("allowsMultipleSelection", doc: "Whether taps build a selection of several rows outside editing mode: a tap on a selected row deselects it; default false (uikit-rules §11.1).",
                           get: \TableView.allowsMultipleSelection, set: { $0.allowsMultipleSelection = $1 })
        LuaMember.property("isEditing", doc: "Whether the table is in editing mode, where the …DuringEditing rules choose what a tap selects; no editing controls show; default false (uikit-rules §11.1).",
                           get: \TableView.isEditing, set: { $0.isEditing = $1 })
        LuaMember.property("allowsSelectionDuringEditing", doc: "Whether a tap selects a row in editing mode; default false (uikit-rules §11.1).",
                           get: \TableView.allowsSelectionDuringEditing,
                           set: { $0.allowsSelectionDuringEditing = $1 })
        LuaMember.property("allowsMultipleSelectionDuringEditing", doc: "allowsMultipleSelection for editing mode, where it also lets taps select; default false (uikit-rules §11.1).",
                           get: \TableView.allowsMultipleSelectionDuringEditing,
                           set: { $0.allowsMultipleSelectionDuringEditing = $1 })
        LuaMember.property("rows", type: "{string}?", doc: "The titles of a one-section table, the simplest data source: setting a list makes the script's delegate the data source; nil by default.", read: { (table: TableView, session) in
            guard let titles = tableDelegate(table, session).titles else { return .nil }
            let list = try session.lua.newTable()
            for (index, title) in titles.enumerated() { try list.rawSet(.integer(index + 1), .string(title)) }
            return .table(list)
        }, write: { (table: TableView, value, session) in
            let delegate = tableDelegate(table, session)
            switch value {
            case .nil: delegate.titles = nil
            case .table(let list):
                var titles: [String] = []
                for index in stride(from: 1, through: list.rawLength, by: 1) {
                    guard let title = String(luaValue: try list.rawGet(.integer(index))) else {
                        throw LuaValueRefusal(expected: "list of strings")
                    }
                    titles.append(title)
                }
                delegate.titles = titles
            default:
                throw LuaValueRefusal(expected: "list of strings")
            }
            table.dataSource = delegate
        })
        TableDataSourceBindings.member
        LuaMember.property("indexPathForSelectedRow", type: "{section, row}?", doc: "The selected row, the first of indexPathsForSelectedRows; nil when none is selected (uikit-rules §11.1).", read: { (table: TableView, session) in
            try table.indexPathForSelectedRow.map { try luaValue($0, session) } ?? .nil
        })
        LuaMember.property("indexPathsForSelectedRows", type: "{{section, row}}?", doc: "The selected rows in the order they were selected; nil, not {}, when none is (uikit-rules §11.1).", read: { (table: TableView, session) in
            guard let paths = table.indexPathsForSelectedRows else { return .nil }
            return try session.luaList(paths.map { try luaValue($0, session) })
        })
        LuaMember.property("editingIndexPath", type: "{section, row}?", doc: "The row whose Delete button a left swipe showed; nil when none shows; read-only.", read: { (table: TableView, session) in
            try table.editingIndexPath.map { try luaValue($0, session) } ?? .nil
        })
        LuaMember.property("numberOfSections", type: "integer", doc: "The number of sections the data source gave, read again when the data is due for a reload; read-only.", read: { (table: TableView, _) in .integer(table.numberOfSections) })
        LuaMember.property("visibleCells", type: "{TableViewCell}", doc: "The cells of the rows in view, top to bottom; only rows in view have cells; read-only.", read: { (table: TableView, session) in
            let list = try session.lua.newTable()
            for (index, cell) in table.visibleCells.enumerated() { try list.rawSet(.integer(index + 1), session.luaValue(for: cell)) }
            return .table(list)
        })
        LuaMember.method("reloadData", "()", doc: "Reads the sections, rows and heights again, drops every cell and the selection, and gives the rows in view new cells (uikit-rules §11.1).") { (table: TableView, _) in
            table.reloadData()
            return []
        }
        LuaMember.method("numberOfRows", "(section) -> integer", doc: "The number of rows in a section (from 0); 0 for a section that does not exist.") { (table: TableView, call) in
            try call.expectCount(1...1)
            return [.integer(table.numberOfRows(inSection: try call.value(1)))]
        }
        LuaMember.method("cellForRow", "(path) -> TableViewCell?", doc: "The cell showing a row; nil when the row is not in view.") { (table: TableView, call) in
            try call.expectCount(1...1)
            return [try call.session.luaValue(for: table.cellForRow(at: try indexPath(call, 1)))]
        }
        LuaMember.method("rectForRow", "(path) -> Rect", doc: "A row's rectangle in the table's content coordinates, as wide as the table; UIKit's null rectangle for a row that does not exist.") { (table: TableView, call) in
            try call.expectCount(1...1)
            return [try call.session.luaValue(table.rectForRow(at: try indexPath(call, 1)))]
        }
        LuaMember.method("indexPathForRow", "(point) -> {section, row}?", doc: "The row at a point in the table's content coordinates; nil when no row is there.") { (table: TableView, call) in
            try call.expectCount(1...1)
            guard let point = Geometry.point(from: call[1]) else { throw call.bad(1, expected: .point) }
            return [try table.indexPathForRow(at: point).map { try luaValue($0, call.session) } ?? .nil]
        }
        LuaMember.method("selectRow", "(path, animated)",
                         doc: "Selects a row from code, telling the delegate nothing: it joins a multiple selection, else replaces the selection (uikit-rules §11.1, §8.3).") { (table: TableView, call) in
            try call.expectCount(1...2)
            table.selectRow(at: try indexPath(call, 1), animated: try call.value(2, default: false))
            return []
        }
        LuaMember.method("deselectRow", "(path, animated)", doc: "Deselects a row from code, telling the delegate nothing (uikit-rules §11.1, §8.3).") { (table: TableView, call) in
            try call.expectCount(1...2)
            table.deselectRow(at: try indexPath(call, 1), animated: try call.value(2, default: false))
            return []
        }
        LuaMember.method("scrollToRow", "(path, animated)", doc: "Scrolls the least distance that shows a row, animated or not (default false); nothing for a row that does not exist.") { (table: TableView, call) in
            try call.expectCount(1...2)
            table.scrollToRow(at: try indexPath(call, 1), animated: try call.value(2, default: false))
            return []
        }
        LuaMember.method("endEditingRow", "()", doc: "Hides the Delete button a swipe showed, calling didEndEditingRow; nothing when none shows.") { (table: TableView, _) in
            table.endEditingRow()
            return []
        }
        LuaTableViewDelegate.tableCallbackNames.map { name in
            LuaMember.callback(name, signature: LuaTableViewDelegate.signatures[name] ?? "(t, path)",
                               doc: LuaTableViewDelegate.tableDocs[name] ?? "") { (table: TableView, session) in
                let delegate = tableDelegate(table, session)
                if LuaTableViewDelegate.dataSourceNames.contains(name) { table.dataSource = delegate }
                return delegate.callbacks
            }
        }
    }
    .constructor { TableView() }
    .declaration

    /// The table's script delegate (also its data source), installed when first needed.
    static func tableDelegate(_ table: TableView, _ session: ScriptSession) -> LuaTableViewDelegate {
        // installed(on:) always makes a LuaTableViewDelegate for a table view.
        LuaScrollViewDelegate.installed(on: table, session: session) as! LuaTableViewDelegate
    }

    /// An index path as `{section = s, row = r}`.
    static func luaValue(_ path: IndexPath, _ session: ScriptSession) throws(LuaError) -> LuaValue {
        let table = try session.lua.newTable()
        try table.rawSet(.string("section"), .integer(path.section))
        try table.rawSet(.string("row"), .integer(path.row))
        return .table(table)
    }

    /// An index path from `{section = s, row = r}` or `{s, r}`; nil otherwise.
    static func indexPath(from value: LuaValue) -> IndexPath? {
        guard case .table(let table) = value else { return nil }
        if let section = (try? table.rawGet(.string("section"))).flatMap(Int.init(luaValue:)),
           let row = (try? table.rawGet(.string("row"))).flatMap(Int.init(luaValue:)) {
            return IndexPath(row: row, section: section)
        }
        if let section = (try? table.rawGet(.integer(1))).flatMap(Int.init(luaValue:)),
           let row = (try? table.rawGet(.integer(2))).flatMap(Int.init(luaValue:)) {
            return IndexPath(row: row, section: section)
        }
        return nil
    }

    private static func indexPath(_ call: MethodCall, _ position: Int) throws -> IndexPath {
        guard let path = indexPath(from: call[position]) else { throw call.bad(position, expected: "index path {section =, row =}") }
        return path
    }
}

/// The delegate and data source a script's functions make for a table view.
final class LuaTableViewDelegate: LuaScrollViewDelegate, TableViewDelegate, TableViewDataSource {
    static let dataSourceNames = ["numberOfSections", "numberOfRows", "cellForRow", "commitEditingStyle"]
    static let delegateNames = ["heightForRow", "willSelectRow", "didSelectRow", "willDeselectRow", "didDeselectRow",
                                "willBeginEditingRow", "didEndEditingRow"]
    static var tableCallbackNames: [String] { dataSourceNames + delegateNames }
    static let signatures = ["numberOfSections": "(t) -> integer", "numberOfRows": "(t, section) -> integer",
                             "cellForRow": "(t, path) -> TableViewCell|string", "commitEditingStyle": "(t, style, path)",
                             "heightForRow": "(t, path) -> number?", "willSelectRow": "(t, path) -> path|false"]
    /// The line of help each data-source and delegate function's property has.
    static let tableDocs = [
        "numberOfSections": "Gives the number of sections, 0 to 1000000; 1 when it is not set.",
        "numberOfRows": "Gives the number of rows in a section; without it, the number of rows' titles in section 0, and none in the others.",
        "cellForRow": "Gives the cell for a row coming into view: a TableViewCell, or a string for a plain cell showing it; cells are not reused.",
        "commitEditingStyle": "Called with \"delete\" when a row's Delete button is tapped; setting it lets a left swipe show the button on every row.",
        "heightForRow": "Gives a row's height in points (0 or more), asked for every row at each reload; without it rows are rowHeight tall.",
        "willSelectRow": "Called before a tap selects a row: return another path to select that row, false to refuse, nil to go ahead (uikit-rules §11.1).",
        "didSelectRow": "Called after a tap selected a row, never for selectRow from code (uikit-rules §11.1, §8.3).",
        "willDeselectRow": "Called before a tap deselects a row, the one selected before or a selected row tapped again; it cannot refuse (uikit-rules §11.1).",
        "didDeselectRow": "Called after a tap deselected a row, never for deselectRow from code (uikit-rules §11.1, §8.3).",
        "willBeginEditingRow": "Called when a left swipe is about to show a row's Delete button.",
        "didEndEditingRow": "Called when a row's Delete button is hidden again: after the deletion, a touch elsewhere or endEditingRow.",
    ]

    /// The titles of a one-section table given as `rows`, if any.
    var titles: [String]?
    private weak var session: ScriptSession?

    init(callbacks: LuaCallbacks, session: ScriptSession) {
        self.session = session
        super.init(callbacks: callbacks)
    }

    private func path(_ indexPath: IndexPath) -> LuaValue {
        guard let session, let value = try? TableViewBinding.luaValue(indexPath, session) else { return .nil }
        return value
    }

    // MARK: Data source

    private static let sectionsExpected = "an integer from 0 to \(TableView.mostSections)"
    private static let rowsExpected = "a whole number from 0 to math.maxinteger"

    /// A row count from Lua: any integer of 0 or more, or a float with such a whole value; the
    /// table reads at most `TableView.mostRows` rows in all.
    private static func rowCount(_ value: LuaValue) -> Int? {
        switch value {
        case .integer(let count): count >= 0 ? count : nil
        case .number(let count): count >= 0 && count < 0x1p63 && count.rounded() == count ? Int(count) : nil
        default: nil
        }
    }

    func numberOfSections(in tableView: TableView) -> Int {
        if callbacks.function("numberOfSections") != nil {
            return callbacks.call("numberOfSections", expecting: Self.sectionsExpected) { value in
                Int(luaValue: value).flatMap { (0...TableView.mostSections).contains($0) ? $0 : nil }
            } ?? 0
        }
        return 1
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        if callbacks.function("numberOfRows") != nil {
            return callbacks.call("numberOfRows", [.integer(section)], expecting: Self.rowsExpected, Self.rowCount) ?? 0
        }
        return section == 0 ? titles?.count ?? 0 : 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if callbacks.function("cellForRow") != nil, let value = callbacks.call("cellForRow", [path(indexPath)]) {
            if let cell = session?.object(from: value) as? TableViewCell { return cell }
            let cell = TableViewCell()
            cell.textLabel.text = String(luaValue: value)
            return cell
        }
        let cell = TableViewCell()
        if indexPath.section == 0, let titles, titles.indices.contains(indexPath.row) { cell.textLabel.text = titles[indexPath.row] }
        return cell
    }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        callbacks.function("commitEditingStyle") != nil
    }

    func tableView(_ tableView: TableView, commit editingStyle: TableViewCellEditingStyle, forRowAt indexPath: IndexPath) {
        callbacks.call("commitEditingStyle", [.string(editingStyle.caseName), path(indexPath)])
    }

    // MARK: Delegate

    var providesRowHeights: Bool { callbacks.function("heightForRow") != nil }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? {
        guard callbacks.function("heightForRow") != nil else { return nil }
        return callbacks.call("heightForRow", [path(indexPath)], expecting: "a height of 0 or more points") { value in
            Double(luaValue: value).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        }
    }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        guard callbacks.function("willSelectRow") != nil else { return indexPath }
        guard let answer = callbacks.call("willSelectRow", [path(indexPath)]) else { return indexPath }
        switch answer {
        case .nil: return indexPath
        case .boolean(let allowed): return allowed ? indexPath : nil
        default: return TableViewBinding.indexPath(from: answer) ?? indexPath
        }
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { callbacks.call("didSelectRow", [path(indexPath)]) }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) { callbacks.call("willDeselectRow", [path(indexPath)]) }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { callbacks.call("didDeselectRow", [path(indexPath)]) }
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        callbacks.call("willBeginEditingRow", [path(indexPath)])
    }
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath) {
        callbacks.call("didEndEditingRow", [path(indexPath)])
    }
}

/// `TableViewCell` (UIKit's `UITableViewCell`): `text` is its text label's text; `contentView`
/// holds custom subviews.
enum TableViewCellBinding {
    static let declaration: LuaClassDeclaration = LuaClass<TableViewCell>("TableViewCell", namespace: StandardBindings.namespace, superclass: ViewBinding.declaration) {
        LuaMember.property("text", type: "string?", doc: "The text label's text; nil by default (cellForRow's string and rows' titles set it).", read: { (cell: TableViewCell, _) in
            cell.textLabel.text.map { .string($0) } ?? .nil
        }, write: { (cell: TableViewCell, value, session) in
            if case .nil = value {
                cell.textLabel.text = nil
            } else if let text = String(luaValue: value) {
                cell.textLabel.text = text
            } else {
                throw LuaValueRefusal(expected: "string")
            }
        })
        LuaMember.object("contentView", type: "View", doc: "The view filling the cell that holds its content: add custom subviews here; read-only.") { (cell: TableViewCell) in cell.contentView }
        LuaMember.object("textLabel", type: "Label", doc: "The label showing the text, filling the content view inset 15 pt on either side; highlighted while the cell is; read-only.") { (cell: TableViewCell) in cell.textLabel }
        LuaMember.object("imageView", type: "ImageView", doc: "The image view before the text, made when first asked for; its image shows at its size, 15 pt from the left, and moves the text after it; read-only.") { (cell: TableViewCell) in cell.imageView }
        LuaMember.enumeration("accessoryType", doc: "What the cell shows at its right edge: \"none\" (the default), \"disclosureIndicator\", \"detailDisclosureButton\", \"checkmark\" or \"detailButton\"; takes a name or raw value (uikit-rules §1.4).",
                              get: \TableViewCell.accessoryType, set: { $0.accessoryType = $1 })
        LuaMember.object("tableView", type: "TableView?", doc: "The table showing the cell, while it does; nil otherwise.") { (cell: TableViewCell) in cell.tableView }
        LuaMember.property("isSelected", doc: "Whether the cell's row is selected, which the table sets; read-only (uikit-rules §11.1).", get: \TableViewCell.isSelected)
        LuaMember.property("isHighlighted", doc: "Whether a touch is on the cell now: from when it reaches the cell, after the scroll view's delay, until it lifts or a scroll cancels it; read-only (uikit-rules §2.1.6).", get: \TableViewCell.isHighlighted)
    }
    .constructor { TableViewCell() }
    .declaration
}
