/// The root view controller of the More navigation controller (UIKit's private
/// `UIMoreListController`), titled "More": its view is a table listing the tab bar controller's
/// children that have no tab, each row the child's title and tab bar item image with a disclosure
/// indicator; a tap on a row pushes that child. An Edit button at the right of its bar, while any
/// child is customizable, shows the edit interface (uikit-rules §19.1, §19.4).
///
/// The table's data source is a `MoreListDataSource` the list keeps; a script may put its own in
/// front of it and forward to it, as the seed's chapter does.
final class MoreListController: ViewController, TableViewDelegate {
    /// The action of the Edit button.
    static let editTapped: ActionName = "editTapped:"

    /// The table showing the list.
    let tableView: TableView

    /// The list's own data source, which the table holds weakly.
    let dataSource = MoreListDataSource()

    /// The Edit button of the list's bar.
    let editItem = BarButtonItem(barButtonSystemItem: .edit)

    init() {
        let table = TableView()
        tableView = table
        super.init(title: "More", view: table)
        table.dataSource = dataSource
        table.delegate = self
        editItem.target = self
        editItem.action = MoreListController.editTapped
    }

    /// The tab bar controller whose list this is.
    private var owner: TabBarController? { (navigationController as? MoreNavigationController)?.owner }

    /// Reads the children on the More list again, and shows the Edit button while any child is customizable.
    func reload() {
        guard let owner else { return }
        dataSource.controllers = owner.moreViewControllers
        tableView.reloadData()
        navigationItem.rightBarButtonItem = owner.customizingViewControllers.isEmpty ? nil : editItem
    }

    /// A tap on a row pushes its child.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        owner?.moreListDidSelect(row: indexPath.row)
    }

    /// Coming back to the list clears the row selected to leave it.
    override func viewWillAppear(_ animated: Bool) {
        for path in tableView.indexPathsForSelectedRows ?? [] { tableView.deselectRow(at: path, animated: animated) }
    }

    override func responds(to action: ActionName) -> Bool {
        action == MoreListController.editTapped || super.responds(to: action)
    }

    override func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
        guard action == MoreListController.editTapped else { return try super.perform(action, sender: sender, event: event) }
        owner?.beginCustomizing()
    }
}

/// The More list's rows: one per child on the list, showing its tab bar item's title (else its
/// title) and image — a template in the tint colour — with a disclosure indicator.
final class MoreListDataSource: TableViewDataSource {
    /// The children listed, in order.
    var controllers: [ViewController] = []

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? controllers.count : 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(reuseIdentifier: "MoreListCell")
        guard indexPath.section == 0, controllers.indices.contains(indexPath.row) else { return cell }
        let child = controllers[indexPath.row]
        cell.textLabel.text = child.tabBarItem.title ?? child.title
        if let image = child.tabBarItem.image {
            cell.imageView.image = image.withRenderingMode(.alwaysTemplate)
        }
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
