/// How a table cell may be edited, with UIKit's raw values (`UITableViewCell.EditingStyle`).
public enum TableViewCellEditingStyle: Int, Sendable, CaseIterable {
    case none = 0
    case delete = 1
    case insert = 2
}

/// The object that gives a table view its rows (UIKit's `UITableViewDataSource`).
public protocol TableViewDataSource: AnyObject {
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in a section.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell showing a row, asked whenever the row comes into view.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// Whether a row may be edited, which enables swipe-to-delete on it. False by default: UIKit
    /// says true when the data source implements the commit method, which a Swift protocol's
    /// default cannot see, so a data source that commits says true here.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user confirmed an edit (tapped Delete after a swipe); the data source updates its rows
    /// and tells the table (`reloadData()` or `deleteRows(at:)`).
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCellEditingStyle, forRowAt indexPath: IndexPath)
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCellEditingStyle, forRowAt indexPath: IndexPath) {}
}

/// A table-view data source made of closures, for callers that supply rows as functions (a
/// scripting layer, say). Rows may be edited when `commit` is set, as in UIKit.
///
/// A table view holds its data source weakly: keep this object alive as long as the table uses it.
public final class ClosureTableViewDataSource: TableViewDataSource {
    public var numberOfSections: () -> Int = { 1 }
    public var numberOfRows: (_ section: Int) -> Int
    public var cellForRow: (IndexPath) -> TableViewCell
    public var commit: ((TableViewCellEditingStyle, IndexPath) -> Void)?

    public init(numberOfRows: @escaping (_ section: Int) -> Int, cellForRow: @escaping (IndexPath) -> TableViewCell) {
        self.numberOfRows = numberOfRows
        self.cellForRow = cellForRow
    }

    public func numberOfSections(in tableView: TableView) -> Int { numberOfSections() }
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { numberOfRows(section) }
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { cellForRow(indexPath) }
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { commit != nil }
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCellEditingStyle, forRowAt indexPath: IndexPath) {
        commit?(editingStyle, indexPath)
    }
}
