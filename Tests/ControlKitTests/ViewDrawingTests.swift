import Testing
@testable import ControlKit

/// Views draw the UIKit way: `draw(_:)` runs when due, not on every render; tint colours are inherited.
@Suite("View drawing")
struct ViewDrawingTests {
    final class Swatch: View {
        var color = Color.red
        override func draw(_ rect: Rect) {
            Graphics.currentContext?.setFillColor(color)
            Graphics.currentContext?.fill(rect)
        }
    }

    @Test("draw(_:) gets the current context and the rect that is due; setNeedsDisplay(rect) narrows it")
    func drawRect() {
        let swatch = Swatch(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        swatch.isOpaque = false
        let recording = RecordingContext(makesBuffers: false)
        swatch.layer.render(in: recording)
        #expect(swatch.layer.rectBeingDrawn == Rect(x: 0, y: 0, width: 10, height: 10))
        swatch.setNeedsDisplay(Rect(x: 2, y: 2, width: 3, height: 3))
        #expect(swatch.layer.needsDisplay)
        #expect(recording.operations.contains(.setFillColor(.red)))
    }

    @Test("UIKit's rule: an opaque view that draws, without a background colour, draws on black")
    func opaqueViewsDrawOnBlack() {
        let swatch = Swatch(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let recording = RecordingContext(makesBuffers: false)
        swatch.layer.render(in: recording)
        let fills = recording.operations.compactMap { op -> Color? in if case .setFillColor(let c) = op { return c } else { return nil } }
        #expect(fills.contains(.black))
        swatch.backgroundColor = .white
        let again = RecordingContext(makesBuffers: false)
        swatch.layer.render(in: again)
        #expect(again.operations.contains(.setFillColor(.white)))
    }

    @Test("a window renders again without calling draw(_:) of views that were not invalidated")
    func invalidationCounting() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = Swatch(frame: Rect(x: 0, y: 0, width: 10, height: 10)), b = Swatch(frame: Rect(x: 20, y: 0, width: 10, height: 10))
        window.addSubview(a)
        window.addSubview(b)
        let recording = RecordingContext()
        Graphics.withCurrentContext(recording) { _ = window.drawHierarchy(in: window.bounds) }
        Graphics.withCurrentContext(recording) { _ = window.drawHierarchy(in: window.bounds) }
        #expect(a.layer.drawCount == 1 && b.layer.drawCount == 1)
        b.color = .blue
        b.setNeedsDisplay()
        Graphics.withCurrentContext(recording) { _ = window.drawHierarchy(in: window.bounds) }
        #expect(a.layer.drawCount == 1 && b.layer.drawCount == 2)
        #expect(window.layer.drawCount <= 1)
    }

    @Test("views that draw nothing get no buffer and are not drawn again")
    func plainViews() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .green
        let recording = RecordingContext()
        view.layer.render(in: recording)
        view.layer.render(in: recording)
        #expect(view.layer.drawCount == 1)
        #expect(view.layer.buffer == nil)
    }

    @Test("tintColor is inherited from the superview, system blue at the root; a change reaches the subviews that inherit it")
    func tintInheritance() {
        let root = View(), middle = View(), leaf = Swatch()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.tintColor == .systemBlue)
        let recording = RecordingContext()
        leaf.layer.render(in: recording)
        root.tintColor = .red
        #expect(leaf.tintColor == .red && leaf.layer.needsDisplay)
        middle.tintColor = .green
        #expect(leaf.tintColor == .green)
        root.tintColor = .blue
        #expect(leaf.tintColor == .green)
        middle.tintColor = nil
        #expect(leaf.tintColor == .blue)
    }

    @Test("a control's look is due again when its state changes (highlighted, enabled, selected)")
    func stateInvalidates() {
        let control = Control(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let recording = RecordingContext()
        control.layer.render(in: recording)
        #expect(!control.layer.needsDisplay)
        control.isHighlighted = true
        #expect(control.layer.needsDisplay)
        control.layer.render(in: recording)
        control.isHighlighted = true
        #expect(!control.layer.needsDisplay)
        control.isEnabled = false
        #expect(control.layer.needsDisplay)
    }

    @Test("drawHierarchy draws into the current context scaled to the rectangle, and fails without one")
    func drawHierarchy() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 20))
        #expect(!view.drawHierarchy(in: Rect(x: 0, y: 0, width: 20, height: 40)))
        let recording = RecordingContext()
        let drawn = Graphics.withCurrentContext(recording) { view.drawHierarchy(in: Rect(x: 0, y: 0, width: 20, height: 40)) }
        #expect(drawn)
        #expect(recording.operations.contains(.concatenate(Transform(scaleX: 2, y: 2))))
    }
}

/// Drawing given to one view from outside its class (the seam a scripting layer uses).
@Suite("Attached drawing")
struct AttachedDrawingTests {
    /// A behaviour that draws a red square and keeps the class's behaviour for everything else.
    final class RedSquare: AttachedDrawing {
        var typeName: String { "RedSquare" }
        func displayProperties(of view: View, own: [DisplayProperty]) -> [DisplayProperty] { own }
        func hitTest(_ view: View, _ point: Point, with event: InputEvent?) -> View? { view.hitTest(point, with: event) }
        func point(_ view: View, inside point: Point, with event: InputEvent?) -> Bool { view.point(inside: point, with: event) }
        func layoutSubviews(_ view: View) { view.layoutSubviews() }
        func canBecomeFirstResponder(_ view: View) -> Bool { view.canBecomeFirstResponder }
        func touches(_ phase: Touch.Phase, _ view: View, _ touches: Set<Touch>, with event: InputEvent?) {
            view.callTouches(phase, touches, with: event)
        }
        func beginTracking(_ control: Control, _ touch: Touch, with event: InputEvent?) -> Bool { control.beginTracking(touch, with: event) }
        func continueTracking(_ control: Control, _ touch: Touch, with event: InputEvent?) -> Bool { control.continueTracking(touch, with: event) }
        func endTracking(_ control: Control, _ touch: Touch?, with event: InputEvent?) { control.endTracking(touch, with: event) }
        func cancelTracking(_ control: Control, with event: InputEvent?) { control.cancelTracking(with: event) }
        func controlWillSend(_ control: Control, _ events: Control.Event) {}
        func responds(_ view: View, to action: ActionName) -> Bool { false }
        func perform(_ view: View, _ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {}
        func draw(_ view: View, _ rect: Rect) {
            Graphics.currentContext?.setFillColor(.red)
            Graphics.currentContext?.fill(Rect(x: 0, y: 0, width: 2, height: 2))
        }
    }

    @Test("a view with an attached drawing behaviour is drawn by it, not by its class")
    func attached() {
        let view = View(frame: Rect(x: 0, y: 0, width: 4, height: 4))
        view.isOpaque = false
        let behaviour = RedSquare()
        view.attachedBehaviour = behaviour
        let recording = RecordingContext()
        view.layer.render(in: recording, cachingDrawings: false)
        #expect(recording.operations.contains(.setFillColor(.red)))
        #expect(view.layer.drawCount == 1)
    }
}
