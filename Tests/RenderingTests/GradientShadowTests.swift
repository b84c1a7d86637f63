import ControlKit
@testable import Rendering
import Testing

/// Gradients and shadows (Core Graphics' `drawLinearGradient`, `drawRadialGradient`, `setShadow`).
@Suite("Rendering: gradients and shadows")
struct GradientShadowTests {
    @Test("a linear gradient runs from its first colour at the start to its last at the end")
    func linear() throws {
        let image = try render(width: 101, height: 2) { context in
            context.drawLinearGradient(Gradient(colors: [.black, .white]), start: Point(x: 0, y: 0), end: Point(x: 101, y: 0),
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        #expect(image.rgba(0, 0).r <= 3)
        #expect(image.rgba(100, 0).r >= 252)
        #expect(abs(image.rgba(50, 0).r - 128) <= 3)
        #expect(image.rgba(25, 0).r < image.rgba(75, 0).r)
    }

    @Test("gradient stops at locations: the middle stop's colour is exact at its location")
    func stops() throws {
        let gradient = Gradient(colors: [.red, .green, .blue], locations: [0, 0.25, 1])
        let image = try render(width: 100, height: 1) { context in
            context.drawLinearGradient(gradient, start: Point(x: 0, y: 0), end: Point(x: 100, y: 0), options: [])
        }
        #expect(image.rgba(25, 0).isClose(to: RGBA(0, 255, 0), tolerance: 12))
        #expect(image.rgba(99, 0).b > 240)
    }

    @Test("without options a gradient paints nothing beyond its ends; with one option only that side")
    func extension_() throws {
        func paint(_ options: GradientDrawingOptions) throws -> Image {
            try render(width: 30, height: 1) { context in
                context.drawLinearGradient(Gradient(colors: [.red, .blue]), start: Point(x: 10, y: 0), end: Point(x: 20, y: 0), options: options)
            }
        }
        let none = try paint([]), before = try paint(.drawsBeforeStartLocation)
        #expect(none.rgba(2, 0).a == 0 && none.rgba(27, 0).a == 0 && none.rgba(15, 0).a == 255)
        #expect(before.rgba(2, 0) == RGBA(255, 0, 0) && before.rgba(27, 0).a == 0)
    }

    @Test("a radial gradient is its start colour at the centre and its end colour at the radius")
    func radial() throws {
        let image = try render(width: 41, height: 41) { context in
            context.drawRadialGradient(Gradient(colors: [.white, .black]), startCenter: Point(x: 20.5, y: 20.5), startRadius: 0,
                                       endCenter: Point(x: 20.5, y: 20.5), endRadius: 20, options: [])
        }
        #expect(image.rgba(20, 20).r > 240)
        #expect(image.rgba(20, 1).r < 20)
        #expect(image.rgba(0, 0).a == 0)
    }

    @Test("a shadow falls at its offset, soft-edged by its blur, and the shape is drawn over it")
    func shadow() throws {
        let image = try render(width: 40, height: 40) { context in
            context.setShadow(offset: Size(width: 10, height: 10), blur: 4, color: .black)
            context.setFillColor(.red)
            context.fill(Rect(x: 5, y: 5, width: 15, height: 15))
        }
        #expect(image.rgba(10, 10) == RGBA(255, 0, 0))
        #expect(image.rgba(24, 24).isClose(to: RGBA(0, 0, 0, 255), tolerance: 3))
        let edge = image.rgba(30, 25).a
        #expect(edge > 40 && edge < 215)
        #expect(image.rgba(38, 10).a == 0)
    }

    @Test("without blur a shadow is a hard-edged copy of the shape in the shadow colour")
    func hardShadow() throws {
        let image = try render(width: 20, height: 20) { context in
            context.setShadow(offset: Size(width: 5, height: 0), blur: 0, color: .blue)
            context.fill(Rect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(image.rgba(7, 2) == RGBA(0, 0, 255))
        #expect(image.rgba(7, 7).a == 0)
    }

    @Test("shadow offsets are in points of the context, not of the transformed user space")
    func shadowOffsetIgnoresTransform() throws {
        let image = try render(width: 40, height: 20) { context in
            context.scaleBy(x: 3, y: 3)
            context.setShadow(offset: Size(width: 10, height: 0), blur: 0, color: .blue)
            context.fill(Rect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(image.rgba(12, 3) == RGBA(0, 0, 255))
        #expect(image.rgba(25, 3).a == 0)
    }

    @Test("the shadow comes from the shape before clipping: filling the outside of a clipped shape casts an inner shadow")
    func innerShadow() throws {
        let image = try render(width: 20, height: 20) { context in
            let hole = Rect(x: 5, y: 5, width: 10, height: 10)
            context.clip(to: hole)
            var outside = Path(rect: Rect(x: -50, y: -50, width: 120, height: 120))
            outside.append(Path(rect: hole))
            context.setShadow(offset: Size(width: 3, height: 3), blur: 0, color: .black)
            context.fill(outside, rule: .evenOdd)
        }
        #expect(image.rgba(6, 6).a == 255)
        #expect(image.rgba(12, 12).a == 0)
        #expect(image.rgba(2, 2).a == 0)
    }

    @Test("a huge shape with a shadow draws, its shadow group limited to what can reach the canvas")
    func hugeShadowedShape() throws {
        let image = try render(width: 10, height: 10, scale: 3) { context in
            context.setShadow(offset: Size(width: 2, height: 2), blur: 4, color: .black)
            context.setFillColor(.red)
            context.fill(Rect(x: -400_000, y: -400_000, width: 800_000, height: 800_000))
        }
        #expect(image.rgba(15, 15) == RGBA(255, 0, 0))
    }

    @Test("box blurs of three passes have about the variance of the Gaussian they stand for")
    func boxRadii() {
        for sigma in [2.5, 4.0, 10.0, 30.0] {
            let radii = BoxBlur.boxRadii(sigma: sigma)
            let variance = radii.map { r -> Double in let w = Double(2 * r + 1); return (w * w - 1) / 12 }.reduce(0, +)
            #expect(abs(variance - sigma * sigma) / (sigma * sigma) < 0.2, "sigma \(sigma): radii \(radii)")
        }
    }
}
