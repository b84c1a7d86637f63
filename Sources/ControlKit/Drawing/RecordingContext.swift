/// A graphics context that keeps every call as a `DrawingOperation` instead of painting, so that
/// drawing can be tested without pixels and replayed into any other context.
///
/// It tracks the current transform (for `currentTransform`) and nothing else. The buffers it makes
/// are recordings too: drawing one into the recording inlines its operations, so a recording of a
/// composed view tree is complete whether or not its layers' drawings were cached.
///
///     > let recording = RecordingContext()
///     > recording.setFillColor(.red); recording.fill(Rect(x: 0, y: 0, width: 2, height: 2))
///     > recording.transcript
///     fillColor #FF0000
///     fill M 0 0 L 2 0 L 2 2 L 0 2 Z
public final class RecordingContext: GraphicsContext {
    /// The calls made so far, in order.
    public private(set) var operations: [DrawingOperation] = []

    public let scale: Double
    public let textMeasurer: any TextMeasuring

    /// Whether `makeBuffer` gives buffers (true) or nil, so that composing draws every layer directly.
    public let makesBuffers: Bool

    public private(set) var currentTransform = Transform.identity
    private var savedTransforms: [Transform] = []
    private var layerDepth = 0

    /// A recording context; `scale` is what it reports (it paints nothing).
    public init(scale: Double = 1, textMeasurer: any TextMeasuring = FixedPitchTextMeasurer.shared, makesBuffers: Bool = true) {
        self.scale = scale
        self.textMeasurer = textMeasurer
        self.makesBuffers = makesBuffers
    }

    /// The operations, one description per line.
    public var transcript: String {
        operations.map(\.description).joined(separator: "\n")
    }

    /// Replays every operation into another context.
    public func replay(into context: any GraphicsContext) {
        for operation in operations { operation.apply(to: context) }
    }

    /// Forgets the operations and the state.
    public func removeAll() {
        operations.removeAll(keepingCapacity: true)
        currentTransform = .identity
        savedTransforms.removeAll()
        layerDepth = 0
    }

    public func saveGState() {
        savedTransforms.append(currentTransform)
        operations.append(.saveGState)
    }

    public func restoreGState() {
        guard let transform = savedTransforms.popLast() else { return }
        currentTransform = transform
        operations.append(.restoreGState)
    }

    public func concatenate(_ transform: Transform) {
        currentTransform = transform.concatenating(currentTransform)
        operations.append(.concatenate(transform))
    }

    public func setFillColor(_ color: Color) { operations.append(.setFillColor(color)) }
    public func setStrokeColor(_ color: Color) { operations.append(.setStrokeColor(color)) }
    public func setLineWidth(_ width: Double) { operations.append(.setLineWidth(width)) }
    public func setLineCap(_ cap: LineCap) { operations.append(.setLineCap(cap)) }
    public func setLineJoin(_ join: LineJoin) { operations.append(.setLineJoin(join)) }
    public func setMiterLimit(_ limit: Double) { operations.append(.setMiterLimit(limit)) }
    public func setLineDash(_ dash: LineDash?) { operations.append(.setLineDash(dash)) }
    public func setAlpha(_ alpha: Double) { operations.append(.setAlpha(alpha)) }
    public func setBlendMode(_ mode: BlendMode) { operations.append(.setBlendMode(mode)) }
    public func setShadow(_ shadow: Shadow?) { operations.append(.setShadow(shadow)) }
    public func fill(_ path: Path, rule: FillRule) { operations.append(.fill(path, rule)) }
    public func stroke(_ path: Path) { operations.append(.stroke(path)) }
    public func clip(to path: Path, rule: FillRule) { operations.append(.clip(path, rule)) }

    public func drawLinearGradient(_ gradient: Gradient, start: Point, end: Point, options: GradientDrawingOptions) {
        operations.append(.linearGradient(gradient, start: start, end: end, options: options))
    }

    public func drawRadialGradient(_ gradient: Gradient, startCenter: Point, startRadius: Double,
                                   endCenter: Point, endRadius: Double, options: GradientDrawingOptions) {
        operations.append(.radialGradient(gradient, startCenter: startCenter, startRadius: startRadius,
                                          endCenter: endCenter, endRadius: endRadius, options: options))
    }

    public func draw(_ image: Image, from source: Rect, in destination: Rect, tint: Color?) {
        operations.append(.image(image, source: source, destination: destination, tint: tint))
    }

    public func draw(_ text: String, _ placement: TextPlacement, attributes: TextAttributes) {
        operations.append(.text(text, placement, attributes))
    }

    public func beginTransparencyLayer(in bounds: Rect?) {
        layerDepth += 1
        saveGState()
        operations.append(.beginTransparencyLayer(bounds))
    }

    public func endTransparencyLayer() {
        guard layerDepth > 0 else { return }
        layerDepth -= 1
        operations.append(.endTransparencyLayer)
        restoreGState()
    }

    public func makeBuffer(size: Size, scale: Double, isOpaque: Bool) -> (any DrawingBuffer)? {
        makesBuffers ? RecordingBuffer(size: size, isOpaque: isOpaque, textMeasurer: textMeasurer) : nil
    }

    /// Inlines a recording buffer's operations, mapped from its points into the rectangle.
    public func draw(_ buffer: any DrawingBuffer, in rect: Rect) -> Bool {
        guard let recorded = buffer as? RecordingBuffer else { return false }
        withSavedGState {
            clip(to: rect)
            concatenate(Transform(scaleX: rect.width / max(recorded.size.width, .leastNonzeroMagnitude),
                                  y: rect.height / max(recorded.size.height, .leastNonzeroMagnitude))
                .concatenating(Transform(translationX: rect.minX, y: rect.minY)))
            if recorded.isOpaque {
                setFillColor(.black)
                fill(Rect(origin: .zero, size: recorded.size))
            }
            for operation in recorded.operations { operation.apply(to: self) }
        }
        return true
    }
}

/// A buffer that keeps a recording: redrawing replaces the whole recording.
final class RecordingBuffer: DrawingBuffer {
    let size: Size
    let scale = 1.0
    let isOpaque: Bool
    private let textMeasurer: any TextMeasuring
    private(set) var operations: [DrawingOperation] = []

    init(size: Size, isOpaque: Bool, textMeasurer: any TextMeasuring) {
        self.size = size
        self.isOpaque = isOpaque
        self.textMeasurer = textMeasurer
    }

    func canBeDrawn(into context: any GraphicsContext) -> Bool {
        context is RecordingContext
    }

    func redraw(_ area: Rect, _ draw: (any GraphicsContext, Rect) -> Void) {
        let recording = RecordingContext(textMeasurer: textMeasurer, makesBuffers: false)
        let whole = Rect(origin: .zero, size: size)
        draw(recording, whole)
        operations = recording.operations
    }
}
