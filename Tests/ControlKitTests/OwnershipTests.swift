import Testing
@testable import ControlKit

/// The references that are not retained — superview, a touch's window, a window's application,
/// a view's or control's remembered application — let go of their object when it is released,
/// as weak references would, and never keep it alive.
@Suite("Ownership: references that do not retain")
struct OwnershipTests {
    @Test("a subview does not keep its superview alive and loses it when the superview is released")
    func superviewReleased() {
        let child = View()
        weak var releasedParent: View?
        do {
            let parent = View()
            parent.addSubview(child)
            releasedParent = parent
            #expect(child.superview === parent)
        }
        #expect(releasedParent == nil)
        #expect(child.superview == nil)
        #expect(child.rootView === child)
    }

    @Test("a subview of a released window is no longer in a window, and can join another view")
    func subviewOfReleasedWindow() {
        let control = Control(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        do {
            let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(control)
            #expect(control.window === window)
        }
        #expect(control.window == nil && control.superview == nil)
        let other = View()
        other.addSubview(control)
        #expect(control.superview === other && other.subviews.first === control)
    }

    @Test("removing a subview clears its superview; the removed view keeps its own subviews")
    func removalClearsSuperview() {
        let parent = View(), child = View(), grandchild = View()
        parent.addSubview(child)
        child.addSubview(grandchild)
        child.removeFromSuperview()
        #expect(child.superview == nil && grandchild.superview === child)
    }

    @Test("a touch does not keep its window alive and reports no window once it is released")
    func touchWindowReleased() {
        let touch: Touch
        weak var releasedWindow: Window?
        do {
            let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            touch = window.makeTouch(at: Point(x: 1, y: 1), timestamp: 0)
            releasedWindow = window
            #expect(touch.window === window)
        }
        #expect(releasedWindow == nil)
        #expect(touch.window == nil)
        #expect(touch.location(in: nil) == Point(x: 1, y: 1))
    }

    @Test("a window, a view and a control do not keep their application alive and lose it when it is released")
    func applicationReleased() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let view = View(), loose = Control()
        weak var releasedApplication: Application?
        do {
            let application = Application()
            application.addWindow(window)
            window.addSubview(view)
            loose.fallbackApplication = application
            releasedApplication = application
            #expect(window.owningApplication === application && view.application === application)
            #expect(loose.dispatchingApplication === application)
        }
        #expect(releasedApplication == nil)
        #expect(window.owningApplication == nil && view.application == nil && loose.fallbackApplication == nil)
    }

    @Test("a view taken out of its window still dispatches through the application it was last seen in, while that lives")
    func rememberedApplication() {
        let application = Application()
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let control = Control()
        window.addSubview(control)
        control.removeFromSuperview()
        #expect(control.application === application && control.dispatchingApplication === application)
    }

    @Test("a gesture recognizer does not keep its view alive and loses it when the view is released")
    func recognizerViewReleased() {
        let recognizer = TapGestureRecognizer()
        weak var releasedView: View?
        do {
            let view = View()
            view.addGestureRecognizer(recognizer)
            releasedView = view
            #expect(recognizer.view === view)
        }
        #expect(releasedView == nil)
        #expect(recognizer.view == nil)
    }

    @Test("a recognizer moved to another view or removed no longer names its old view")
    func recognizerMovedOrRemoved() {
        let recognizer = TapGestureRecognizer()
        let first = View(), second = View()
        first.addGestureRecognizer(recognizer)
        second.addGestureRecognizer(recognizer)
        #expect(recognizer.view === second && first.gestureRecognizers.isEmpty)
        second.removeGestureRecognizer(recognizer)
        #expect(recognizer.view == nil && second.gestureRecognizers.isEmpty)
    }
}
