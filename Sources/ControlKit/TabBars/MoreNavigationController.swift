/// The More tab's navigation controller (UIKit's private `UIMoreNavigationController`): its root
/// view controller is the More list, whose rows push the tab bar controller's children that have no
/// tab of their own (uikit-rules §19.1). The children it shows stay the tab bar controller's: one
/// popped off goes back to it as its parent.
final class MoreNavigationController: NavigationController {
    /// The tab bar controller whose More tab this is.
    weak var owner: TabBarController?

    /// The root view controller, whose view is the table of the More list.
    let listController = MoreListController()

    init() {
        super.init(frame: .zero)
        tabBarItem = TabBarItem.moreItem()
        try? setViewControllers([listController], animated: false)
    }

    /// The view controller shown above the list (UIKit's `displayedViewController`): the one pushed
    /// from a row, or the controller itself while its list shows.
    var displayedViewController: ViewController {
        viewControllers.count >= 2 ? viewControllers[1] : self
    }

    /// Shows a child of the tab bar controller above the list, at once (nothing when it already is).
    func display(_ child: ViewController) {
        guard viewControllers.count != 2 || viewControllers[1] !== child else { return }
        try? setViewControllers([listController, child], animated: false)
    }

    /// Goes back to the list, at once.
    func showList() {
        guard viewControllers.count > 1 else { return }
        try? setViewControllers([listController], animated: false)
    }

    /// Lays the bars and the top view out; the list's table, under a translucent bar, starts its
    /// rows below it (UIKit adjusts a scroll view's insets so), scrolled to its top while it was.
    override func layoutViews() {
        super.layoutViews()
        let table = listController.tableView
        let covered = max(0, navigationBar.frame.maxY - table.frame.minY)
        guard table.contentInset.top != covered else { return }
        let wasAtTop = table.contentOffset.y == -table.contentInset.top
        table.contentInset.top = covered
        if wasAtTop { table.contentOffset = Point(x: table.contentOffset.x, y: -covered) }
    }

    /// A child of the tab bar controller may join the stack.
    override func mayAdopt(_ controller: ViewController, from parent: ViewController) -> Bool {
        parent === owner
    }

    /// A child of the tab bar controller taken off the stack goes back to it.
    override func release(_ controller: ViewController) {
        let stillChild = owner?.viewControllers.contains { $0 === controller } ?? false
        controller.parent = stillChild ? owner : nil
    }
}

extension TabBarItem {
    /// UIKit's More system item: titled "More", showing three dots.
    static func moreItem() -> TabBarItem {
        let dots = (try? Image(width: 50, height: 50, scale: 2) { x, y in
            var alpha = 0.0
            for centre in [7.0, 24.5, 42.0] {
                let dx = Double(x) + 0.5 - (centre + 0.5), dy = Double(y) + 0.5 - 25
                alpha = max(alpha, min(1, max(0, 4.5 - (dx * dx + dy * dy).squareRoot() + 0.5)))
            }
            return Color.black.withAlphaComponent(alpha)
        }) ?? Image(width: 50, height: 50)
        return TabBarItem(title: "More", image: dots)
    }
}
