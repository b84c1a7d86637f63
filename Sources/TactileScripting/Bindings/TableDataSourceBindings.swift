import ControlKit
import LuaKit

/// A table view's data source as a script sees it (uikit-rules §19.3): `t.dataSource` reads the
/// data source a table has — a `TableViewDataSource` object, or the Lua table a script gave — and
/// takes a Lua table of functions, `numberOfSections(t)`, `numberOfRows(t, section)` and
/// `cellForRow(t, path)`, which may answer some questions and forward the rest to the data source
/// it replaces, as the seed chapter does for the More list:
///
///     local original = list.view.dataSource
///     list.view.dataSource = setmetatable({
///       cellForRow = function(t, path)
///         local cell = original.cellForRow(t, path)
///         cell.accessoryType = "none"
///         return cell
///       end,
///     }, { __index = original })
enum TableDataSourceBindings {
    /// The data source's questions, with their signatures and lines of help.
    static let questions: [(name: String, signature: String, doc: String)] = [
        ("numberOfSections", "(t) -> integer", "Gives the number of sections the data source has for a table, 0 to 1000000; read-only (uikit-rules §19.3)."),
        ("numberOfRows", "(t, section) -> integer", "Gives the number of rows the data source has in a section of a table (from 0); a section that does not exist is a bad argument; read-only (uikit-rules §19.3)."),
        ("cellForRow", "(t, path) -> TableViewCell", "Gives the cell the data source makes for a row {section =, row =} of a table; a row that does not exist is a bad argument; read-only (uikit-rules §19.3)."),
    ]

    /// `TableViewDataSource`: a data source of Swift's, such as the More list's, whose questions
    /// are functions a script may call or forward to.
    static let declaration: LuaClassDeclaration = LuaClass<ScriptTableDataSource>(
        "TableViewDataSource", namespace: StandardBindings.namespace,
        doc: "A table view's data source made in Swift (the More list's): read from TableView.dataSource; its numberOfSections, numberOfRows and cellForRow are functions to call or forward to (uikit-rules §19.3)."
    ) {
        questions.map { question in
            LuaMember.property(question.name, type: "fun" + question.signature, doc: question.doc, read: { (box: ScriptTableDataSource, session) in
                .function(try box.function(question.name, session: session))
            })
        }
    }
    .declaration

    /// `TableView.dataSource`: reads the table's data source, and takes a Lua table of the data
    /// source's functions (kept alive by the table), a `TableViewDataSource`, or nil.
    static var member: LuaMember {
        LuaMember.property("dataSource", type: "table|TableViewDataSource|nil",
                           doc: "Gives the rows: a table of functions numberOfRows(t, section), cellForRow(t, path), numberOfSections(t) (optional), forwarding others by __index; or a TableViewDataSource (uikit-rules §19.3).",
                           read: { (table: TableView, session) in
                               if let scripted = table.dataSource as? LuaTableDataSource { return .table(scripted.table) }
                               guard let source = table.dataSource else { return .nil }
                               // One box per data source, so reading it twice gives the same value.
                               let box = session.customControls.scriptDelegates.delegate(for: source) { ScriptTableDataSource(source) }
                               return try session.luaValue(for: box)
                           }, write: { (table: TableView, value, session) in
                               switch value {
                               case .nil:
                                   table.retainedDataSource = nil
                                   table.dataSource = nil
                               case .table(let functions):
                                   try LuaTableDataSource.checkAnswers(functions, session: session)
                                   table.retainedDataSource = LuaTableDataSource(table: functions, tableView: table, session: session)
                               default:
                                   guard let box = session.object(from: value) as? ScriptTableDataSource, let source = box.source else {
                                       throw LuaValueRefusal(expected: "table of data source functions or TableViewDataSource")
                                   }
                                   table.retainedDataSource = nil
                                   table.dataSource = source
                               }
                           })
    }
}

/// A data source made in Swift, held weakly (its owner keeps it, as a table view's data source
/// is kept), as a script sees it: its questions as functions checking their arguments.
final class ScriptTableDataSource {
    private(set) weak var source: (any TableViewDataSource)?

    init(_ source: any TableViewDataSource) {
        self.source = source
    }

    /// The question `name` as a Lua function of the table view and the question's arguments.
    func function(_ name: String, session: ScriptSession) throws(LuaError) -> LuaRef {
        let function = "TableViewDataSource.\(name)"
        return try session.lua.function(named: name) { [weak self, weak session] call in
            guard let session else { throw LuaError.runtime("the session has ended") }
            let arguments = MethodCall(function: function, arguments: call.values, session: session)
            guard let source = self?.source else { throw ScriptError.message("\(function): the data source is gone") }
            let table = try arguments.object(1, as: TableView.self)
            let sections = min(TableView.mostSections, max(0, source.numberOfSections(in: table)))
            switch name {
            case "numberOfSections":
                return try call.results([.integer(sections)])
            case "numberOfRows":
                let section = try Self.index(arguments, 2, "section", below: sections)
                return try call.results([.integer(source.tableView(table, numberOfRowsInSection: section))])
            default:
                guard let path = TableViewBinding.indexPath(from: arguments[2]) else { throw arguments.bad(2, expected: "index path {section =, row =}") }
                let section = try Self.check(path.section, arguments, 2, "section", below: sections)
                let rows = max(0, source.tableView(table, numberOfRowsInSection: section))
                _ = try Self.check(path.row, arguments, 2, "row", below: rows)
                return try call.results([try session.luaValue(for: source.tableView(table, cellForRowAt: path))])
            }
        }
    }

    /// Argument `n` as an index from 0 below `count`, through the checked conversion every
    /// integer argument takes (an absurd number is refused saying why).
    private static func index(_ arguments: MethodCall, _ n: Int, _ what: String, below count: Int) throws -> Int {
        try check(try arguments.value(n, as: Int.self), arguments, n, what, below: count)
    }

    private static func check(_ index: Int, _ arguments: MethodCall, _ n: Int, _ what: String, below count: Int) throws -> Int {
        guard (0..<count).contains(index) else {
            let range = count == 0 ? "none (there are no \(what)s)" : "\(what) from 0 to \(count - 1)"
            throw ScriptError.badArgument(n, to: arguments.function, "\(range) expected, got \(index)")
        }
        return index
    }
}

/// A table view's data source made of a script's Lua table of functions, read through the
/// table's metatable at each question (so `__index` may forward questions to another data
/// source). Each answer is checked as a table's own functions' are: a function that raises, or
/// answers what the table does not take, is reported — where it is defined, naming it and the
/// value — and the table uses the default answer (no rows, an empty cell).
final class LuaTableDataSource: TableViewDataSource, TypeNamed {
    /// The script's table.
    let table: LuaRef
    private let callbacks: LuaCallbacks
    private weak var session: ScriptSession?
    private weak var tableView: TableView?

    init(table: LuaRef, tableView: TableView, session: ScriptSession) {
        self.table = table
        self.tableView = tableView
        callbacks = LuaCallbacks(session: session, owner: tableView)
        self.session = session
    }

    var typeName: String { "table" }

    /// Refuses a table that does not answer `numberOfRows` and `cellForRow` with functions, itself
    /// or through its metatable: a data source forwarding to nothing.
    static func checkAnswers(_ functions: LuaRef, session: ScriptSession) throws {
        for name in ["numberOfRows", "cellForRow"] {
            let found = try session.field(name, of: .table(functions))
            guard case .function = found else {
                let what = found == .nil ? "no \(name)" : "a \(session.classes.typeName(of: found)) as \(name)"
                throw LuaValueRefusal(expected: "data source table",
                                      reason: "data source with functions numberOfRows and cellForRow expected, got a table with \(what) "
                                          + "(give it one, or forward to the data source it replaces: setmetatable(ds, {__index = original}))")
            }
        }
    }

    /// Finds the function answering `name` now, through the metatable; a missing answer (when
    /// `required`), a field that is not a function or a failing `__index` is reported — a failed
    /// record in the traffic naming the question — and the default answer used.
    private func answer(_ name: String, required: Bool) -> Bool {
        guard let session else { return false }
        callbacks.set(name, nil)
        let found: LuaValue
        do { found = try session.field(name, of: .table(table)) } catch {
            report(error, name)
            return false
        }
        if case .function(let function) = found {
            callbacks.set(name, function)
            return true
        }
        if required || found != .nil {
            let what = found == .nil ? "nothing" : "a \(session.classes.typeName(of: found))"
            report(ScriptError.message("TableView.dataSource: \(name) is \(what), not a function"), name)
        }
        return false
    }

    private func report(_ error: any Error, _ name: String) {
        guard let session else { return }
        let reported = session.reportFailure(error, sender: tableView, event: name)
        session.stage.application.recordFailure(of: name, from: tableView, message: "\(reported)")
    }

    func numberOfSections(in tableView: TableView) -> Int {
        guard answer("numberOfSections", required: false) else { return 1 }
        return callbacks.call("numberOfSections", expecting: "an integer from 0 to \(TableView.mostSections)") { value in
            Int(luaValue: value).flatMap { (0...TableView.mostSections).contains($0) ? $0 : nil }
        } ?? 0
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        guard answer("numberOfRows", required: true) else { return 0 }
        return callbacks.call("numberOfRows", [.integer(section)], expecting: "a whole number from 0 to math.maxinteger") { value in
            Int(luaValue: value).flatMap { $0 >= 0 ? $0 : nil }
        } ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard answer("cellForRow", required: true), let session,
              let path = try? TableViewBinding.luaValue(indexPath, session) else { return TableViewCell() }
        return callbacks.call("cellForRow", [path], expecting: "a TableViewCell or a string") { value in
            if let cell = session.object(from: value) as? TableViewCell { return cell }
            guard case .string(let text) = value else { return nil }
            let cell = TableViewCell()
            cell.textLabel.text = text
            return cell
        } ?? TableViewCell()
    }
}
