import ControlKit
import Rendering
import Testing

/// Bad arguments to rendering are clear errors, never crashes or giant allocations (the house rule on bad input).
@Suite("Rendering: bad arguments")
struct RendererErrorTests {
    @Test("negative, NaN and infinite sizes are refused")
    func badSizes() {
        #expect(throws: RenderingError.invalidSize(width: -1, height: 10)) { try ImageRenderer(size: Size(width: -1, height: 10)) }
        #expect(throws: RenderingError.self) { try ImageRenderer(size: Size(width: .nan, height: 10)) }
        #expect(throws: RenderingError.self) { try ImageRenderer(size: Size(width: .infinity, height: 10)) }
    }

    @Test("a scale of 0, below 0, NaN or 1000 is refused; 1, 2 and 3 are fine")
    func badScales() throws {
        for scale: Double in [0, -2, 1000] {
            #expect(throws: RenderingError.invalidScale(scale)) { try ImageRenderer(size: Size(width: 10, height: 10), scale: scale) }
        }
        #expect(throws: RenderingError.self) { try ImageRenderer(size: Size(width: 10, height: 10), scale: .nan) }
        for scale in [1.0, 2, 3] {
            #expect(try ImageRenderer(size: Size(width: 10, height: 10), scale: scale).pixelWidth == Int(10 * scale))
        }
    }

    @Test("a giant image is refused before anything is allocated")
    func giant() {
        #expect(throws: RenderingError.tooLarge(pixelWidth: 1e6, pixelHeight: 1e6)) { try ImageRenderer(size: Size(width: 1e6, height: 1e6)) }
        #expect(throws: RenderingError.self) { try ImageRenderer(size: Size(width: 20_000, height: 20_000), scale: 3) }
        #expect(throws: Image.Failure.tooLarge(width: 100_000, height: 100_000)) {
            try Image(width: 100_000, height: 100_000) { _, _ in .red }
        }
    }

    @Test("a NaN coordinate in a drawing call is reported with the call's name; the rest is drawn")
    func nanCoordinate() throws {
        #expect(throws: RenderingError.invalidCoordinate(operation: "fill")) {
            _ = try render(width: 4, height: 4) { context in
                context.fill(Rect(x: .nan, y: 0, width: 1, height: 1))
                context.fill(Rect(x: 0, y: 0, width: 4, height: 4))
            }
        }
        #expect(throws: RenderingError.invalidCoordinate(operation: "concatenate")) {
            _ = try render(width: 4, height: 4) { $0.translateBy(x: .infinity, y: 0) }
        }
        #expect(throws: RenderingError.invalidCoordinate(operation: "stroke")) {
            _ = try render(width: 4, height: 4) { $0.strokeLine(from: .zero, to: Point(x: 1e300, y: 0)) }
        }
        #expect(throws: RenderingError.invalidCoordinate(operation: "draw text")) {
            _ = try render(width: 4, height: 4) { $0.draw("x", at: Point(x: 0, y: -.infinity), attributes: TextAttributes()) }
        }
    }

    @Test("a view with a NaN frame inside a window is a clear error when rendered, not a crash")
    func nanFrame() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        view.center = Point(x: .nan, y: 5)
        window.addSubview(view)
        #expect(throws: RenderingError.self) { try window.renderedImage(scale: 2) }
    }
}

/// Edge sizes that are not errors.
@Suite("Rendering: empty sizes")
struct EmptySizeTests {
    @Test("a renderer of zero size gives an empty image, and a view without area renders to one")
    func zero() throws {
        let image = try ImageRenderer(size: .zero, scale: 2).image { $0.fill(Rect(x: 0, y: 0, width: 1, height: 1)) }
        #expect(image.width == 0 && image.height == 0)
        #expect(try View().renderedImage(scale: 3).width == 0)
    }
}
