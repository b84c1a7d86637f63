import Foundation
import Testing
@testable import ControlKit

@Suite("Geometry: points, sizes, rectangles, insets, transforms")
struct GeometryTests {
    @Test("Point.zero is the origin and distance is Euclidean")
    func points() {
        #expect(Point.zero == Point(x: 0, y: 0))
        #expect(Point(x: 0, y: 0).distance(to: Point(x: 3, y: 4)) == 5)
    }

    @Test("Rect min/mid/max and size accessors, standardized for negative sizes")
    func rectAccessors() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect((rect.minX, rect.midX, rect.maxX) == (10, 60, 110))
        #expect((rect.minY, rect.midY, rect.maxY) == (20, 45, 70))
        #expect(rect.center == Point(x: 60, y: 45))
        let flipped = Rect(x: 110, y: 70, width: -100, height: -50)
        #expect(flipped.standardized == rect)
        #expect(flipped.minX == 10 && flipped.width == 100)
    }

    @Test("Rect.contains includes the minimum edges and excludes the maximum edges, like CGRect")
    func containsEdges() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.contains(Point(x: 0, y: 0)))
        #expect(rect.contains(Point(x: 9.99, y: 9.99)))
        #expect(!rect.contains(Point(x: 10, y: 5)))
        #expect(!rect.contains(Point(x: 5, y: 10)))
        #expect(rect.contains(Rect(x: 2, y: 2, width: 8, height: 8)))
        #expect(!rect.contains(Rect(x: 2, y: 2, width: 9, height: 8)))
    }

    @Test("insetBy, inset(by:) and offsetBy move the edges")
    func insetAndOffset() {
        let rect = Rect(x: 10, y: 10, width: 100, height: 50)
        #expect(rect.insetBy(dx: 5, dy: 10) == Rect(x: 15, y: 20, width: 90, height: 30))
        #expect(rect.insetBy(dx: -70, dy: -70) == Rect(x: -60, y: -60, width: 240, height: 190))
        #expect(rect.insetBy(dx: 60, dy: 0).isNull)
        #expect(rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 12, y: 11, width: 94, height: 46))
        #expect(rect.offsetBy(dx: -10, dy: 5) == Rect(x: 0, y: 15, width: 100, height: 50))
        #expect(EdgeInsets(all: 3) == EdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
    }

    @Test("union and intersection, with Rect.null for disjoint rectangles")
    func unionAndIntersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersects(b))
        let far = Rect(x: 50, y: 50, width: 1, height: 1)
        #expect(a.intersection(far).isNull)
        #expect(!a.intersects(far))
        #expect(Rect.null.union(a) == a)
    }

    @Test("integral grows to whole-number edges")
    func integral() {
        #expect(Rect(x: 0.5, y: 1.2, width: 2.1, height: 3.5).integral == Rect(x: 0, y: 1, width: 3, height: 4))
    }

    @Test("Transform identity, translation, scale and concatenation order")
    func transforms() {
        let p = Point(x: 2, y: 3)
        #expect(p.applying(.identity) == p)
        #expect(Transform.identity.isIdentity)
        #expect(p.applying(Transform(translationX: 10, y: -1)) == Point(x: 12, y: 2))
        #expect(p.applying(Transform(scaleX: 2, y: 3)) == Point(x: 4, y: 9))
        let scaleThenMove = Transform(scaleX: 2, y: 2).concatenating(Transform(translationX: 1, y: 0))
        #expect(p.applying(scaleThenMove) == Point(x: 5, y: 6))
        // translatedBy applies the translation first, as CGAffineTransform does.
        #expect(p.applying(Transform(scaleX: 2, y: 2).translatedBy(x: 1, y: 0)) == Point(x: 6, y: 6))
    }

    @Test("Rotation by a quarter turn maps x to y (y grows downward) and inverts exactly")
    func rotation() {
        let turned = Point(x: 1, y: 0).applying(Transform(rotationAngle: .pi / 2))
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
        let t = Transform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 4, y: -2)
        let back = Point(x: 7, y: 11).applying(t).applying(t.inverted())
        #expect(abs(back.x - 7) < 1e-9 && abs(back.y - 11) < 1e-9)
    }

    @Test("Rect.applying gives the bounding box of the transformed corners")
    func rectApplying() {
        let rect = Rect(x: -10, y: -5, width: 20, height: 10)
        let box = rect.applying(Transform(rotationAngle: .pi / 2))
        #expect(abs(box.width - 10) < 1e-9 && abs(box.height - 20) < 1e-9)
    }
}
