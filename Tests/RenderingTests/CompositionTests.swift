import ControlKit
import Rendering
import Testing

/// Composing views and layers into pixels: Core Animation's order and properties, UIKit's view
/// properties, cached drawings redrawn only where invalidated.
@Suite("Rendering: composition")
struct CompositionTests {
    /// A window of a size with a white background.
    func window(_ width: Double, _ height: Double) -> Window {
        let window = Window(frame: Rect(x: 0, y: 0, width: width, height: height))
        window.backgroundColor = .white
        return window
    }

    /// A view filling its rect with a colour in draw(_:), counting nothing itself (layers count).
    final class Swatch: View {
        var color: Color
        init(frame: Rect, color: Color) {
            self.color = color
            super.init(frame: frame)
            isOpaque = false
        }
        override func draw(_ rect: Rect) {
            Graphics.currentContext?.setFillColor(color)
            Graphics.currentContext?.fill(rect)
        }
    }

    @Test("a layer's corner radius rounds its background and a border is drawn inside its bounds")
    func cornerRadiusAndBorder() throws {
        let root = window(20, 20)
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        layer.backgroundColor = .red
        layer.cornerRadius = 8
        layer.borderWidth = 2
        layer.borderColor = .blue
        root.layer.addSublayer(layer)
        let image = try root.renderedImage()
        #expect(image.rgba(0, 0) == RGBA(255, 255, 255))
        #expect(image.rgba(10, 0) == RGBA(0, 0, 255))
        #expect(image.rgba(10, 10) == RGBA(255, 0, 0))
    }

    @Test("masksToBounds clips sublayers to the rounded bounds; without it they overhang")
    func masking() throws {
        func render(masking: Bool) throws -> Image {
            let root = window(30, 30)
            let parent = Layer()
            parent.frame = Rect(x: 5, y: 5, width: 10, height: 10)
            parent.masksToBounds = masking
            let child = Layer()
            child.frame = Rect(x: 5, y: 5, width: 15, height: 15)
            child.backgroundColor = .green
            parent.addSublayer(child)
            root.layer.addSublayer(parent)
            return try root.renderedImage()
        }
        #expect(try render(masking: false).rgba(17, 17) == RGBA(0, 255, 0))
        #expect(try render(masking: true).rgba(17, 17) == RGBA(255, 255, 255))
        #expect(try render(masking: true).rgba(12, 12) == RGBA(0, 255, 0))
    }

    @Test("a layer's shadow falls at its offset (iOS's default offset is upward) and a shadow path alone casts it")
    func layerShadow() throws {
        let root = window(40, 40)
        let layer = Layer()
        layer.frame = Rect(x: 10, y: 10, width: 10, height: 10)
        layer.backgroundColor = .red
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = Size(width: 10, height: 0)
        root.layer.addSublayer(layer)
        let shaped = Layer()
        shaped.frame = Rect(x: 10, y: 25, width: 10, height: 10)
        shaped.shadowOpacity = 1
        shaped.shadowRadius = 0
        shaped.shadowOffset = Size(width: 10, height: 0)
        shaped.shadowPath = Path(rect: Rect(x: 0, y: 0, width: 5, height: 5))
        root.layer.addSublayer(shaped)
        let image = try root.renderedImage()
        #expect(image.rgba(25, 15) == RGBA(0, 0, 0))
        #expect(image.rgba(15, 15) == RGBA(255, 0, 0))
        #expect(image.rgba(22, 27) == RGBA(0, 0, 0))
        #expect(image.rgba(22, 33) == RGBA(255, 255, 255))
        #expect(Layer().shadowOffset == Size(width: 0, height: -3))
    }

    @Test("a view's alpha fades it and its subviews as one; a hidden view is not drawn")
    func alphaAndHidden() throws {
        let root = window(20, 10)
        let faded = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        faded.backgroundColor = .black
        faded.alpha = 0.5
        let inner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        inner.backgroundColor = .black
        faded.addSubview(inner)
        let hidden = View(frame: Rect(x: 10, y: 0, width: 10, height: 10))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        root.addSubview(faded)
        root.addSubview(hidden)
        let image = try root.renderedImage()
        #expect(abs(image.rgba(5, 5).r - 128) <= 1)
        #expect(image.rgba(15, 5) == RGBA(255, 255, 255))
    }

    @Test("a view's transform is honoured: a quarter-turned view's drawing is turned about its centre")
    func transform() throws {
        let root = window(40, 40)
        let bar = View(frame: Rect(x: 10, y: 18, width: 20, height: 4))
        bar.backgroundColor = .blue
        bar.transform = Transform(rotationAngle: Double.pi / 2)
        root.addSubview(bar)
        let image = try root.renderedImage()
        #expect(image.rgba(20, 12) == RGBA(0, 0, 255))
        #expect(image.rgba(12, 20) == RGBA(255, 255, 255))
    }

    @Test("clipsToBounds clips a subview that overhangs")
    func clipping() throws {
        let root = window(30, 30)
        let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        box.clipsToBounds = true
        let child = View(frame: Rect(x: 5, y: 5, width: 20, height: 20))
        child.backgroundColor = .red
        box.addSubview(child)
        root.addSubview(box)
        let image = try root.renderedImage()
        #expect(image.rgba(7, 7) == RGBA(255, 0, 0))
        #expect(image.rgba(15, 15) == RGBA(255, 255, 255))
    }

    @Test("images are composed at 1×, 2× and 3× with the same layout")
    func scales() throws {
        let root = window(10, 10)
        let dot = View(frame: Rect(x: 4, y: 4, width: 2, height: 2))
        dot.backgroundColor = .red
        root.addSubview(dot)
        for scale in [1.0, 2, 3] {
            let image = try root.renderedImage(scale: scale)
            #expect(image.width == Int(10 * scale))
            #expect(image.rgba(Int(5 * scale), Int(5 * scale)) == RGBA(255, 0, 0))
            #expect(image.rgba(Int(3 * scale), Int(5 * scale)) == RGBA(255, 255, 255))
        }
    }

    @Test("setNeedsDisplay(rect) redraws that part of the kept drawing; the rest keeps its old pixels")
    func partialRedraw() throws {
        let root = window(20, 10)
        let swatch = Swatch(frame: Rect(x: 0, y: 0, width: 20, height: 10), color: .red)
        root.addSubview(swatch)
        _ = try root.renderedImage()
        swatch.color = .blue
        swatch.setNeedsDisplay(Rect(x: 0, y: 0, width: 10, height: 10))
        let image = try root.renderedImage()
        #expect(image.rgba(5, 5) == RGBA(0, 0, 255))
        #expect(image.rgba(15, 5) == RGBA(255, 0, 0))
        #expect(swatch.layer.drawCount == 2)
    }

    @Test("a resized view keeps its drawing stretched (scaleToFill) until redrawn; .redraw draws it again")
    func contentMode() throws {
        final class Half: View {
            override func draw(_ rect: Rect) {
                Graphics.currentContext?.setFillColor(.red)
                Graphics.currentContext?.fill(Rect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
            }
        }
        for mode in [ContentMode.scaleToFill, .redraw] {
            let root = window(40, 10)
            let view = Half(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            view.isOpaque = false
            view.contentMode = mode
            root.addSubview(view)
            _ = try root.renderedImage()
            view.frame = Rect(x: 0, y: 0, width: 40, height: 10)
            let image = try root.renderedImage()
            #expect(image.rgba(15, 5) == RGBA(255, 0, 0))
            #expect(image.rgba(25, 5) == RGBA(255, 255, 255))
            #expect(view.layer.drawCount == (mode == .redraw ? 2 : 1))
        }
    }

    @Test("a layer's contents image is placed by its gravity")
    func contentsGravity() throws {
        let root = window(30, 30)
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 30, height: 30)
        layer.contents = try Image(width: 10, height: 10) { _, _ in .green }
        layer.contentsGravity = .bottomRight
        root.layer.addSublayer(layer)
        let image = try root.renderedImage()
        #expect(image.rgba(25, 25) == RGBA(0, 255, 0))
        #expect(image.rgba(5, 5) == RGBA(255, 255, 255))
    }
}

/// Scrolling moves drawings; it does not redraw them.
@Suite("Rendering: scrolling")
struct ScrollingCompositionTests {
    @Test("scrolling a table by a row draws only the cell that comes into view")
    func scrollingDrawsOnlyNewCells() throws {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 200, height: 132))
        let source = ClosureTableViewDataSource(numberOfRows: { _ in 20 }) { path in
            let cell = TableViewCell()
            cell.textLabel.text = "Row \(path.row)"
            return cell
        }
        table.dataSource = source
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 132))
        window.addSubview(table)
        let frames = try FrameRenderer(view: window, scale: 2)
        try frames.renderFrame()
        let firstCells = table.visibleCells
        #expect(firstCells.allSatisfy { $0.layer.drawCount == 1 })
        table.contentOffset = Point(x: 0, y: 44)
        try frames.renderFrame()
        let stillShown = firstCells.filter { cell in table.visibleCells.contains { $0 === cell } }
        #expect(!stillShown.isEmpty)
        #expect(stillShown.allSatisfy { $0.layer.drawCount == 1 && $0.textLabel.layer.drawCount == 1 })
        #expect(table.visibleCells.allSatisfy { $0.layer.drawCount == 1 })
    }
}
