/// The layer of a view (`View.layer`): its geometry, opacity, visibility, clipping, background,
/// opacity flag and content mode are the view's own properties, read and written through; its
/// drawing is the view's `draw(_:)`. Its anchor point stays at the centre, about which views transform.
final class ViewLayer: Layer {
    /// The view, until it is released (the view holds its layer).
    var view: View? { viewLink.object }
    private let viewLink: LinkedReference<View>

    init(view: View) {
        viewLink = LinkedReference(view)
        super.init()
    }

    override var owningView: View? { view }

    override var bounds: Rect {
        get { view?.bounds ?? super.bounds }
        set { if let view { view.bounds = newValue } else { super.bounds = newValue } }
    }

    override var position: Point {
        get { view?.center ?? super.position }
        set { if let view { view.center = newValue } else { super.position = newValue } }
    }

    /// Always the centre: a view's transform and position are about its centre.
    override var anchorPoint: Point {
        get { Point(x: 0.5, y: 0.5) }
        set {}
    }

    override var affineTransform: Transform {
        get { view?.transform ?? super.affineTransform }
        set { if let view { view.transform = newValue } else { super.affineTransform = newValue } }
    }

    override var opacity: Double {
        get { view?.alpha ?? super.opacity }
        set { if let view { view.alpha = newValue.isNaN ? 0 : min(1, max(0, newValue)) } else { super.opacity = newValue } }
    }

    override var isHidden: Bool {
        get { view?.isHidden ?? super.isHidden }
        set { if let view { view.isHidden = newValue } else { super.isHidden = newValue } }
    }

    override var masksToBounds: Bool {
        get { view?.clipsToBounds ?? super.masksToBounds }
        set { if let view { view.clipsToBounds = newValue } else { super.masksToBounds = newValue } }
    }

    override var backgroundColor: Color? {
        get { view.map(\.backgroundColor) ?? super.backgroundColor }
        set { if let view { view.backgroundColor = newValue } else { super.backgroundColor = newValue } }
    }

    override var isOpaque: Bool {
        get { view?.isOpaque ?? super.isOpaque }
        set { if let view { view.isOpaque = newValue } else { super.isOpaque = newValue } }
    }

    /// The view's image (an image view's), else what was set on the layer.
    override var contents: Image? {
        get { view?.contentsImage ?? super.contents }
        set { super.contents = newValue }
    }

    override var contentsTintColor: Color? { view?.contentsTintColor }

    override var contentsGravity: ContentsGravity {
        get { view?.contentMode.gravity ?? super.contentsGravity }
        set { super.contentsGravity = newValue }
    }

    override var needsDisplayOnBoundsChange: Bool {
        get { view?.contentMode == .redraw }
        set {}
    }

    override var drawingBounds: Rect { view?.drawingBounds ?? super.drawingBounds }

    /// A view's drawing is always as sharp as the screen it is rendered for.
    override var drawsAtContextScale: Bool { true }

    /// The view's `draw(_:)` (or its attached behaviour's), with this context as the current one.
    override func draw(in context: any GraphicsContext) {
        guard let view else { return }
        let rect = rectBeingDrawn
        Graphics.withCurrentContext(context) { view.invokeDraw(rect) }
    }
}
