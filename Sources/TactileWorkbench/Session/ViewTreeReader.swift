import ControlKit
import TactileScripting

/// The view tree as the page shows it, and the views the page names: by a path of subview
/// indices from the window (which stays meaningful in a rebuilt session) or by a traffic name.
/// Reading gives no object a name (see `TrafficFeed`).
struct ViewTreeReader {
    let session: ScriptSession

    /// The window and everything under it.
    func tree() -> TreeNode {
        node(for: session.stage.window, path: [])
    }

    private func node(for view: View, path: [Int]) -> TreeNode {
        let frame = view.convert(view.bounds, to: session.stage.window)
        return TreeNode(
            path: path, className: Self.className(of: view),
            name: session.stage.application.existingName(of: view)?.description,
            frame: [frame.minX, frame.minY, frame.width, frame.height].map { ($0 * 100).rounded() / 100 },
            label: view.accessibilityLabel, hidden: view.isHidden,
            children: view.subviews.enumerated().map { index, subview in node(for: subview, path: path + [index]) })
    }

    /// The class a view is shown as: its Lua class for a Lua-defined control, else its own.
    static func className(of view: View) -> String {
        view.typeName
    }

    /// The view a reference names, if it is in the window.
    func view(_ reference: ViewReference) -> View? {
        switch reference {
        case .path(let indices):
            var view: View = session.stage.window
            for index in indices {
                guard view.subviews.indices.contains(index) else { return nil }
                view = view.subviews[index]
            }
            return view
        case .name(let name):
            guard let view = session.stage.application.object(named: name) as? View, view.window === session.stage.window else { return nil }
            return view
        }
    }

    /// A view's path from the window; nil outside it.
    func path(of view: View) -> [Int]? {
        var indices: [Int] = []
        var current = view
        while current !== session.stage.window {
            guard let superview = current.superview, let index = superview.subviews.firstIndex(where: { $0 === current }) else {
                return nil
            }
            indices.insert(index, at: 0)
            current = superview
        }
        return indices
    }
}
