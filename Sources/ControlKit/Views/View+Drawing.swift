/// A view's layer, invalidation, tint colour and composition.
extension View {
    /// The view's layer (UIKit's `layer`): made on first use, with the layers of the subviews as
    /// its sublayers, kept in their order as subviews come and go. Add sublayers to it to build a
    /// look out of layers.
    public var layer: Layer {
        if let loadedLayer { return loadedLayer }
        let made = ViewLayer(view: self)
        loadedLayer = made
        for case let subview? in subviewList.slots { made.addSublayer(subview.layer) }
        return made
    }

    /// How the view measures text for layout: its application's measurer, else `FixedPitchTextMeasurer`.
    public var textMeasurer: any TextMeasuring {
        application?.textMeasurer ?? FixedPitchTextMeasurer.shared
    }

    /// Marks the whole view as needing to be drawn again: `draw(_:)` runs on the next render.
    public func setNeedsDisplay() {
        loadedLayer?.setNeedsDisplay()
    }

    /// Marks part of the view (in its coordinates) as needing to be drawn again.
    public func setNeedsDisplay(_ rect: Rect) {
        loadedLayer?.setNeedsDisplay(rect)
    }

    /// The colour the view's content is tinted with: its own, else its superview's, else the
    /// system blue (UIKit's `tintColor`). Setting nil returns to the inherited colour; a change
    /// calls `tintColorDidChange()` on the view and on the subviews that inherit it.
    public var tintColor: Color! {
        get { explicitTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            appearanceRecord.noteSet("tintColor")
            guard newValue != explicitTintColor else { return }
            explicitTintColor = newValue
            propagateTintColorChange()
        }
    }

    /// Tells the view and the subviews that inherit its tint that the tint changed.
    func propagateTintColorChange() {
        tintColorDidChange()
        for case let subview? in subviewList.slots where subview.explicitTintColor == nil {
            subview.propagateTintColorChange()
        }
    }

    /// Puts a subview's layer among this view's sublayers, just below the layer of the next
    /// subview (on top when there is none); nothing when this view's layer is not made.
    func placeLayer(of subview: View) {
        guard let parentLayer = loadedLayer else { return }
        let subviewLayer = subview.layer
        let nextLayer = subviewList.slots[(subview.listSlot + 1)...].lazy
            .compactMap { $0?.loadedLayer }.first { $0.superlayer === parentLayer }
        if let nextLayer {
            parentLayer.insertSublayer(subviewLayer, below: nextLayer)
        } else {
            parentLayer.addSublayer(subviewLayer)
        }
    }

    /// Draws the view and its subviews, as they look now, into the current graphics context,
    /// scaled to a rectangle in that context (UIKit's `drawHierarchy(in:afterScreenUpdates:)`).
    /// Layout that is due happens first. Returns false when there is no current context or the
    /// view has no area; `afterScreenUpdates` changes nothing (drawing is always up to date).
    @discardableResult
    public func drawHierarchy(in rect: Rect, afterScreenUpdates: Bool = true) -> Bool {
        guard let context = Graphics.currentContext, bounds.width > 0, bounds.height > 0 else { return false }
        layoutIfNeeded()
        context.saveGState()
        context.concatenate(Transform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(Transform(scaleX: rect.width / bounds.width, y: rect.height / bounds.height))
            .concatenating(Transform(translationX: rect.minX, y: rect.minY)))
        layer.render(in: context)
        context.restoreGState()
        return true
    }
}

/// Drawing given to one view from outside its class, as `AttachedBehaviour` gives the other
/// overrides: an attached behaviour that also draws is asked instead of the class's `draw(_:)`;
/// calling the view's own `draw(_:)` from it is what `super` would do.
public protocol AttachedDrawing: AttachedBehaviour {
    /// Draws the view into `Graphics.currentContext`, in the view's coordinates; `rect` is the part that is due.
    func draw(_ view: View, _ rect: Rect)
}

extension View {
    /// `draw(_:)` as UIKit dispatches it: an attached behaviour's drawing, else the class's.
    public func invokeDraw(_ rect: Rect) {
        if let drawing = attachedBehaviour as? any AttachedDrawing { return drawing.draw(self, rect) }
        draw(rect)
    }
}
