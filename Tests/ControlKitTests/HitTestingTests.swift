import Testing
@testable import ControlKit

/// uikit-rules §2.1 and checklist §9.5.
@Suite("Hit testing (§2.1)")
struct HitTestingTests {
    private let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))

    private func place(_ view: View, in parent: View? = nil) -> View {
        (parent ?? window).addSubview(view)
        return view
    }

    @Test("§2.1.1: the deepest view containing the point is hit; later subviews are tried first")
    func deepestAndTopmost() {
        let back = place(View(frame: Rect(x: 0, y: 0, width: 200, height: 200)))
        let front = place(View(frame: Rect(x: 100, y: 100, width: 200, height: 200)))
        let inner = place(View(frame: Rect(x: 10, y: 10, width: 20, height: 20)), in: back)
        #expect(window.hitTest(Point(x: 150, y: 150), with: nil) === front)
        #expect(window.hitTest(Point(x: 15, y: 15), with: nil) === inner)
        #expect(window.hitTest(Point(x: 50, y: 50), with: nil) === back)
        #expect(window.hitTest(Point(x: 350, y: 50), with: nil) === window)
        #expect(window.hitTest(Point(x: 450, y: 50), with: nil) == nil)
    }

    @Test("§2.1.1: hidden views are skipped with their subtree")
    func hidden() {
        let view = place(View(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        let child = place(View(frame: Rect(x: 0, y: 0, width: 50, height: 50)), in: view)
        view.isHidden = true
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === window)
        view.isHidden = false
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === child)
    }

    @Test("§2.1.1: views with user interaction disabled are skipped with their subtree")
    func interactionDisabled() {
        let view = place(View(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        _ = place(View(frame: Rect(x: 0, y: 0, width: 50, height: 50)), in: view)
        view.isUserInteractionEnabled = false
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === window)
    }

    @Test("§2.1.1, §9.5: alpha 0.0099 is skipped, alpha 0.01 is hit")
    func alphaThreshold() {
        let view = place(View(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        view.alpha = 0.0099
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === window)
        view.alpha = 0.01
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === view)
    }

    @Test("§2.1.1: a subview overhanging its superview is not hit outside the superview's bounds")
    func overhang() {
        let parent = place(View(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        let child = place(View(frame: Rect(x: 50, y: 50, width: 100, height: 100)), in: parent)
        #expect(window.hitTest(Point(x: 75, y: 75), with: nil) === child)
        #expect(window.hitTest(Point(x: 125, y: 125), with: nil) === window)
    }

    @Test("§2.1.2, §8.8: a disabled control is transparent; the view beneath is hit, and its subviews are unreachable")
    func disabledControlTransparent() {
        let cell = place(View(frame: Rect(x: 0, y: 0, width: 300, height: 100)))
        let control = Control(frame: Rect(x: 10, y: 10, width: 100, height: 50))
        cell.addSubview(control)
        let label = place(View(frame: Rect(x: 0, y: 0, width: 20, height: 20)), in: control)
        #expect(window.hitTest(Point(x: 15, y: 15), with: nil) === label)
        control.isEnabled = false
        #expect(window.hitTest(Point(x: 15, y: 15), with: nil) === cell)
        #expect(window.hitTest(Point(x: 50, y: 40), with: nil) === cell)
        #expect(control.isUserInteractionEnabled, "§2.1.2: disabling leaves isUserInteractionEnabled alone")
    }

    @Test("hit testing goes through transforms")
    func transformed() {
        let view = place(View(frame: Rect(x: 100, y: 100, width: 100, height: 100)))
        view.transform = Transform(scaleX: 2, y: 2)
        #expect(window.hitTest(Point(x: 60, y: 60), with: nil) === view)
        view.transform = .identity
        #expect(window.hitTest(Point(x: 60, y: 60), with: nil) === window)
    }

    @Test("point(inside:with:) can be overridden to enlarge a view's hit area")
    func pointInsideOverride() {
        final class Generous: View {
            override func point(inside point: Point, with event: InputEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let view = place(Generous(frame: Rect(x: 100, y: 100, width: 10, height: 10)))
        #expect(window.hitTest(Point(x: 85, y: 85), with: nil) === view)
    }

    @Test("§2.1.1: the layout that is due runs before hit testing, so a view a container places is found where it shows")
    func layoutBeforeHitTesting() {
        final class Shelf: View {
            let item = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
            var itemX = 0.0
            override func layoutSubviews() {
                item.frame = Rect(x: itemX, y: 0, width: 20, height: 20)
            }
        }
        let shelf = Shelf(frame: Rect(x: 0, y: 100, width: 400, height: 20))
        shelf.addSubview(shelf.item)
        _ = place(shelf)
        window.layoutIfNeeded()
        shelf.itemX = 300
        shelf.setNeedsLayout()
        #expect(window.hitTest(Point(x: 310, y: 110), with: nil) === shelf.item)
        #expect(window.hitTest(Point(x: 10, y: 110), with: nil) === shelf)
    }
}
