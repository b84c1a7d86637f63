/// Composing a layer tree into a graphics context, as Core Animation's render server does.
///
/// Each layer is drawn in its own coordinates, back to front: its shadow, then its background
/// (rounded by `cornerRadius`), its contents image, its own drawing, its sublayers (clipped when
/// `masksToBounds`), and its border on top. A layer with an opacity below 1 or a shadow without a
/// `shadowPath` is composited as one group with its sublayers, so the shadow is cast by everything
/// it shows and the opacity applies to the whole.
extension Layer {
    /// Draws the layer and its sublayers into a context, in the layer's own coordinates (Core
    /// Animation's `render(in:)`). With `cachingDrawings` (the default), each layer's drawing comes
    /// from its buffer and `draw(in:)` runs only for layers whose drawing is due; without, every
    /// layer that draws is drawn afresh, straight into the context.
    public func render(in context: any GraphicsContext, cachingDrawings: Bool = true) {
        guard !isHidden else { return }
        compose(in: context, caching: cachingDrawings)
    }

    private func renderAsSublayer(in context: any GraphicsContext, caching: Bool) {
        let motion = owningView?.motionPresentation
        guard !isHidden, (motion?.alpha ?? opacity) > 0 else { return }
        context.saveGState()
        context.concatenate(motion.map(transformToSuperlayer(presenting:)) ?? transformToSuperlayer)
        compose(in: context, caching: caching, motion: motion)
        context.restoreGState()
    }

    /// The shadow the layer casts, if it casts one, at the given offset.
    func castShadow(offset: Size) -> Shadow? {
        guard shadowOpacity > 0, shadowColor.alpha > 0 else { return nil }
        return Shadow(offset: offset, blur: 2 * max(0, shadowRadius), color: shadowColor.withAlphaComponent(shadowColor.alpha * shadowOpacity))
    }

    /// The transform to the superlayer's coordinates of a view's layer drawn where its motion
    /// effects put it (uikit-rules §16): the presented centre and transform.
    private func transformToSuperlayer(presenting motion: ViewPresentation) -> Transform {
        let b = bounds
        let toCentre = Transform(translationX: -b.minX - b.width / 2, y: -b.minY - b.height / 2)
        return toCentre.concatenating(motion.transform).concatenating(Transform(translationX: motion.center.x, y: motion.center.y))
    }

    /// The layer's model opacity and shadow offset, or what its view's motion effects present.
    private func compose(in context: any GraphicsContext, caching: Bool, motion: ViewPresentation? = nil) {
        let opacity = motion?.alpha ?? opacity
        let shadow = castShadow(offset: motion?.shadowOffset ?? shadowOffset)
        if let shadow, let shadowPath { drawShadow(of: shadowPath, shadow, in: context) }
        let grouped = opacity < 1 || (shadow != nil && shadowPath == nil)
        if grouped {
            context.saveGState()
            context.setAlpha(opacity)
            if shadowPath == nil { context.setShadow(shadow) }
            context.beginTransparencyLayer(in: masksToBounds ? bounds : subtreeBounds)
        }
        let outline = cornerRadius > 0 ? Path(roundedRect: bounds, cornerRadius: cornerRadius) : Path(rect: bounds)
        if let backgroundColor, backgroundColor.alpha > 0 {
            context.setFillColor(backgroundColor)
            context.fill(outline)
        }
        if masksToBounds {
            context.saveGState()
            context.clip(to: outline)
        }
        if let contents {
            context.draw(contents, in: contentsGravity.rect(for: contents.size, in: bounds), tint: contentsTintColor)
        }
        drawOwnDrawing(in: context, caching: caching)
        for case let sublayer? in sublayerList.slots {
            sublayer.renderAsSublayer(in: context, caching: caching)
        }
        if masksToBounds { context.restoreGState() }
        if borderWidth > 0, borderColor.alpha > 0 {
            let inset = min(borderWidth / 2, bounds.width / 2, bounds.height / 2)
            context.setStrokeColor(borderColor)
            context.setLineWidth(borderWidth)
            context.stroke(Path(roundedRect: bounds.insetBy(dx: inset, dy: inset) , cornerRadius: max(0, cornerRadius - inset)))
        }
        if grouped {
            context.endTransparencyLayer()
            context.restoreGState()
        }
    }

    private func drawOwnDrawing(in context: any GraphicsContext, caching: Bool) {
        guard caching else {
            drawDirectly(in: context)
            return
        }
        switch cachedDrawing(for: context) {
        case .buffer(let buffer):
            guard let area = validDrawingArea else { return }
            let placed = buffer.size == area.size ? area : contentsGravity.rect(for: buffer.size, in: area)
            if !context.draw(buffer, in: placed) { drawDirectly(in: context) }
        case .nothing:
            return
        case .unavailable:
            drawDirectly(in: context)
        }
    }

    /// A shadow cast by a path alone: the path is filled with the shadow set, clipped so that
    /// only what falls outside the path shows (the layer covers the inside).
    private func drawShadow(of path: Path, _ shadow: Shadow, in context: any GraphicsContext) {
        let reach = 3 * shadow.blur + abs(shadow.offset.width) + abs(shadow.offset.height) + 100
        let shape = path.bounds
        guard !shape.isNull else { return }
        var outside = Path(rect: shape.insetBy(dx: -reach, dy: -reach))
        outside.append(path)
        context.saveGState()
        context.clip(to: outside, rule: .evenOdd)
        context.setShadow(shadow)
        context.setFillColor(.black)
        context.fill(path)
        context.restoreGState()
    }

    /// The area the layer and its visible sublayers cover, in the layer's coordinates.
    var subtreeBounds: Rect {
        var covered = bounds.union(validDrawingArea ?? bounds)
        guard !masksToBounds else { return bounds }
        for case let sublayer? in sublayerList.slots where !sublayer.isHidden && sublayer.opacity > 0 {
            let motion = sublayer.owningView?.motionPresentation
            let placed = motion.map(sublayer.transformToSuperlayer(presenting:)) ?? sublayer.transformToSuperlayer
            covered = covered.union(sublayer.subtreeBounds.applying(placed))
        }
        return covered
    }
}
