/// An object told about a table view's rows and selection, and its scrolling (UIKit's
/// `UITableViewDelegate`). Every method is optional; set it as the table's `delegate`.
public protocol TableViewDelegate: ScrollViewDelegate {
    /// Whether the table should ask `heightForRowAt` (UIKit asks when the delegate implements
    /// it). Default false: every row is the table's `rowHeight`.
    var providesRowHeights: Bool { get }
    /// A row's height; nil means the table's `rowHeight`. Asked only when `providesRowHeights`.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double?
    /// The user is about to select a row: return it, another row, or nil to select nothing. Default: the row.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected a row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The user is about to deselect this row: by selecting another under single selection, or
    /// by tapping it under multiple selection.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
    /// The user deselected this row.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// A horizontal swipe across an editable row is about to show its Delete button.
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The row's Delete button went away (committed, or dismissed by a touch elsewhere).
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public var providesRowHeights: Bool { false }
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? { nil }
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath) {}
}

/// A table-view delegate made of optional closures (with the scroll-view closures it inherits).
///
/// A table view holds its delegate weakly: keep this object alive as long as the table uses it.
public final class ClosureTableViewDelegate: ClosureScrollViewDelegate, TableViewDelegate {
    public var heightForRow: ((IndexPath) -> Double?)?
    public var willSelectRow: ((IndexPath) -> IndexPath?)?
    public var didSelectRow: ((IndexPath) -> Void)?
    public var willDeselectRow: ((IndexPath) -> Void)?
    public var didDeselectRow: ((IndexPath) -> Void)?
    public var willBeginEditingRow: ((IndexPath) -> Void)?
    public var didEndEditingRow: ((IndexPath) -> Void)?

    public override init() {}

    public var providesRowHeights: Bool { heightForRow != nil }
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? { heightForRow?(indexPath) ?? nil }
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        willSelectRow.map { $0(indexPath) } ?? indexPath
    }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { didSelectRow?(indexPath) }
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) { willDeselectRow?(indexPath) }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { didDeselectRow?(indexPath) }
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) { willBeginEditingRow?(indexPath) }
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath) { didEndEditingRow?(indexPath) }
}
