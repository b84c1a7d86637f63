import Testing
@testable import ControlKit

@Suite("View: geometry and hierarchy")
struct ViewHierarchyTests {
    @Test("frame is derived from center and bounds size; setting it moves both")
    func frameCenterBounds() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == Point(x: 60, y: 45))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        view.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.center == Point(x: 20, y: 20))
        #expect(view.bounds.size == Size(width: 40, height: 40))
        view.center = Point(x: 100, y: 100)
        #expect(view.frame == Rect(x: 80, y: 80, width: 40, height: 40))
    }

    @Test("frame of a transformed view is the bounding box about its centre")
    func transformedFrame() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        view.transform = Transform(scaleX: 2, y: 2)
        #expect(view.frame == Rect(x: -50, y: -25, width: 200, height: 100))
        #expect(view.bounds.size == Size(width: 100, height: 50))
    }

    @Test("addSubview appends on top, sets superview, and moves a view from its old superview")
    func addSubview() {
        let a = View(), b = View(), child = View()
        a.addSubview(child)
        #expect(child.superview === a && a.subviews.count == 1)
        b.addSubview(child)
        #expect(child.superview === b && a.subviews.isEmpty && b.subviews.first === child)
    }

    @Test("adding an existing subview again brings it to the front")
    func addExistingBringsToFront() {
        let parent = View(), first = View(), second = View()
        parent.addSubview(first)
        parent.addSubview(second)
        parent.addSubview(first)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(second), ObjectIdentifier(first)])
    }

    @Test("a view cannot be added to itself or to its own descendant")
    func cyclesRefused() {
        let parent = View(), child = View()
        parent.addSubview(child)
        #expect(!parent.addSubview(parent))
        #expect(!child.addSubview(parent))
        #expect(parent.superview == nil && child.subviews.isEmpty)
    }

    @Test("insert at an index, above and below siblings, bring to front, send to back")
    func ordering() {
        let parent = View()
        let views = (0..<4).map { index -> View in
            let view = View()
            view.tag = index
            return view
        }
        parent.addSubview(views[0])
        parent.addSubview(views[1])
        parent.insertSubview(views[2], at: 0)
        #expect(parent.subviews.map(\.tag) == [2, 0, 1])
        parent.insertSubview(views[3], aboveSubview: views[2])
        #expect(parent.subviews.map(\.tag) == [2, 3, 0, 1])
        parent.insertSubview(views[1], belowSubview: views[3])
        #expect(parent.subviews.map(\.tag) == [2, 1, 3, 0])
        parent.insertSubview(views[2], aboveSubview: views[0])
        #expect(parent.subviews.map(\.tag) == [1, 3, 0, 2])
        parent.bringSubviewToFront(views[1])
        #expect(parent.subviews.map(\.tag) == [3, 0, 2, 1])
        parent.sendSubviewToBack(views[2])
        #expect(parent.subviews.map(\.tag) == [2, 3, 0, 1])
        parent.insertSubview(views[0], at: 99)
        #expect(parent.subviews.map(\.tag) == [2, 3, 1, 0])
    }

    @Test("removeFromSuperview detaches the view")
    func removal() {
        let parent = View(), child = View()
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(child.superview == nil && parent.subviews.isEmpty)
    }

    @Test("viewWithTag searches the view itself first, then subviews depth first")
    func tags() {
        let root = View(), a = View(), b = View(), deep = View()
        root.tag = 1; a.tag = 2; b.tag = 3; deep.tag = 3
        root.addSubview(a)
        a.addSubview(deep)
        root.addSubview(b)
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(3) === deep)
        #expect(root.viewWithTag(9) == nil)
    }

    @Test("window is the root window; the responder chain is view, superview, window, application")
    func windowAndResponderChain() {
        let application = Application()
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let parent = View(), child = View()
        parent.addSubview(child)
        #expect(child.window == nil)
        window.addSubview(parent)
        #expect(child.window === window)
        #expect(child.next === parent && parent.next === window && window.next === application)
        #expect(child.application === application)
    }

    @Test("moving into and out of a window notifies the whole subtree")
    func windowNotifications() {
        final class Watcher: View {
            var moves: [String] = []
            override func willMove(toWindow newWindow: Window?) { moves.append(newWindow == nil ? "will-leave" : "will-enter") }
            override func didMoveToWindow() { moves.append(window == nil ? "left" : "entered") }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let parent = View(), watcher = Watcher()
        parent.addSubview(watcher)
        #expect(watcher.moves.isEmpty)
        window.addSubview(parent)
        parent.removeFromSuperview()
        #expect(watcher.moves == ["will-enter", "entered", "will-leave", "left"])
    }

    @Test("layoutIfNeeded runs layoutSubviews once when a size change or a new subview asked for it")
    func layout() {
        final class Counting: View {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let view = Counting(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.layouts == 0)
        view.bounds.size = Size(width: 20, height: 10)
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.addSubview(View())
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
    }
}
