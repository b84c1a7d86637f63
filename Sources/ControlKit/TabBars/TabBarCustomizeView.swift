/// The edit interface of a tab bar controller's More list (UIKit's private `UITabBarCustomizeView`):
/// over the tabs' view and below the bar, a bar titled "Configure" with a Done button, and a grid of
/// the customizable children, four to a row, each its tab bar item's image and title. A finger put
/// on one of them lifts a copy of it that follows the finger, above the bar; lifted over a tab, the
/// child moves onto the bar in that tab's place. Done ends the interface (uikit-rules §19.4).
final class TabBarCustomizeView: View {
    /// The bar's title.
    static let title = "Configure"
    /// The action of the Done button.
    static let doneTapped: ActionName = "doneTapped:"
    /// The size of one cell of the grid, and how far below the bar the grid starts.
    static let cellHeight = 80.0
    static let gridTop = 24.0

    weak var controller: TabBarController?

    /// The bar along the top.
    let navigationBar = NavigationBar()

    /// The Done button of the bar.
    let doneItem = BarButtonItem(barButtonSystemItem: .done)

    /// One view per child offered, in order.
    private(set) var itemViews: [CustomizeItemView] = []

    /// The drag in progress: its touch, the child's view in the grid, and the copy following the finger.
    private var drag: (touch: Touch, item: CustomizeItemView, copy: CustomizeItemView)?

    init(controller: TabBarController, offering children: [ViewController]) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        try? navigationBar.setItems([NavigationItem(title: TabBarCustomizeView.title)], animated: false)
        doneItem.target = self
        doneItem.action = TabBarCustomizeView.doneTapped
        navigationBar.topItem?.rightBarButtonItem = doneItem
        addSubview(navigationBar)
        for child in children {
            let itemView = CustomizeItemView(child: child)
            itemView.isUserInteractionEnabled = false
            itemViews.append(itemView)
            addSubview(itemView)
        }
    }

    /// The bar along the top; the grid below it, four cells to a row across the width.
    override func layoutSubviews() {
        navigationBar.frame = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: NavigationBar.standardHeight)
        for (index, itemView) in itemViews.enumerated() {
            itemView.frame = frameForItem(at: index)
        }
    }

    /// The rectangle of the child at an index in the grid: a 64 × 56 item centred in its cell.
    func frameForItem(at index: Int) -> Rect {
        let cellWidth = bounds.width / 4
        let column = Double(index % 4), row = Double(index / 4)
        let top = bounds.minY + NavigationBar.standardHeight + TabBarCustomizeView.gridTop + row * TabBarCustomizeView.cellHeight
        return Rect(x: bounds.minX + cellWidth * column + (cellWidth - 64) / 2, y: top, width: 64, height: 56).integral
    }

    // MARK: Dragging (uikit-rules §19.4)

    override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) {
        guard drag == nil, let controller, let touch = touches.min(by: { $0.identifier < $1.identifier }) else { return }
        let point = touch.location(in: self)
        guard let item = itemViews.first(where: { $0.frame.contains(point) }) else { return }
        let copy = CustomizeItemView(child: item.child)
        copy.isUserInteractionEnabled = false
        copy.alpha = 0.8
        copy.frame = Rect(origin: .zero, size: item.frame.size)
        copy.center = touch.location(in: controller.view)
        controller.view.addSubview(copy)
        item.alpha = 0.3
        drag = (touch, item, copy)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) {
        guard let drag, touches.contains(drag.touch), let controller else { return }
        drag.copy.center = drag.touch.location(in: controller.view)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) {
        guard let drag, touches.contains(drag.touch), let controller else { return }
        finishDrag()
        let point = drag.touch.location(in: controller.tabBar)
        guard controller.tabBar.bounds.contains(point),
              let index = (0..<controller.tabBar.items.count).first(where: { controller.tabBar.frameForItem(at: $0).contains(point) })
        else { return }
        controller.customizeDrop(drag.item.child, onTab: index)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) {
        guard let drag, touches.contains(drag.touch) else { return }
        finishDrag()
    }

    /// The copy goes and the child's view in the grid shows again.
    private func finishDrag() {
        drag?.copy.removeFromSuperview()
        drag?.item.alpha = 1
        drag = nil
    }

    // MARK: Done

    override func responds(to action: ActionName) -> Bool {
        action == TabBarCustomizeView.doneTapped || super.responds(to: action)
    }

    override func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
        guard action == TabBarCustomizeView.doneTapped else { return try super.perform(action, sender: sender, event: event) }
        finishDrag()
        controller?.endCustomizing()
    }
}

/// One child of the edit interface: its tab bar item's image, a template in the tint colour, over
/// its title.
final class CustomizeItemView: View {
    /// The child the view stands for.
    let child: ViewController

    init(child: ViewController) {
        self.child = child
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
    }

    override func draw(_ rect: Rect) {
        guard let context = Graphics.currentContext else { return }
        let item = child.tabBarItem
        if let image = item.image {
            let factor = min(1, TabBarButton.maximumImageSide / max(image.size.width, image.size.height, 1))
            let size = Size(width: image.size.width * factor, height: image.size.height * factor)
            let placed = Rect(x: bounds.midX - size.width / 2, y: bounds.minY + 4 + (30 - size.height) / 2, width: size.width, height: size.height)
            context.draw(image, in: placed, tint: image.isTemplate(byDefault: true) ? (tintColor ?? .systemBlue) : nil)
        }
        if let title = item.title ?? child.title {
            context.drawLine(title, centeredIn: Rect(x: bounds.minX, y: bounds.maxY - 16, width: bounds.width, height: 13),
                             attributes: StandardLook.line(Font(size: 10, weight: .medium), TabBar.defaultUnselectedItemColor))
        }
    }
}
