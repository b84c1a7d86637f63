import Testing
@testable import ControlKit

/// The drawing vocabulary without pixels: paths, the recording context and its replay.
@Suite("Drawing model")
struct DrawingModelTests {
    @Test("a path's elements describe it in SVG-like shorthand")
    func pathDescription() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 10, y: 0))
        path.addQuadCurve(to: Point(x: 10, y: 10), controlPoint: Point(x: 15, y: 5))
        path.close()
        #expect(path.description == "M 0 0 L 10 0 Q 15 5 10 10 Z")
        #expect(Path(rect: Rect(x: 1, y: 2, width: 3, height: 4)).description == "M 1 2 L 4 2 L 4 6 L 1 6 Z")
    }

    @Test("bounds hold every point of the shape, curves included")
    func bounds() {
        #expect(Path(ovalIn: Rect(x: 10, y: 20, width: 30, height: 40)).bounds.integral == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(Path().bounds.isNull)
        let arc = Path(arcCenter: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: Double.pi, clockwise: true)
        #expect(abs(arc.bounds.maxY - 10) < 0.01 && abs(arc.bounds.minY) < 0.01)
    }

    @Test("an arc's sweep wraps forward by whole turns in its direction, as Core Graphics' does")
    func sweeps() {
        #expect(Path.sweep(from: 0, to: Double.pi / 2, clockwise: true) == Double.pi / 2)
        #expect(abs(Path.sweep(from: Double.pi / 2, to: 0, clockwise: true) - 1.5 * Double.pi) < 1e-12)
        #expect(abs(Path.sweep(from: 0, to: Double.pi / 2, clockwise: false) + 1.5 * Double.pi) < 1e-12)
        #expect(Path.sweep(from: 0, to: 1e12, clockwise: false) <= 0)
    }

    @Test("a transformed path has its points moved; an arc becomes curves that stay on the circle")
    func transformed() {
        let moved = Path(rect: Rect(x: 0, y: 0, width: 2, height: 2)).applying(Transform(translationX: 5, y: 1))
        #expect(moved.bounds == Rect(x: 5, y: 1, width: 2, height: 2))
        let circle = Path(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true).withoutArcs
        for polygon in circle.polygons() {
            for point in polygon { #expect(abs(point.distance(to: .zero) - 10) < 0.01) }
        }
    }

    @Test("containment follows the fill rule; rounded corners exclude the corner point")
    func containment() {
        let rounded = Path(roundedRect: Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 10)
        #expect(rounded.contains(Point(x: 10, y: 10)))
        #expect(!rounded.contains(Point(x: 0.5, y: 0.5)))
        #expect(!Path(rect: Rect(x: 0, y: 0, width: 5, height: 5)).contains(Point(x: 6, y: 1)))
    }

    @Test("a recording keeps the calls in order and reads as a transcript")
    func transcript() {
        let recording = RecordingContext()
        recording.saveGState()
        recording.translateBy(x: 2, y: 3)
        recording.setFillColor(.systemBlue)
        recording.fill(Rect(x: 0, y: 0, width: 4, height: 1))
        recording.restoreGState()
        #expect(recording.transcript == """
            save
            concatenate [1 0 0 1 2 3]
            fillColor #007AFF
            fill M 0 0 L 4 0 L 4 1 L 0 1 Z
            restore
            """)
    }

    @Test("the recording tracks the current transform through save and restore")
    func transformTracking() {
        let recording = RecordingContext()
        recording.scaleBy(x: 2, y: 2)
        recording.saveGState()
        recording.translateBy(x: 1, y: 0)
        #expect(recording.currentTransform == Transform(a: 2, b: 0, c: 0, d: 2, tx: 2, ty: 0))
        recording.restoreGState()
        #expect(recording.currentTransform == Transform(scaleX: 2, y: 2))
        recording.restoreGState()
        #expect(recording.currentTransform == Transform(scaleX: 2, y: 2))
    }

    @Test("replaying a recording into another context makes the same calls")
    func replay() {
        let first = RecordingContext()
        first.setStrokeColor(.red)
        first.setLineWidth(3)
        first.stroke(Path(lineFrom: .zero, to: Point(x: 5, y: 5)))
        first.draw("Hi", at: Point(x: 1, y: 1), attributes: TextAttributes(font: Font(size: 12)))
        let second = RecordingContext()
        first.replay(into: second)
        #expect(second.operations == first.operations)
    }

    @Test("a resizable image is drawn as nine pieces: corners at their size, the rest stretched")
    func nineSlices() {
        let image = Image(width: 10, height: 10).resizableImage(withCapInsets: EdgeInsets(all: 3))
        let pieces = image.slices(in: Rect(x: 0, y: 0, width: 30, height: 20))
        #expect(pieces.count == 9)
        #expect(pieces[0].destination == Rect(x: 0, y: 0, width: 3, height: 3))
        #expect(pieces[4].destination == Rect(x: 3, y: 3, width: 24, height: 14))
        #expect(pieces[8].source == Rect(x: 7, y: 7, width: 3, height: 3))
    }

    @Test("the fixed-pitch measurer: 0.6 em per character, 1.2 em per line, wrapping at spaces")
    func fixedPitch() {
        let measurer = FixedPitchTextMeasurer.shared
        let attributes = TextAttributes(font: Font(size: 10))
        #expect(measurer.size(of: "abcd", attributes: attributes, maximumWidth: nil) == Size(width: 24, height: 12))
        #expect(measurer.size(of: "ab cd ef", attributes: attributes, maximumWidth: 30) == Size(width: 30, height: 24))
    }
}
