@testable import ControlKit
import Rendering
import TestSupport
import Testing

/// The iOS 13 look of toolbars, bar button items and navigation bars, compared with committed
/// snapshots (uikit-rules §13.5, §14.2).
@Suite("Appearance: toolbars, bar button items, navigation bars")
struct NavigationLookTests {
    /// A 375-point toolbar holding items.
    private func toolbar(_ items: [BarButtonItem], width: Double = 375, configure: (Toolbar) -> Void = { _ in }) -> Toolbar {
        let bar = Toolbar(frame: Rect(x: 0, y: 0, width: width, height: 44))
        bar.items = items
        configure(bar)
        return bar
    }

    /// A 375-point navigation bar with a stack of titled items.
    private func navigationBar(_ titles: [String], height: Double = 44, configure: (NavigationItem, NavigationBar) -> Void = { _, _ in }) throws -> NavigationBar {
        let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: 375, height: height))
        try bar.setItems(titles.map { NavigationItem(title: $0) }, animated: false)
        if let top = bar.topItem { configure(top, bar) }
        return bar
    }

    @Test("toolbars: a title, glyphs, an image and a custom switch; a pressed item, a disabled one, tinted, black, opaque, bar-tinted")
    func toolbarStates() throws {
        func row() -> [BarButtonItem] {
            [BarButtonItem(title: "Title"), .flexibleSpace(), BarButtonItem(barButtonSystemItem: .add), .flexibleSpace(),
             BarButtonItem(image: StandardControlsGallery.star), .flexibleSpace(), BarButtonItem(customView: Switch(frame: .zero)),
             .flexibleSpace(), BarButtonItem(barButtonSystemItem: .trash)]
        }
        let normal = toolbar(row())
        let pressedItems = row()
        let pressed = toolbar(pressedItems)
        let disabledItems = row()
        disabledItems[2].isEnabled = false
        disabledItems[0].isEnabled = false
        let disabled = toolbar(disabledItems)
        let tinted = toolbar(row()) { $0.tintColor = .systemOrange }
        let black = toolbar(row()) { $0.barStyle = .black }
        let opaque = toolbar(row()) { $0.isTranslucent = false }
        let barTinted = toolbar(row()) { bar in
            bar.barTintColor = .systemIndigo
            bar.tintColor = .white
        }
        let done = toolbar([BarButtonItem(barButtonSystemItem: .cancel), .flexibleSpace(), BarButtonItem(title: "Draft", style: .done),
                            .flexibleSpace(), BarButtonItem(barButtonSystemItem: .done)])
        let sheet = try stateSheet(cell: Size(width: 395, height: 56), [normal, pressed, disabled, tinted, black, opaque, barTinted, done],
                                   columns: 1, background: .systemGray6) { _ in
            pressed.button(for: pressedItems[2])?.isHighlighted = true
            pressed.button(for: pressedItems[0])?.isHighlighted = true
        }
        expectSnapshot(sheet, named: "toolbar-states")
    }

    @Test("toolbars with flexible and fixed spaces at 320 and 414 points: the spaces move the items, the fixed one keeps its width")
    func toolbarSpaces() throws {
        func items() -> [BarButtonItem] {
            [BarButtonItem(barButtonSystemItem: .rewind), .fixedSpace(40), BarButtonItem(barButtonSystemItem: .play),
             .fixedSpace(40), BarButtonItem(barButtonSystemItem: .fastForward), .flexibleSpace(), BarButtonItem(barButtonSystemItem: .action)]
        }
        func centred() -> [BarButtonItem] {
            [.flexibleSpace(), BarButtonItem(title: "Select All"), .flexibleSpace()]
        }
        let bars = [toolbar(items(), width: 320), toolbar(items(), width: 414), toolbar(centred(), width: 320), toolbar(centred(), width: 414)]
        let sheet = try stateSheet(cell: Size(width: 434, height: 56), bars, columns: 1, background: .systemGray6)
        expectSnapshot(sheet, named: "toolbar-spaces")
    }

    @Test("every system item, drawn in toolbars")
    func systemItems() throws {
        let drawn = BarButtonItem.SystemItem.allCases.filter { $0 != .flexibleSpace && $0 != .fixedSpace }
        let rows = stride(from: 0, to: drawn.count, by: 6).map { start in
            toolbar(Array(drawn[start..<min(start + 6, drawn.count)]).flatMap { [BarButtonItem(barButtonSystemItem: $0), .flexibleSpace()] }.dropLast())
        }
        let sheet = try stateSheet(cell: Size(width: 395, height: 56), rows, columns: 1, background: .systemGray6)
        expectSnapshot(sheet, named: "bar-system-items")
    }

    @Test("navigation bars: back button, title and right items; a prompt; left items; a title view; black; bar-tinted; a long title; pressed back")
    func navigationBarStates() throws {
        let standard = try navigationBar(["Tinker", "Evers"]) { top, _ in
            top.rightBarButtonItems = [BarButtonItem(barButtonSystemItem: .add), BarButtonItem(barButtonSystemItem: .edit)]
        }
        let prompted = try navigationBar(["Mail", "Inbox"], height: 74) { top, _ in
            top.prompt = "Choose a message to move"
            top.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .cancel)
        }
        let left = try navigationBar(["Notes"]) { top, _ in
            top.leftBarButtonItem = BarButtonItem(barButtonSystemItem: .cancel)
            top.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .done)
            let save = BarButtonItem(title: "Later")
            save.isEnabled = false
            top.rightBarButtonItems.append(save)
        }
        let segmented = SegmentedControl(items: [.title("All"), .title("Missed")], frame: Rect(x: 0, y: 0, width: 160, height: 32))
        segmented.selectedSegmentIndex = 0
        let titled = try navigationBar(["Settings", "Recents"]) { top, _ in
            top.titleView = segmented
            top.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .edit)
        }
        let black = try navigationBar(["Albums", "Summer"]) { top, bar in
            bar.barStyle = .black
            top.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .action)
        }
        let tinted = try navigationBar(["Albumen", "Photos"]) { top, bar in
            bar.barTintColor = .systemGreen
            bar.tintColor = .white
            bar.titleTextAttributes = BarTitleAttributes(color: .white)
            top.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .camera)
        }
        let long = try navigationBar(["Back", "A title far too long to fit between the buttons"]) { top, bar in
            bar.backItem?.backBarButtonItem = BarButtonItem(title: "List")
            top.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .done)
        }
        let pressed = try navigationBar(["Tinker", "Evers", "Chance"])
        let sheet = try stateSheet(cell: Size(width: 395, height: 86), [standard, prompted, left, titled, black, tinted, long, pressed],
                                   columns: 1, background: .white) { _ in
            pressed.subviews.compactMap { $0 as? BarButton }.first { $0.isBackButton }?.isHighlighted = true
        }
        expectSnapshot(sheet, named: "navigation-bar-states")
    }

    @Test("a navigation controller half way through an animated push: both views and the bar's fade")
    func navigationControllerMidPush() throws {
        let application = Application()
        application.textMeasurer = PangoTextMeasurer.shared
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 320, height: 240))
        window.backgroundColor = .white
        let root = ViewController(title: "Inbox")
        root.view.backgroundColor = .systemGray6
        let navigation = NavigationController(rootViewController: root, frame: window.bounds)
        window.addSubview(navigation.view)
        let message = ViewController(title: "Message")
        message.view.backgroundColor = .white
        let label = Label(frame: Rect(x: 20, y: 60, width: 280, height: 40), text: "Hello from Evers")
        message.view.addSubview(label)
        try navigation.pushViewController(message, animated: true)
        application.clock.advance(by: NavigationController.transitionDuration / 2)
        let image = try window.renderedImage(scale: 2)
        expectSnapshot(image, named: "navigation-controller-push")
        application.clock.advance(by: NavigationController.transitionDuration)
        #expect(!navigation.isTransitioning)
    }
}
