/// When and how a layer's own drawing happens: invalidation, and the buffer that keeps the drawing
/// between renders, redrawn only where it was invalidated.
extension Layer {
    /// Whether the layer's drawing is known to paint something, nothing, or not yet known.
    enum DrawingPresence {
        case unknown, absent, present
    }

    /// What rendering found for the layer's own drawing.
    enum CachedDrawing {
        /// The drawing, kept in a buffer.
        case buffer(any DrawingBuffer)
        /// The drawing paints nothing.
        case nothing
        /// The context keeps no buffers: draw directly.
        case unavailable
    }

    /// Marks the whole drawing as due: `draw(in:)` runs on the next render.
    public func setNeedsDisplay() {
        needsDisplay = true
        invalidRect = .null
        if presence == .absent { presence = .unknown }
    }

    /// Marks part of the drawing (in the layer's coordinates) as due; an empty or invalid rectangle changes nothing.
    public func setNeedsDisplay(_ rect: Rect) {
        guard !rect.isEmpty, rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        if !needsDisplay {
            invalidRect = rect.standardized
        } else if !invalidRect.isNull {
            invalidRect = invalidRect.union(rect)
        }
        needsDisplay = true
        if presence == .absent { presence = .unknown }
    }

    /// The drawing area when it is one that can be drawn: finite and not empty.
    var validDrawingArea: Rect? {
        let area = drawingBounds.standardized
        guard !area.isEmpty, area.minX.isFinite, area.minY.isFinite, area.width.isFinite, area.height.isFinite else { return nil }
        return area
    }

    /// The layer's drawing for a context, from its buffer, redrawn first where it is due. A layer
    /// whose drawing is not known to paint anything draws into a recording first, so that layers
    /// that paint nothing get no buffer.
    func cachedDrawing(for context: any GraphicsContext) -> CachedDrawing {
        applyPendingInvalidations()
        guard let area = validDrawingArea else { return .nothing }
        if presence == .absent && !needsDisplay { return .nothing }
        let scale = drawingScale(in: context)
        let usable = buffer.flatMap { $0.isOpaque == isOpaque && $0.scale == scale && $0.canBeDrawn(into: context) ? $0 : nil }
        if let usable, !needsDisplay { return .buffer(usable) }
        if presence != .present {
            let recording = RecordingContext(scale: context.scale, textMeasurer: context.textMeasurer, makesBuffers: false)
            invokeDraw(in: recording, rect: area)
            finishDisplay()
            guard recording.operations.contains(where: \.paints) else {
                presence = .absent
                buffer = nil
                return .nothing
            }
            presence = .present
            guard let fresh = context.makeBuffer(size: area.size, scale: scale, isOpaque: isOpaque) else {
                paint(recording, in: area, into: context)
                return .nothing
            }
            fresh.redraw(Rect(origin: .zero, size: area.size)) { bufferContext, _ in
                bufferContext.translateBy(x: -area.minX, y: -area.minY)
                fillOpaqueBackground(area, in: bufferContext)
                recording.replay(into: bufferContext)
            }
            buffer = fresh
            return .buffer(fresh)
        }
        let reused = usable.flatMap { $0.size == area.size ? $0 : nil }
        guard let target = reused ?? context.makeBuffer(size: area.size, scale: scale, isOpaque: isOpaque) else { return .unavailable }
        let due = reused != nil && !invalidRect.isNull ? invalidRect.intersection(area) : area
        if !due.isEmpty {
            target.redraw(due.offsetBy(dx: -area.minX, dy: -area.minY)) { bufferContext, redrawn in
                bufferContext.translateBy(x: -area.minX, y: -area.minY)
                let rect = redrawn.offsetBy(dx: area.minX, dy: area.minY)
                fillOpaqueBackground(rect, in: bufferContext)
                invokeDraw(in: bufferContext, rect: rect)
            }
        }
        finishDisplay()
        buffer = target
        return .buffer(target)
    }

    /// The pixels per point the layer's drawing is kept at: a view's layer draws at the scale of
    /// the context it is rendered into (a screen's), any other layer at its `contentsScale` — 1 by
    /// default, so it looks soft at 2× until `contentsScale` is raised, as on iOS (seed 001).
    func drawingScale(in context: any GraphicsContext) -> Double {
        drawsAtContextScale ? context.scale : (contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1)
    }

    /// Draws the layer's drawing straight into a context, clipped to its area: what rendering does
    /// without buffers. A drawing not known to paint anything is recorded first and replayed.
    func drawDirectly(in context: any GraphicsContext) {
        applyPendingInvalidations()
        guard let area = validDrawingArea else { return }
        if presence == .absent && !needsDisplay { return }
        defer { finishDisplay() }
        guard presence == .present else {
            let recording = RecordingContext(scale: context.scale, textMeasurer: context.textMeasurer, makesBuffers: false)
            invokeDraw(in: recording, rect: area)
            presence = recording.operations.contains(where: \.paints) ? .present : .absent
            if presence == .present { paint(recording, in: area, into: context) }
            return
        }
        context.saveGState()
        context.clip(to: area)
        context.setFillColor(.black)
        context.setStrokeColor(.black)
        fillOpaqueBackground(area, in: context)
        invokeDraw(in: context, rect: area)
        context.restoreGState()
    }

    /// Replays a recorded drawing into a context, clipped to the drawing area, on the opaque
    /// background, starting from the colours a fresh context has.
    private func paint(_ recording: RecordingContext, in area: Rect, into context: any GraphicsContext) {
        context.saveGState()
        context.clip(to: area)
        context.setFillColor(.black)
        context.setStrokeColor(.black)
        fillOpaqueBackground(area, in: context)
        recording.replay(into: context)
        context.restoreGState()
    }

    /// Runs `draw(in:)` once, counted, with `rectBeingDrawn` set.
    private func invokeDraw(in context: any GraphicsContext, rect: Rect) {
        drawCount += 1
        rectBeingDrawn = rect
        context.saveGState()
        draw(in: context)
        context.restoreGState()
    }

    /// An opaque layer's drawing starts on its background colour (over black), as UIKit's does.
    private func fillOpaqueBackground(_ rect: Rect, in context: any GraphicsContext) {
        guard isOpaque else { return }
        context.saveGState()
        context.setFillColor((backgroundColor ?? .clear).composited(over: .black))
        context.fill(rect)
        context.restoreGState()
    }

    /// Has the owning view's attached behaviour apply the invalidations it kept aside, so that
    /// `needsDisplay` says all that is due.
    public func applyPendingInvalidations() {
        guard let view = owningView, let behaviour = view.attachedBehaviour else { return }
        behaviour.applyPendingInvalidations(view)
    }

    private func finishDisplay() {
        needsDisplay = false
        invalidRect = .null
    }
}
