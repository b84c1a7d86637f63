/// A rectangle that the compositor draws: a background, a border, rounded corners, an image, a
/// shadow, a drawing of its own and sublayers (Core Animation's `CALayer`, without animations:
/// every change shows on the next render).
///
/// Every view has one (`View.layer`), whose geometry and common properties are the view's; other
/// layers are added as sublayers to build a control's look, as seed 001's range slider does:
///
///     > let track = Layer()
///     > track.frame = Rect(x: 0, y: 12, width: 200, height: 6)
///     > track.backgroundColor = .systemBlue
///     > slider.layer.addSublayer(track)
///
/// A layer draws itself by `draw(in:)` (override it) when it needs display: at first, and after
/// `setNeedsDisplay()`. The drawing is kept in a buffer and reused until invalidated (`Layer+Display.swift`);
/// `render(in:)` composes a layer tree (`Layer+Rendering.swift`).
open class Layer: CustomStringConvertible {
    private var storedBounds = Rect.zero
    private var storedPosition = Point.zero
    private var storedAnchorPoint = Point(x: 0.5, y: 0.5)
    private var storedTransform = Transform.identity
    private var storedOpacity = 1.0
    private var storedHidden = false
    private var storedMasksToBounds = false
    private var storedBackgroundColor: Color?
    private var storedContents: Image?
    private var storedOpaque = false

    /// The containing layer, if any.
    public private(set) weak var superlayer: Layer?

    /// The sublayers, back to front.
    public var sublayers: [Layer] { sublayerList.children }

    /// The sublayers in a list that removes any of them without a search (`ChildList`).
    private(set) var sublayerList = ChildList<Layer>()

    /// The layer's slot in its superlayer's `sublayerList`.
    var listSlot = 0

    /// A name for descriptions and searches; nil by default.
    public var name: String?

    // MARK: Display state (Layer+Display.swift)

    /// Whether the layer's drawing is due: true at first and after `setNeedsDisplay()`.
    public internal(set) var needsDisplay: Bool {
        get { displayIsDue }
        set { displayIsDue = newValue }
    }
    private var displayIsDue = true

    /// The part of the bounds to redraw, in the layer's coordinates; null when all of it is due.
    var invalidRect = Rect.null

    /// How many times `draw(in:)` was called by displaying or rendering the layer.
    public internal(set) var drawCount = 0

    /// The kept drawing, made by the context the layer was last displayed for.
    var buffer: (any DrawingBuffer)?

    /// Whether the drawing paints anything, as learned the last time it ran.
    var presence = DrawingPresence.unknown

    /// The rectangle `draw(in:)` is asked to paint while it runs, in the layer's coordinates.
    public internal(set) var rectBeingDrawn = Rect.zero

    /// Creates an empty layer at the origin.
    public init() {}

    // MARK: Geometry

    /// The layer's own coordinate system: its origin is the point shown at the top-left corner.
    open var bounds: Rect {
        get { storedBounds }
        set {
            let resized = newValue.size != storedBounds.size
            storedBounds = newValue
            if resized && needsDisplayOnBoundsChange { setNeedsDisplay() }
        }
    }

    /// Where the anchor point sits in the superlayer's coordinates.
    open var position: Point {
        get { storedPosition }
        set { storedPosition = newValue }
    }

    /// The point of the bounds, from (0, 0) at the top-left to (1, 1) at the bottom-right, that
    /// sits at `position` and about which the transform applies; (0.5, 0.5) by default.
    open var anchorPoint: Point {
        get { storedAnchorPoint }
        set { storedAnchorPoint = newValue }
    }

    /// A transform applied about the anchor point (Core Animation's `affineTransform()`).
    open var affineTransform: Transform {
        get { storedTransform }
        set { storedTransform = newValue }
    }

    /// The rectangle the layer occupies in its superlayer's coordinates (the bounding box when
    /// transformed). Setting it moves the position and resizes the bounds.
    open var frame: Rect {
        get {
            let b = bounds, anchor = anchorPoint
            let local = Rect(x: -b.width * anchor.x, y: -b.height * anchor.y, width: b.width, height: b.height)
            let placed = affineTransform.isIdentity ? local : local.applying(affineTransform)
            return placed.offsetBy(dx: position.x, dy: position.y)
        }
        set {
            let rect = newValue.standardized, anchor = anchorPoint
            bounds.size = rect.size
            position = Point(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
        }
    }

    /// The transform from this layer's coordinates to its superlayer's.
    public var transformToSuperlayer: Transform {
        let b = bounds, anchor = anchorPoint
        let toAnchor = Transform(translationX: -b.minX - b.width * anchor.x, y: -b.minY - b.height * anchor.y)
        return toAnchor.concatenating(affineTransform).concatenating(Transform(translationX: position.x, y: position.y))
    }

    // MARK: Appearance

    /// The colour filling the bounds (rounded by `cornerRadius`) behind everything else; nil for none.
    open var backgroundColor: Color? {
        get { storedBackgroundColor }
        set { storedBackgroundColor = newValue }
    }

    /// The radius of the rounded corners of the background and border, and of the clip when
    /// `masksToBounds`; 0 by default.
    public var cornerRadius = 0.0

    /// The width of the border drawn inside the bounds, above the sublayers; 0 by default.
    public var borderWidth = 0.0

    /// The border's colour; black by default.
    public var borderColor = Color.black

    /// The layer's opacity, 0…1; 1 by default. The layer and its sublayers are composited as one group.
    open var opacity: Double {
        get { storedOpacity }
        set { storedOpacity = newValue.isNaN ? 0 : min(1, max(0, newValue)) }
    }

    /// Whether the layer and its sublayers are left out; false by default.
    open var isHidden: Bool {
        get { storedHidden }
        set { storedHidden = newValue }
    }

    /// Whether the contents, drawing and sublayers are clipped to the bounds (rounded by `cornerRadius`); false by default.
    open var masksToBounds: Bool {
        get { storedMasksToBounds }
        set { storedMasksToBounds = newValue }
    }

    /// The shadow's colour; black by default.
    public var shadowColor = Color.black

    /// The shadow's opacity, 0…1; 0 (no shadow) by default.
    public var shadowOpacity = 0.0

    /// How far the shadow falls; (0, −3) by default, as on iOS — slightly upward.
    public var shadowOffset = Size(width: 0, height: -3)

    /// How soft the shadow is, in points (the blur's radius); 3 by default.
    public var shadowRadius = 3.0

    /// The shape casting the shadow; nil for the shape of everything the layer draws.
    public var shadowPath: Path?

    /// An image drawn over the background, placed by `contentsGravity`; nil by default.
    open var contents: Image? {
        get { storedContents }
        set { storedContents = newValue }
    }

    /// Where `contents` is placed in the bounds; `.resize` (stretched) by default.
    open var contentsGravity = ContentsGravity.resize

    /// Pixels per point of the layer's own drawing: 1 by default, as in Core Animation, so a layer
    /// that draws looks soft on a 2× screen until this is set to the screen's scale (seed 001's
    /// retina fix). A view's layer always draws at the scale it is rendered at. Changing it redraws.
    public var contentsScale = 1.0 {
        didSet { if oldValue != contentsScale { setNeedsDisplay() } }
    }

    /// Whether the layer draws at the scale of the context it is rendered into rather than at `contentsScale`.
    var drawsAtContextScale: Bool { false }

    /// Whether changing the bounds' size makes the drawing due again; false by default.
    open var needsDisplayOnBoundsChange = false

    /// Whether the drawing covers the bounds with opaque paint: its buffer then has no
    /// transparency, what `draw(in:)` leaves unpainted shows the background colour, or black. False by default.
    open var isOpaque: Bool {
        get { storedOpaque }
        set { storedOpaque = newValue }
    }

    /// The colour template contents are drawn in; nil draws contents as they are.
    open var contentsTintColor: Color? { nil }

    /// The view this is the layer of (Core Animation's `delegate` of a view's layer); nil for
    /// any other layer.
    open var owningView: View? { nil }

    /// The area `draw(in:)` may paint, in the layer's coordinates: the bounds.
    open var drawingBounds: Rect { bounds }

    // MARK: Drawing

    /// Paints the layer's own drawing into a context, in the layer's coordinates (clipped to
    /// `drawingBounds`; `rectBeingDrawn` is the part that is due); the base class paints nothing.
    /// Override it as Core Animation's `draw(in:)`: the drawing is kept and reused until
    /// `setNeedsDisplay()`.
    open func draw(in context: any GraphicsContext) {}

    // MARK: Sublayers

    /// Adds a layer on top of the sublayers, taking it from its previous superlayer.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayerList.count)
    }

    /// Inserts a layer at an index of `sublayers` (clamped to the valid range); a layer cannot
    /// become a sublayer of itself or of one of its sublayers (nothing happens).
    public func insertSublayer(_ layer: Layer, at index: Int) {
        guard !isInside(layer) else { return }
        layer.removeFromSuperlayer()
        sublayerList.insert(layer, at: index)
        layer.superlayer = self
    }

    /// Inserts a layer just above a sublayer (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, above sibling: Layer) {
        guard layer !== sibling else { return }
        layer.removeFromSuperlayer()
        insertSublayer(layer, at: sublayerList.index(of: sibling).map { $0 + 1 } ?? sublayerList.count)
    }

    /// Inserts a layer just below a sublayer (at the back when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, below sibling: Layer) {
        guard layer !== sibling else { return }
        layer.removeFromSuperlayer()
        insertSublayer(layer, at: sublayerList.index(of: sibling) ?? 0)
    }

    /// Puts a layer where a sublayer was, removing that one; nothing happens when `old` is not a sublayer.
    public func replaceSublayer(_ old: Layer, with new: Layer) {
        guard let index = sublayerList.index(of: old), old !== new else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: index)
    }

    /// Detaches the layer from its superlayer, without searching its siblings.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayerList.remove(self)
        superlayer = nil
    }

    /// Whether this layer is `layer` or lies inside it.
    private func isInside(_ layer: Layer) -> Bool {
        var current: Layer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }

    // MARK: Description

    /// `Layer(frame: (0, 12, 200×6), backgroundColor: #007AFF, sublayers: 0)`.
    public var description: String {
        "\(String(describing: type(of: self)))(" + displayProperties.map(\.description).joined(separator: ", ") + ")"
    }
}

extension Layer: TypeNamed, DisplaysProperties {
    /// `Layer`, the name every layer goes by in traffic and the REPL.
    public var typeName: String { "Layer" }

    /// The frame and what differs from a new layer's look, then the number of sublayers.
    public var displayProperties: [DisplayProperty] {
        var shown = [DisplayProperty.value("frame", frame)]
        if let name { shown.insert(.text("name", name), at: 0) }
        if let backgroundColor { shown.append(.value("backgroundColor", backgroundColor)) }
        if cornerRadius != 0 { shown.append(.number("cornerRadius", cornerRadius)) }
        if opacity != 1 { shown.append(.number("opacity", opacity)) }
        if isHidden { shown.append(DisplayProperty("isHidden", "true")) }
        shown.append(.value("sublayers", sublayerList.count))
        return shown
    }
}

extension Layer: ListedChild {}
