import ControlKit
import Rendering
import Testing

/// Seed 001's range slider builds its look from layers: a track layer and two knob layers that
/// draw themselves in `draw(in:)` from the slider's values, redrawn when they change.
@Suite("Layers as seed 001 uses them")
struct RangeSliderLayerTests {
    final class RangeSlider: Control {
        let track = TrackLayer(), lowerKnob = KnobLayer(), upperKnob = KnobLayer()
        var lower = 0.2 { didSet { layoutLayers() } }
        var upper = 0.8 { didSet { layoutLayers() } }

        override init(frame: Rect) {
            super.init(frame: frame)
            for layer in [track, lowerKnob, upperKnob] as [Layer] {
                layer.contentsScale = 2
                self.layer.addSublayer(layer)
            }
            track.slider = self
            layoutLayers()
        }

        func position(for value: Double) -> Double { 15 + value * (bounds.width - 30) }

        func layoutLayers() {
            track.frame = bounds.insetBy(dx: 0, dy: bounds.height / 2.5)
            track.setNeedsDisplay()
            lowerKnob.frame = Rect(x: position(for: lower) - 15, y: 0, width: 30, height: 30)
            upperKnob.frame = Rect(x: position(for: upper) - 15, y: 0, width: 30, height: 30)
        }
    }

    final class TrackLayer: Layer {
        weak var slider: RangeSlider?
        override func draw(in context: any GraphicsContext) {
            guard let slider else { return }
            context.setFillColor(Color(white: 0.8))
            context.fill(Path(roundedRect: bounds, cornerRadius: bounds.height / 2))
            context.setFillColor(.systemBlue)
            let lower = slider.position(for: slider.lower), upper = slider.position(for: slider.upper)
            context.fill(Rect(x: lower, y: 0, width: upper - lower, height: bounds.height))
        }
    }

    final class KnobLayer: Layer {
        override func draw(in context: any GraphicsContext) {
            context.setShadow(offset: Size(width: 0, height: 1), blur: 1, color: .gray)
            context.setFillColor(.white)
            context.fill(Path(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: 8))
        }
    }

    @Test("the track is blue between the knobs and grey outside; moving a knob redraws the track, not the knobs")
    func rangeSlider() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 40))
        window.backgroundColor = .white
        let slider = RangeSlider(frame: Rect(x: 0, y: 5, width: 300, height: 30))
        window.addSubview(slider)
        let first = try window.renderedImage(scale: 2)
        #expect(first.rgba(2 * 150, 2 * 20).isClose(to: RGBA(Color.systemBlue)))
        #expect(first.rgba(2 * 8, 2 * 20).isClose(to: RGBA(Color(white: 0.8))))
        let knobDraws = slider.lowerKnob.drawCount
        slider.lower = 0.5
        let second = try window.renderedImage(scale: 2)
        #expect(second.rgba(2 * 100, 2 * 20).isClose(to: RGBA(Color(white: 0.8))))
        #expect(slider.track.drawCount == 2)
        #expect(slider.lowerKnob.drawCount == knobDraws)
        expectSnapshot(second, named: "range-slider-layers")
    }

    @Test("a layer drawn at contentsScale 1 is soft on a 2× render, as the seed's readers saw on retina screens; at 2 it is sharp")
    func contentsScale() throws {
        final class Edge: Layer {
            override func draw(in context: any GraphicsContext) {
                context.setFillColor(.black)
                context.fill(Rect(x: 0, y: 0, width: 5, height: 10))
            }
        }
        func render(scale: Double) throws -> Image {
            let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            window.backgroundColor = .white
            let edge = Edge()
            edge.frame = Rect(x: 0, y: 0, width: 10, height: 10)
            edge.contentsScale = scale
            window.layer.addSublayer(edge)
            return try window.renderedImage(scale: 2)
        }
        let soft = try render(scale: 1), sharp = try render(scale: 2)
        #expect(sharp.rgba(9, 10) == RGBA(0, 0, 0) && sharp.rgba(10, 10) == RGBA(255, 255, 255))
        #expect(soft.rgba(9, 10).r > 40 || soft.rgba(10, 10).r < 215)
    }
}
