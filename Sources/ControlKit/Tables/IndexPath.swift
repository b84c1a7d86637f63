/// A row's address in a table view: its section and its row within the section (UIKit's `IndexPath`
/// as table views use it).
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(row: Int, section: Int) {
        self.section = section
        self.row = row
    }

    /// Section first, then row.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `[section, row]`, as UIKit prints index paths.
    public var description: String { "[\(section), \(row)]" }
}
