import Testing
@testable import ControlKit

/// Layers as seed 001 uses them, and a view's layer kept in step with the view.
@Suite("Layers")
struct LayerTests {
    @Test("a layer's frame comes from its position, bounds and anchor point")
    func geometry() {
        let layer = Layer()
        layer.frame = Rect(x: 10, y: 20, width: 40, height: 30)
        #expect(layer.position == Point(x: 30, y: 35))
        #expect(layer.bounds == Rect(x: 0, y: 0, width: 40, height: 30))
        layer.anchorPoint = Point(x: 0, y: 0)
        #expect(layer.frame == Rect(x: 30, y: 35, width: 40, height: 30))
    }

    @Test("sublayers are added, inserted above and below, replaced and removed; a layer cannot hold its ancestor")
    func sublayers() {
        let root = Layer(), a = Layer(), b = Layer(), c = Layer(), d = Layer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, below: b)
        #expect(root.sublayers.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        root.insertSublayer(a, above: b)
        #expect(root.sublayers.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        root.replaceSublayer(b, with: d)
        #expect(root.sublayers.map(ObjectIdentifier.init) == [c, d, a].map(ObjectIdentifier.init) && b.superlayer == nil)
        c.removeFromSuperlayer()
        #expect(root.sublayers.count == 2 && c.superlayer == nil)
        a.addSublayer(root)
        #expect(root.superlayer == nil)
    }

    @Test("a view's layer reads and writes the view's geometry, opacity, visibility, clipping and background")
    func viewLayer() {
        let view = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        let layer = view.layer
        #expect(layer.frame == view.frame)
        layer.position = Point(x: 50, y: 60)
        layer.opacity = 0.5
        layer.masksToBounds = true
        layer.backgroundColor = .red
        #expect(view.center == Point(x: 50, y: 60) && view.alpha == 0.5 && view.clipsToBounds && view.backgroundColor == .red)
        view.isHidden = true
        #expect(layer.isHidden)
    }

    @Test("subviews' layers are the view layer's sublayers, in subview order, with other sublayers kept")
    func layerTreeFollowsViews() {
        let parent = View(), first = View(), second = View(), third = View()
        parent.addSubview(first)
        let extra = Layer()
        parent.layer.addSublayer(extra)
        parent.addSubview(second)
        parent.insertSubview(third, at: 0)
        #expect(parent.layer.sublayers.map(ObjectIdentifier.init) == [third.layer, first.layer, extra, second.layer].map(ObjectIdentifier.init))
        parent.bringSubviewToFront(third)
        #expect(parent.layer.sublayers.last === third.layer)
        first.removeFromSuperview()
        #expect(!parent.layer.sublayers.contains { $0 === first.layer } && first.layer.superlayer == nil)
    }

    @Test("rendering draws background, contents, sublayers and border in Core Animation's order")
    func renderOrder() {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = .red
        layer.borderWidth = 2
        layer.borderColor = .blue
        let child = Layer()
        child.frame = Rect(x: 2, y: 2, width: 2, height: 2)
        child.backgroundColor = .green
        layer.addSublayer(child)
        let recording = RecordingContext()
        layer.render(in: recording)
        let colors = recording.operations.compactMap { op -> String? in
            switch op {
            case .setFillColor(let color), .setStrokeColor(let color): return color.description
            default: return nil
            }
        }
        #expect(colors == ["#FF0000", "#00FF00", "#0000FF"])
    }

    @Test("a layer with opacity below 1 is composited as one group at that opacity")
    func opacityGroup() {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = .red
        layer.opacity = 0.25
        let recording = RecordingContext()
        layer.render(in: recording)
        #expect(recording.operations.contains(.setAlpha(0.25)))
        #expect(recording.operations.contains(.beginTransparencyLayer(Rect(x: 0, y: 0, width: 10, height: 10))))
        #expect(recording.operations.contains(.endTransparencyLayer))
    }

    @Test("a layer's draw(in:) runs once and is reused until setNeedsDisplay")
    func drawOnce() {
        final class Dot: Layer {
            override func draw(in context: any GraphicsContext) {
                context.fillEllipse(in: bounds)
            }
        }
        let dot = Dot()
        dot.frame = Rect(x: 0, y: 0, width: 4, height: 4)
        let recording = RecordingContext()
        dot.render(in: recording)
        dot.render(in: recording)
        #expect(dot.drawCount == 1)
        dot.setNeedsDisplay()
        dot.render(in: recording)
        #expect(dot.drawCount == 2)
        #expect(recording.operations.filter { if case .fill = $0 { return true } else { return false } }.count == 3)
    }

    @Test("into a context that keeps no buffers, every render draws each layer exactly once")
    func noBuffers() {
        final class Dot: Layer {
            override func draw(in context: any GraphicsContext) { context.fillEllipse(in: bounds) }
        }
        let dot = Dot()
        dot.frame = Rect(x: 0, y: 0, width: 4, height: 4)
        let recording = RecordingContext(makesBuffers: false)
        dot.render(in: recording)
        #expect(dot.drawCount == 1)
        dot.render(in: recording, cachingDrawings: false)
        #expect(dot.drawCount == 2)
        #expect(recording.operations.filter { if case .fill = $0 { return true } else { return false } }.count == 2)
    }
}
