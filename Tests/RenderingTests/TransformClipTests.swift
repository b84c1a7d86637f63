import ControlKit
import Rendering
import Testing

/// The graphics state: transforms, clipping, save and restore, alpha and blend modes (Core Graphics' rules).
@Suite("Rendering: transforms, clips and blending")
struct TransformClipTests {
    @Test("translate and scale move and grow what is drawn after them")
    func translateAndScale() throws {
        let image = try render(width: 20, height: 20) { context in
            context.translateBy(x: 10, y: 10)
            context.scaleBy(x: 2, y: 2)
            context.fill(Rect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(image.rgba(10, 10).a == 255 && image.rgba(13, 13).a == 255)
        #expect(image.rgba(14, 14).a == 0 && image.rgba(9, 9).a == 0)
    }

    @Test("a quarter-turn rotation turns +x into +y (clockwise on screen)")
    func rotation() throws {
        let image = try render(width: 20, height: 20) { context in
            context.translateBy(x: 10, y: 10)
            context.rotate(by: Double.pi / 2)
            context.fill(Rect(x: 2, y: -1, width: 6, height: 2))
        }
        #expect(image.rgba(10, 15).a == 255)
        #expect(image.rgba(15, 10).a == 0)
    }

    @Test("restoreGState undoes transforms, colours and clips made since saveGState")
    func saveRestore() throws {
        let image = try render(width: 10, height: 10) { context in
            context.setFillColor(.red)
            context.saveGState()
            context.translateBy(x: 5, y: 0)
            context.setFillColor(.blue)
            context.clip(to: Rect(x: 0, y: 0, width: 1, height: 1))
            context.restoreGState()
            context.fill(Rect(x: 0, y: 5, width: 2, height: 2))
        }
        #expect(image.rgba(0, 5) == RGBA(255, 0, 0))
        #expect(image.rgba(5, 5).a == 0)
    }

    @Test("the current transform reports what was concatenated, in points")
    func currentTransform() throws {
        _ = try render(width: 4, height: 4, scale: 2) { context in
            context.translateBy(x: 3, y: 1)
            #expect(context.currentTransform == Transform(translationX: 3, y: 1))
        }
    }

    @Test("a clip limits later drawing to its inside; clips intersect")
    func clipping() throws {
        let image = try render(width: 10, height: 10) { context in
            context.clip(to: Rect(x: 0, y: 0, width: 6, height: 10))
            context.clip(to: Rect(x: 3, y: 0, width: 7, height: 10))
            context.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(image.rgba(2, 5).a == 0 && image.rgba(3, 5).a == 255 && image.rgba(5, 5).a == 255 && image.rgba(6, 5).a == 0)
    }

    @Test("an even-odd clip to a square with a hole leaves the hole unpainted")
    func evenOddClip() throws {
        var frame = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        frame.append(Path(rect: Rect(x: 3, y: 3, width: 4, height: 4)))
        let image = try render(width: 10, height: 10) { context in
            context.clip(to: frame, rule: .evenOdd)
            context.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(image.rgba(5, 5).a == 0 && image.rgba(1, 1).a == 255)
    }

    @Test("global alpha multiplies the colour's alpha")
    func globalAlpha() throws {
        let image = try render(width: 4, height: 4) { context in
            context.setAlpha(0.5)
            context.setFillColor(Color(red: 1, green: 0, blue: 0, alpha: 0.5))
            context.fill(Rect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(abs(image.rgba(1, 1).a - 64) <= 1)
    }

    @Test("blend modes: multiply darkens, screen lightens, clear erases, copy replaces (Core Graphics' formulas)")
    func blendModes() throws {
        func blended(_ mode: BlendMode, _ top: Color) throws -> RGBA {
            try render(width: 2, height: 2) { context in
                context.setFillColor(Color(red: 0.5, green: 0.5, blue: 1))
                context.fill(Rect(x: 0, y: 0, width: 2, height: 2))
                context.setBlendMode(mode)
                context.setFillColor(top)
                context.fill(Rect(x: 0, y: 0, width: 1, height: 2))
            }.rgba(0, 0)
        }
        #expect(try blended(.normal, Color(white: 1, alpha: 0.5)).isClose(to: RGBA(191, 191, 255)))
        #expect(try blended(.multiply, Color(red: 0.5, green: 1, blue: 0.5)).isClose(to: RGBA(64, 128, 128)))
        #expect(try blended(.screen, Color(red: 0.5, green: 0, blue: 0)).isClose(to: RGBA(191, 128, 255)))
        #expect(try blended(.clear, .red).a == 0)
        #expect(try blended(.copy, Color(red: 1, green: 0, blue: 0, alpha: 0.5)).isClose(to: RGBA(255, 0, 0, 128)))
        let untouched = try render(width: 2, height: 2) { context in
            context.fill(Rect(x: 0, y: 0, width: 2, height: 2))
            context.clear(Rect(x: 0, y: 0, width: 1, height: 2))
        }
        #expect(untouched.rgba(0, 0).a == 0 && untouched.rgba(1, 0).a == 255)
    }

    @Test("a transparency layer composites its contents as one at the alpha in force when it began")
    func transparencyLayer() throws {
        let image = try render(width: 4, height: 2) { context in
            context.setAlpha(0.5)
            context.beginTransparencyLayer(in: nil)
            context.setFillColor(.black)
            context.fill(Rect(x: 0, y: 0, width: 3, height: 2))
            context.fill(Rect(x: 1, y: 0, width: 3, height: 2))
            context.endTransparencyLayer()
        }
        // Two overlapping fills inside the layer: the overlap is no darker than the rest.
        #expect(abs(image.rgba(0, 0).a - 128) <= 1)
        #expect(abs(image.rgba(2, 0).a - 128) <= 1)
    }
}
