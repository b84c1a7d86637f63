import Foundation
import Testing
@testable import ControlKit

@Suite("View: coordinate conversion")
struct ConversionTests {
    private func close(_ a: Point, _ b: Point) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    @Test("convert(_:to:) adds frame origins up the hierarchy and subtracts bounds origins")
    func offsets() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 500, height: 500))
        let outer = View(frame: Rect(x: 100, y: 50, width: 200, height: 200))
        let inner = View(frame: Rect(x: 10, y: 20, width: 50, height: 50))
        window.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.convert(Point(x: 1, y: 2), to: nil) == Point(x: 111, y: 72))
        #expect(inner.convert(Point(x: 1, y: 2), to: outer) == Point(x: 11, y: 22))
        #expect(outer.convert(Point(x: 111, y: 72), from: nil) == Point(x: 11, y: 22))
        outer.bounds.origin = Point(x: 0, y: 30)
        #expect(inner.convert(Point.zero, to: window) == Point(x: 110, y: 40))
    }

    @Test("conversion goes through transforms about the view's centre and round-trips")
    func transforms() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 500, height: 500))
        let view = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(view)
        view.transform = Transform(scaleX: 2, y: 2)
        #expect(close(view.convert(Point(x: 50, y: 50), to: window), Point(x: 150, y: 150)))
        #expect(close(view.convert(Point(x: 0, y: 0), to: window), Point(x: 50, y: 50)))
        view.transform = Transform(rotationAngle: .pi / 2)
        #expect(close(view.convert(Point(x: 100, y: 50), to: window), Point(x: 150, y: 200)))
        let back = view.convert(view.convert(Point(x: 12, y: 34), to: window), from: window)
        #expect(close(back, Point(x: 12, y: 34)))
    }

    @Test("converting between sibling views goes through their common ancestor")
    func siblings() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let left = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let right = View(frame: Rect(x: 200, y: 10, width: 100, height: 100))
        root.addSubview(left)
        root.addSubview(right)
        #expect(left.convert(Point(x: 210, y: 20), to: right) == Point(x: 10, y: 10))
        #expect(right.convert(Rect(x: 0, y: 0, width: 10, height: 10), to: left) == Rect(x: 200, y: 10, width: 10, height: 10))
    }

    /// The conversion through the screen: every view up to the root, then down to the other view.
    private func throughScreen(_ point: Point, from view: View, to other: View) -> Point {
        var point = point
        var current: View? = view
        while let climbing = current {
            point = climbing.convertToSuperview(point)
            current = climbing.superview
        }
        var descent: [View] = []
        current = other
        while let climbing = current {
            descent.append(climbing)
            current = climbing.superview
        }
        for descending in descent.reversed() { point = descending.convertFromSuperview(point) }
        return point
    }

    @Test("climbing to an ancestor, descending to a descendant and crossing hierarchies agree with going through the screen")
    func routesAgreeWithTheScreen() {
        let window = Window(frame: Rect(x: 30, y: 40, width: 400, height: 400))
        let outer = View(frame: Rect(x: 100, y: 50, width: 200, height: 200))
        let inner = View(frame: Rect(x: 10, y: 20, width: 50, height: 60))
        let sibling = View(frame: Rect(x: 5, y: 300, width: 80, height: 40))
        let elsewhere = View(frame: Rect(x: 7, y: 9, width: 30, height: 30))
        window.addSubview(outer)
        outer.addSubview(inner)
        window.addSubview(sibling)
        outer.bounds.origin = Point(x: 3, y: -4)
        outer.transform = Transform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.5)
        inner.transform = Transform(translationX: 4, y: -2)
        let point = Point(x: 12.5, y: -7.25)
        let views: [View] = [window, outer, inner, sibling, elsewhere]
        for from in views {
            for to in views {
                #expect(close(from.convert(point, to: to), throughScreen(point, from: from, to: to)))
            }
        }
        #expect(inner.convert(point, to: inner) == point)
        #expect(close(inner.convert(point, to: nil), throughScreen(point, from: inner, to: window)))
    }
}
