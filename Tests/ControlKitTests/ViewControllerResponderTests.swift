import Testing
@testable import ControlKit

/// A view controller in the responder chain: its root view's next responder is the controller,
/// whose next is the root view's superview (Apple's UIResponder — next; uikit-rules §12.2, §3.3).
@Suite("View controllers in the responder chain")
struct ViewControllerResponderTests {
    /// A controller that implements some actions and logs the touches passed up to it.
    final class LoggingController: ViewController {
        let log: ActionLog
        private(set) var touches: [String] = []

        init(understood: Set<String>) {
            log = ActionLog(understood: understood)
            super.init(view: View(frame: Rect(x: 0, y: 0, width: 200, height: 200)))
        }

        override func responds(to action: ActionName) -> Bool { log.responds(to: action) }
        override func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
            try log.perform(action, sender: sender, event: event)
        }
        override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) {
            self.touches.append("began")
            super.touchesBegan(touches, with: event)
        }
    }

    private let application = Application()
    private let window: Window
    private let container = TouchTests.TouchLog(frame: Rect(x: 0, y: 0, width: 400, height: 400))

    init() {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(container)
    }

    @Test("§12.2: the root view's next is its controller; the controller's next is the root view's superview")
    func chainOrder() {
        let controller = ViewController()
        #expect(controller.view.next === controller && controller.next == nil)
        container.addSubview(controller.view)
        #expect(controller.next === container)
        let child = View()
        controller.view.addSubview(child)
        #expect(child.next === controller.view)
        #expect(View().next == nil)
    }

    @Test("§12.2, §3.3: an action sent with no target reaches the controller before the root view's superview")
    func nilTargetedActionReachesTheController() {
        let controller = LoggingController(understood: ["save"])
        let outer = RespondingView(frame: Rect(x: 0, y: 0, width: 400, height: 400), understood: ["save", "open"])
        window.addSubview(outer)
        outer.addSubview(controller.view)
        let control = Control()
        controller.view.addSubview(control)
        control.addTarget(nil, action: "save", for: .touchDown)
        control.addTarget(nil, action: "open", for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(controller.log.actions == ["save"])
        #expect(outer.log.actions == ["open"])
        let targets = application.traffic.records.filter { $0.kind == .delivered }.compactMap { $0.target?.description }
        #expect(targets == ["LoggingController#1", "RespondingView#1"])
    }

    @Test("§12.2: touches a root view does not handle pass through its controller to the superview")
    func touchesPassThroughTheController() {
        let controller = LoggingController(understood: [])
        container.addSubview(controller.view)
        TouchDriver(window: window).tap(at: Point(x: 10, y: 10))
        #expect(controller.touches == ["began"])
        #expect(container.entries == ["began×1", "ended×1"])
    }

    @Test("§12.2: in a tab bar controller the chain runs child view → child → the tab bar controller's view → the tab bar controller")
    func tabBarControllerChain() {
        let tabs = TabBarController(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let child = ViewController(title: "Home")
        tabs.viewControllers = [child]
        container.addSubview(tabs.view)
        #expect(child.view.next === child && child.next === tabs.view)
        #expect(tabs.view.next === tabs && tabs.next === container)
    }

    @Test("§12.2: the view does not keep its controller alive")
    func controllerNotRetainedByItsView() {
        var controller: ViewController? = ViewController()
        let view = controller!.view
        controller = nil
        #expect(view.next == nil)
    }
}
