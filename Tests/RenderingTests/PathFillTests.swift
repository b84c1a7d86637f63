import ControlKit
import Rendering
import Testing

/// Filling and stroking paths on small canvases with known pixels (Core Graphics' fill rules,
/// line widths and caps).
@Suite("Rendering: paths")
struct PathFillTests {
    @Test("a filled rectangle covers exactly its pixels")
    func filledRectangle() throws {
        let image = try render(width: 10, height: 10) { context in
            context.setFillColor(.red)
            context.fill(Rect(x: 2, y: 3, width: 4, height: 5))
        }
        #expect(image.rgba(2, 3) == RGBA(255, 0, 0))
        #expect(image.rgba(5, 7) == RGBA(255, 0, 0))
        #expect(image.rgba(6, 3).a == 0)
        #expect(image.rgba(2, 8).a == 0)
        #expect(image.rgba(1, 3).a == 0)
    }

    @Test("at 2× every point is two pixels on a side")
    func scaled() throws {
        let image = try render(width: 5, height: 5, scale: 2) { context in
            context.setFillColor(.blue)
            context.fill(Rect(x: 1, y: 1, width: 1, height: 1))
        }
        #expect(image.width == 10 && image.size == Size(width: 5, height: 5))
        for (x, y) in [(2, 2), (3, 2), (2, 3), (3, 3)] { #expect(image.rgba(x, y) == RGBA(0, 0, 255)) }
        #expect(image.rgba(4, 2).a == 0)
        #expect(image.rgba(1, 1).a == 0)
    }

    @Test("non-zero winding fills a nested square drawn the same way; even-odd leaves a hole")
    func fillRules() throws {
        var path = Path(rect: Rect(x: 0, y: 0, width: 12, height: 12))
        path.append(Path(rect: Rect(x: 4, y: 4, width: 4, height: 4)))
        let winding = try render(width: 12, height: 12) { $0.setFillColor(.black); $0.fill(path, rule: .winding) }
        let evenOdd = try render(width: 12, height: 12) { $0.setFillColor(.black); $0.fill(path, rule: .evenOdd) }
        #expect(winding.rgba(6, 6).a == 255)
        #expect(evenOdd.rgba(6, 6).a == 0)
        #expect(evenOdd.rgba(1, 1).a == 255)
        #expect(path.contains(Point(x: 6, y: 6), rule: .winding))
        #expect(!path.contains(Point(x: 6, y: 6), rule: .evenOdd))
    }

    @Test("a stroke of width 2 on a whole-pixel line covers one pixel each side of it")
    func strokeWidth() throws {
        let image = try render(width: 10, height: 10) { context in
            context.setStrokeColor(.green)
            context.setLineWidth(2)
            context.strokeLine(from: Point(x: 0, y: 5), to: Point(x: 10, y: 5))
        }
        #expect(image.rgba(5, 4) == RGBA(0, 255, 0))
        #expect(image.rgba(5, 5) == RGBA(0, 255, 0))
        #expect(image.rgba(5, 3).a == 0)
        #expect(image.rgba(5, 6).a == 0)
    }

    @Test("a butt cap stops at the end point; a square cap goes half the width past it")
    func lineCaps() throws {
        func ends(_ cap: LineCap) throws -> Image {
            try render(width: 12, height: 6) { context in
                context.setLineWidth(4)
                context.setLineCap(cap)
                context.strokeLine(from: Point(x: 4, y: 3), to: Point(x: 8, y: 3))
            }
        }
        let butt = try ends(.butt), square = try ends(.square)
        #expect(butt.rgba(3, 3).a == 0 && butt.rgba(4, 3).a == 255 && butt.rgba(8, 3).a == 0)
        #expect(square.rgba(2, 3).a == 255 && square.rgba(9, 3).a == 255 && square.rgba(1, 3).a == 0)
    }

    @Test("a dashed line paints its on runs and skips its off runs")
    func dashes() throws {
        let image = try render(width: 12, height: 4) { context in
            context.setLineWidth(2)
            context.setLineDash(phase: 0, lengths: [2, 2])
            context.strokeLine(from: Point(x: 0, y: 2), to: Point(x: 12, y: 2))
        }
        #expect(image.rgba(0, 2).a == 255 && image.rgba(1, 2).a == 255)
        #expect(image.rgba(2, 2).a == 0 && image.rgba(3, 2).a == 0)
        #expect(image.rgba(4, 2).a == 255)
    }

    @Test("an oval fills its centre and leaves its bounding box's corners empty")
    func oval() throws {
        let image = try render(width: 20, height: 20) { $0.fillEllipse(in: Rect(x: 0, y: 0, width: 20, height: 20)) }
        #expect(image.rgba(10, 10).a == 255)
        #expect(image.rgba(0, 0).a == 0 && image.rgba(19, 19).a == 0)
        #expect(image.rgba(10, 0).a > 100)
    }

    @Test("a rounded rectangle's corner is cut; only the chosen corners of a per-corner rectangle are")
    func roundedCorners() throws {
        let all = try render(width: 20, height: 20) { $0.fill(Path(roundedRect: Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 8)) }
        let one = try render(width: 20, height: 20) {
            $0.fill(Path(roundedRect: Rect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: .topRight, cornerRadii: Size(width: 8, height: 8)))
        }
        #expect(all.rgba(0, 0).a == 0 && all.rgba(19, 19).a == 0 && all.rgba(10, 10).a == 255)
        #expect(one.rgba(19, 0).a == 0)
        #expect(one.rgba(0, 0).a == 255 && one.rgba(19, 19).a == 255 && one.rgba(0, 19).a == 255)
    }

    @Test("an arc drawn clockwise from 0 to π/2 covers the lower-right quarter (y grows downward)")
    func arcs() throws {
        let image = try render(width: 20, height: 20) { context in
            var wedge = Path()
            wedge.move(to: Point(x: 10, y: 10))
            wedge.addArc(withCenter: Point(x: 10, y: 10), radius: 9, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
            wedge.close()
            context.fill(wedge)
        }
        #expect(image.rgba(14, 14).a == 255)
        #expect(image.rgba(6, 6).a == 0 && image.rgba(14, 6).a == 0 && image.rgba(6, 14).a == 0)
    }

    @Test("quadratic and cubic curves bend toward their control points")
    func curves() throws {
        let image = try render(width: 20, height: 20) { context in
            var path = Path()
            path.move(to: Point(x: 0, y: 0))
            path.addQuadCurve(to: Point(x: 20, y: 0), controlPoint: Point(x: 10, y: 20))
            path.close()
            context.fill(path)
        }
        #expect(image.rgba(10, 8).a == 255)
        #expect(image.rgba(10, 12).a == 0)
        var cubic = Path()
        cubic.move(to: Point(x: 0, y: 0))
        cubic.addCurve(to: Point(x: 10, y: 0), controlPoint1: Point(x: 0, y: 10), controlPoint2: Point(x: 10, y: 10))
        #expect(abs(cubic.bounds.maxY - 7.5) < 0.1)
    }
}
