import ControlKit
import Rendering
import Testing

/// Images: drawn scaled, resizable with cap insets, as templates; PNG round trips; snapshots compared.
@Suite("Rendering: images and PNG")
struct RenderedImageTests {
    /// A 4×4 image: red left half, blue right half.
    let halves = try! Image(width: 4, height: 4) { x, _ in x < 2 ? .red : .blue }

    @Test("an image drawn into a larger rectangle is scaled to fill it")
    func scaled() throws {
        let image = try render(width: 8, height: 8) { $0.draw(halves, in: Rect(x: 0, y: 0, width: 8, height: 8)) }
        #expect(image.rgba(1, 4) == RGBA(255, 0, 0))
        #expect(image.rgba(6, 4) == RGBA(0, 0, 255))
    }

    @Test("a resizable image keeps its caps and stretches its middle")
    func resizable() throws {
        let source = try Image(width: 6, height: 2) { x, _ in x < 2 ? .red : (x >= 4 ? .blue : .green) }
            .resizableImage(withCapInsets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
        let image = try render(width: 20, height: 2) { $0.draw(source, in: Rect(x: 0, y: 0, width: 20, height: 2)) }
        #expect(image.rgba(0, 0) == RGBA(255, 0, 0) && image.rgba(1, 0) == RGBA(255, 0, 0))
        #expect(image.rgba(10, 0) == RGBA(0, 255, 0) && image.rgba(3, 0) == RGBA(0, 255, 0))
        #expect(image.rgba(18, 0) == RGBA(0, 0, 255) && image.rgba(19, 0) == RGBA(0, 0, 255))
    }

    @Test("a template image is drawn in its tint, its alpha kept")
    func template() throws {
        let mask = try Image(mask: ["#.", "+#"])
        let image = try render(width: 2, height: 2) { $0.draw(mask, in: Rect(x: 0, y: 0, width: 2, height: 2), tint: .green) }
        #expect(image.rgba(0, 0) == RGBA(0, 255, 0))
        #expect(image.rgba(1, 0).a == 0)
        #expect(abs(image.rgba(0, 1).a - 128) <= 1)
    }

    @Test("an image made of alphas is black at those alphas, and its alpha still answers hit tests")
    func alphaImage() throws {
        let mask = try Image(mask: ["#."])
        #expect(mask.color(atPixelX: 0, y: 0) == .black)
        #expect(mask.alpha(at: Point(x: 1.5, y: 0.5)) == 0)
        let rendered = try render(width: 2, height: 1, scale: 2) { $0.fill(Rect(x: 0, y: 0, width: 1, height: 1)) }
        #expect(rendered.scale == 2 && rendered.size == Size(width: 2, height: 1))
        #expect(rendered.alpha(at: Point(x: 0.5, y: 0.5)) == 255)
        #expect(rendered.alpha(at: Point(x: 1.5, y: 0.5)) == 0)
    }

    @Test("PNG data decodes to the pixels it was encoded from")
    func pngRoundTrip() throws {
        let original = try Image(width: 3, height: 2) { x, y in Color(red: Double(x) / 2, green: Double(y), blue: 0.25, alpha: x == 2 ? 0.5 : 1) }
        let decoded = try Image(pngData: try original.pngData())
        #expect(decoded.width == 3 && decoded.height == 2)
        for y in 0..<2 {
            for x in 0..<3 { #expect(decoded.rgba(x, y).isClose(to: original.rgba(x, y), tolerance: 1)) }
        }
    }

    @Test("bytes that are not a PNG are a clear error")
    func badPNG() {
        #expect(throws: RenderingError.self) { try Image(pngData: [1, 2, 3, 4]) }
    }

    @Test("comparing a snapshot counts pixels off by more than the tolerance and marks them")
    func comparison() throws {
        let expected = try Image(width: 10, height: 10) { _, _ in .white }
        let actual = try Image(width: 10, height: 10) { x, y in x == 3 && y < 5 ? .red : Color(white: 0.995) }
        let result = SnapshotComparison(expected: expected, actual: actual, tolerance: 2)
        #expect(result.differingPixels == 5)
        #expect(result.differingShare == 0.05)
        #expect(result.diffImage?.rgba(3, 2) == RGBA(255, 0, 255))
        #expect(result.diffImage?.rgba(4, 2) != RGBA(255, 0, 255))
        #expect(result.matches(allowingShare: 0.05) && !result.matches(allowingShare: 0.01))
        let other = SnapshotComparison(expected: expected, actual: try Image(width: 9, height: 10) { _, _ in .white })
        #expect(other.sizesDiffer && !other.matches(allowingShare: 1))
    }
}
