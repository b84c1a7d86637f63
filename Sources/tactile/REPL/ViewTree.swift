import ControlKit

/// The view hierarchy as `:tree` shows it: one view a line, indented under
/// its superview, each named as traffic names it and followed by its frame
/// and state (`Slider#1(frame: (20, 40, 200×30), value: 0.5, …)`).
enum ViewTree {
    /// The lines for `root` and everything under it; `name` gives each
    /// view's traffic name.
    static func render(_ root: View, name: (View) -> String) -> String {
        var lines: [String] = []
        func visit(_ view: View, depth: Int) {
            let properties = view.describedProperties.map(\.description).joined(separator: ", ")
            lines.append(String(repeating: "  ", count: depth) + name(view) + "(" + properties + ")")
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return lines.joined(separator: "\n")
    }
}
